import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_SLUGS, type TestPlatform } from '../support/test-platform.ts';
import { sitemapPaths } from '../support/page-html.ts';

// A page whose data is loaded renders in one synchronous pass (renderReadyPage); anything
// that pass cannot finish goes to React's stream. Both must give the browser the same page:
// these tests render every kind of page both ways and compare the bytes.
const render = vi.hoisted(() => ({ ready: true, onePass: 0 }));
vi.mock('#server/ssr/render-ready-page.server.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/ssr/render-ready-page.server.ts')>();
  return {
    ...original,
    renderReadyPage(...args: Parameters<typeof original.renderReadyPage>) {
      if (!render.ready) return undefined;
      const html = original.renderReadyPage(...args);
      if (html !== undefined) render.onePass += 1;
      return html;
    },
  };
});

let platform: TestPlatform;
beforeAll(async () => {
  // The test files share one module graph: the server's modules are imported afresh here, so
  // the page renderer they bring in is the one mocked above.
  vi.resetModules();
  const { createTestPlatform } = await import('../support/test-platform.ts');
  // No page is answered from memory, so each request renders.
  platform = await createTestPlatform({ PAGE_CACHE_MB: '0' });
});
afterAll(() => platform?.cleanup());

/** What differs between two responses of one page by design: per-response values. */
function masked(html: string) {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  let out = nonce ? html.replaceAll(nonce, 'NONCE') : html;
  // The response token (a lead form's idempotency key is made from it) and the clock.
  out = out.replace(/("responseToken":")[^"]+"/g, '$1TOKEN"');
  out = out.replace(/lead-[0-9a-f]{32}/g, 'lead-KEY');
  out = out.replace(/"now":"[^"]+"/g, '"now":"NOW"');
  return out;
}

/** Where two pages first differ, with a little of each around it. */
function firstDifference(a: string, b: string) {
  if (a === b) return undefined;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return { at, ready: a.slice(at - 80, at + 120), streamed: b.slice(at - 80, at + 120) };
}

async function bothRenders(slug: string, path: string) {
  const get = async (ready: boolean) => {
    render.ready = ready;
    render.onePass = 0;
    const res = await request(platform.app).get(path).set('Host', `${slug}.localhost`);
    return { status: res.status, type: res.type, html: masked(res.text), onePass: render.onePass };
  };
  return { ready: await get(true), streamed: await get(false) };
}

/** The site's own links on a page: paths with their query, for one sample of each kind. */
async function linksOn(slug: string, path: string) {
  const res = await request(platform.app).get(path).set('Host', `${slug}.localhost`);
  return [...res.text.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

/** A path's kind: its first segment, how many it has, and whether it has a query. */
function kindOf(path: string) {
  const [pathname, query] = path.split('?');
  const segments = pathname!.split('/').filter(Boolean);
  return `${segments[0]}/${segments.length}${query === undefined ? '' : '?'}`;
}

describe.each(DEMO_SLUGS)('%s: a page rendered in one pass is the page React streams', (slug) => {
  test('one page of each kind the sitemap and the site’s links reach, and missing pages', async () => {
    const sitemap = await sitemapPaths(platform.app, slug);
    const car = sitemap.find((path) => path.startsWith('/cars/'));
    expect(car).toBeDefined();
    const listing = platform.tenants.find((tenant) => tenant.slug === slug)!.search.listing_path;
    const linked = [
      ...(await linksOn(slug, '/')),
      ...(await linksOn(slug, car!)),
      ...(await linksOn(slug, listing)),
    ];
    const samples = new Map<string, string>();
    for (const path of [...sitemap, ...linked]) {
      if (!samples.has(kindOf(path))) samples.set(kindOf(path), path);
    }
    samples.set('car', car!);
    samples.set('missing car', '/cars/this-car-does-not-exist-1');
    samples.set('missing page', '/no-such-page');
    expect(samples.size).toBeGreaterThan(10);
    for (const path of samples.values()) {
      const { ready, streamed } = await bothRenders(slug, path);
      expect(ready.status, path).toBe(streamed.status);
      expect(ready.type, path).toBe('text/html');
      expect(ready.onePass, path).toBe(1);
      expect(firstDifference(ready.html, streamed.html), path).toBeUndefined();
    }
  });
});
