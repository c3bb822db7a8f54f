import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Metafile } from 'esbuild';
import { repoPath } from '#server/repo-path.server.ts';
import { createTestPlatform, DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

const tenantConfig = (slug: string) => fixture.tenant(slug);

function cspNonce(csp: string | undefined): string {
  const match = /script-src [^;]*'nonce-([^']+)'/.exec(csp ?? '');
  if (!match?.[1]) throw new Error(`no script nonce in CSP: ${csp}`);
  return match[1];
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('home page is 200 with its own name, theme and metadata', async () => {
    const tenant = tenantConfig(slug);
    const res = await request(fixture.current.app).get('/').set('Host', `${slug}.localhost`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain(escapeHtml(tenant.dealership.name));
    expect(res.text).toContain(`--color-primary:${tenant.theme.colors.primary}`);
    expect(res.text).toContain(`<title>${escapeHtml(tenant.seo.title)}</title>`);
    expect(res.text).toContain(
      `<link rel="canonical" href="https://${tenant.primary_hostname}/"/>`,
    );
    expect(res.text).toContain(`href="${tenant.theme.favicon.url}"`);
    for (const other of DEMO_SLUGS.filter((candidate) => candidate !== slug)) {
      expect(res.text).not.toContain(tenantConfig(other).dealership.name);
    }
  });

  test('every <script> carries the nonce of this response’s CSP', async () => {
    const res = await request(fixture.current.app).get('/').set('Host', `${slug}.localhost`);
    const nonce = cspNonce(res.headers['content-security-policy']);
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });
});

describe('host resolution', () => {
  test('an unknown host is a plain 404 with nothing tenant-specific', async () => {
    const res = await request(fixture.current.app)
      .get('/')
      .set('Host', 'unknown-dealer.example.com');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Site not found');
    for (const slug of DEMO_SLUGS)
      expect(res.text).not.toContain(tenantConfig(slug).dealership.name);
  });

  test('host matching ignores case and port', async () => {
    const res = await request(fixture.current.app)
      .get('/')
      .set('Host', 'BAYSIDE-MAZDA.Localhost:3000');
    expect(res.status).toBe(200);
    expect(res.text).toContain(escapeHtml(tenantConfig('bayside-mazda').dealership.name));
  });

  test('a production hostname from the tenant file maps to that tenant', async () => {
    const tenant = tenantConfig('coastal-used-cars');
    const production = tenant.hostnames.find((host) => !host.endsWith('.localhost'))!;
    const res = await request(fixture.current.app).get('/').set('Host', production);
    expect(res.status).toBe(200);
    expect(res.text).toContain(escapeHtml(tenant.dealership.name));
  });

  test('X-Forwarded-Host is ignored without TRUST_PROXY', async () => {
    const res = await request(fixture.current.app)
      .get('/')
      .set('Host', 'internal-proxy.example')
      .set('X-Forwarded-Host', 'bayside-mazda.localhost');
    expect(res.status).toBe(404);
  });

  test('X-Forwarded-Host is honoured with TRUST_PROXY', async () => {
    const trusting = await createTestPlatform({ TRUST_PROXY: 'true' });
    try {
      const res = await request(trusting.app)
        .get('/')
        .set('Host', 'internal-proxy.example')
        .set('X-Forwarded-Host', 'Bayside-Mazda.localhost:443');
      expect(res.status).toBe(200);
      expect(res.text).toContain(escapeHtml(tenantConfig('bayside-mazda').dealership.name));
    } finally {
      await trusting.cleanup();
    }
  });

  test('bare localhost lists every demo site in development', async () => {
    const res = await request(fixture.current.app).get('/').set('Host', 'localhost:3000');
    expect(res.status).toBe(200);
    for (const slug of DEMO_SLUGS) expect(res.text).toContain(`http://${slug}.localhost:`);
  });

  test('bare localhost is a 404 in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production' });
    try {
      const res = await request(production.app).get('/').set('Host', 'localhost:3000');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('harbour-city-motors');
    } finally {
      await production.cleanup();
    }
  });
});

/** The public URL of the chunk the client build made for one page module. */
function pageChunk(module: string): string {
  const metafile = JSON.parse(
    fs.readFileSync(repoPath('dist', 'client-metafile.json'), 'utf8'),
  ) as Metafile;
  const outfile = Object.keys(metafile.outputs).find(
    (file) => metafile.outputs[file]!.entryPoint === module,
  );
  if (!outfile) throw new Error(`no chunk for ${module}`);
  return `/assets/${path.relative(repoPath('dist', 'client'), repoPath(outfile)).split(path.sep).join('/')}`;
}

// Each route names its page module once (shared/app/page-route.ts); the server still finds its chunk.
test.each([
  ['/', 'shared/pages/home.page.tsx'],
  ['/search', 'shared/pages/listing/listing.page.tsx'],
  ['/cars/trade-in', 'shared/pages/trade-in/trade-in.page.tsx'],
  ['/no/such/page', 'shared/pages/not-found.page.tsx'],
])("%s preloads its page's chunk and no other page's", async (url, module) => {
  const res = await request(fixture.current.app).get(url).set('Host', `${DEMO_SLUGS[0]}.localhost`);
  expect(res.text).toContain(`"${pageChunk(module)}"`);
  expect(res.text).not.toContain(`"${pageChunk('shared/pages/car/car.page.tsx')}"`);
});

function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;');
}
