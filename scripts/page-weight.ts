// Page weight of each demo tenant's home, listing, car and form pages: the HTML
// (raw and gzip) and the browser bundle files each page loads before it is interactive
// (its module script and the files that preloads; chunks fetched later on demand are not counted).
// Usage: npm run bench:page-weight
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { pino } from 'pino';
import { parseEnv } from '../server/env.server.ts';
import { createPlatform } from '../server/platform.server.ts';
import { buildClient, isClientBuildStale } from '../esbuild.config.ts';
import { seedDemoInventory } from './demo-inventory.ts';

type App = Awaited<ReturnType<typeof createPlatform>>['app'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (bytes: Buffer) => zlib.gzipSync(bytes).length;

const assetSizes = new Map<string, { raw: number; gzip: number }>();
function assetSize(asset: string) {
  let size = assetSizes.get(asset);
  if (!size) {
    const file = fs.readFileSync(path.join('dist', 'client', asset.replace(/^\/assets\//, '')));
    size = { raw: file.length, gzip: gzipSize(file) };
    assetSizes.set(asset, size);
  }
  return size;
}

/** One page: HTML sizes and the JavaScript it loads up front, gzipped file by file. */
async function weighPage(app: App, host: string, url: string) {
  const res = await request(app).get(url).set('Host', host);
  const html = Buffer.from(res.text);
  // The module script, and the files it preloads (listed in the boot data: client/boot.ts).
  const preloads = /"modulePreloads":\[([^\]]*)\]/.exec(res.text)?.[1] ?? '';
  const scripts = new Set(
    [...`${res.text} ${preloads}`.matchAll(/(?:src=|href=|)"(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  );
  let raw = 0;
  let gzip = 0;
  for (const asset of scripts) {
    raw += assetSize(asset).raw;
    gzip += assetSize(asset).gzip;
  }
  return { status: res.status, html, text: res.text, scripts, raw, gzip };
}

if (isClientBuildStale()) await buildClient();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
await seedDemoInventory({ dataDir, now: new Date() });
const platform = await createPlatform(
  parseEnv({ NODE_ENV: 'production', LEAD_EMAIL: 'files', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  pino({ level: 'silent' }),
);

try {
  const homeAssets = new Set<string>();
  const perKind = new Map<string, number[]>();
  for (const tenant of platform.tenants) {
    const host = tenant.hostnames[0]!;
    const listing = await weighPage(platform.app, host, tenant.search.listing_path);
    const car = /href="(\/cars\/[a-z0-9-]+)"/.exec(listing.text)?.[1];
    const pages: [string, string | undefined][] = [
      ['home', '/'],
      ['listing', tenant.search.listing_path],
      ['car', car],
      ['contact', '/contact'],
      ['finance', '/finance'],
      ['pre-approval', '/finance-pre-approval'],
      ['service', '/service'],
      ['valuation', tenant.labels.valuation_path],
    ];
    console.log(tenant.slug);
    for (const [kind, url] of pages) {
      if (!url) continue;
      const page = await weighPage(platform.app, host, url);
      // A page this site does not have (no pre-approval, no service centre) is not weighed.
      if (page.status === 404) continue;
      if (kind === 'home') page.scripts.forEach((asset) => homeAssets.add(asset));
      perKind.set(kind, [...(perKind.get(kind) ?? []), page.gzip]);
      const boot = /window.__BOOT__=([^<]*)/.exec(page.text)?.[1] ?? '';
      console.log(
        `  ${kind.padEnd(12)} ${String(page.status)} HTML ${kb(page.html.length)} (gzip ${kb(gzipSize(page.html))}, hydration data ${kb(boot.length)}); ` +
          `JavaScript ${page.scripts.size} files ${kb(page.raw)} (gzip ${kb(page.gzip)})`,
      );
    }
  }
  console.log('JavaScript gzip per page kind (min to max over tenants):');
  for (const [kind, sizes] of perKind) {
    console.log(`  ${kind.padEnd(12)} ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}`);
  }
  let total = 0;
  let totalGzip = 0;
  for (const asset of homeAssets) {
    total += assetSize(asset).raw;
    totalGzip += assetSize(asset).gzip;
  }
  console.log(`bundle files loaded by home pages: ${kb(total)} (gzip ${kb(totalGzip)})`);
} finally {
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
