// Listing pages: server time (median, p95) of a mix of listing URLs per demo tenant at
// several inventory sizes, and the JavaScript a listing page loads (raw and gzip).
// Usage: npm run bench:listing -- [--scales 3200,100000] [--requests 200]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import request from 'supertest';
import { pino } from 'pino';
import { buildClient, isClientBuildStale } from '../esbuild.config.ts';
import { parseEnv } from '../server/env.server.ts';
import { createPlatform } from '../server/platform.server.ts';
import { seedDemoInventory } from './demo-inventory.ts';

const { values } = parseArgs({
  options: { scales: { type: 'string' }, requests: { type: 'string' } },
});
const scales = (values.scales ?? '3200,100000').split(',').map(Number);
const requests = Number(values.requests ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A shopper's mix: the default listing, a make, page 2, a price sort, a text query. */
function urlsFor(listingPath: string, make: string): string[] {
  const makePath = `/search/${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const separator = listingPath.includes('?') ? '&' : '?';
  return [
    listingPath,
    makePath,
    `${listingPath}${separator}page=2`,
    `${makePath}?sort=price-asc`,
    `${listingPath}${separator}query=${encodeURIComponent(make.toLowerCase())}`,
  ];
}

function serverTime(header: string | undefined): number {
  return [...(header ?? '').matchAll(/dur=([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

if (isClientBuildStale()) await buildClient({ minify: true });

for (const scale of scales) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-listing-'));
  const seeded = performance.now();
  await seedDemoInventory({ dataDir, count: scale, now: new Date() });
  const seedMs = performance.now() - seeded;
  const loaded = performance.now();
  const platform = await createPlatform(
    parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    pino({ level: 'silent' }),
  );
  const loadMs = performance.now() - loaded;
  try {
    const plan: Array<{ host: string; url: string }> = [];
    for (const tenant of platform.tenants) {
      const host = tenant.hostnames[0]!;
      const first = await request(platform.app).get(tenant.search.listing_path).set('Host', host);
      const make = /class="facet-tile__label">([^<]+)</.exec(first.text)?.[1] ?? 'Toyota';
      for (const url of urlsFor(tenant.search.listing_path, make)) plan.push({ host, url });
    }
    // Warm-up: one pass (first renders, caches of the index settle).
    for (const { host, url } of plan) await request(platform.app).get(url).set('Host', host);
    const times: number[] = [];
    const walls: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const { host, url } = plan[i % plan.length]!;
      // A fresh query string each time: the proxy's response cache must not answer.
      const bust = `${url}${url.includes('?') ? '&' : '?'}utm_source=bench${i}`;
      const started = performance.now();
      const res = await request(platform.app).get(bust).set('Host', host).redirects(1);
      walls.push(performance.now() - started);
      times.push(serverTime(res.headers['server-timing']));
    }
    times.sort((a, b) => a - b);
    walls.sort((a, b) => a - b);
    console.log(
      `${String(scale).padStart(7)} cars (seed ${(seedMs / 1000).toFixed(1)} s, load ${(loadMs / 1000).toFixed(1)} s): ` +
        `server time median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; ` +
        `response median ${percentile(walls, 50).toFixed(1)} ms, p95 ${percentile(walls, 95).toFixed(1)} ms`,
    );
    if (scale === scales[0]) {
      const tenant = platform.tenants[0]!;
      const page = await request(platform.app)
        .get(tenant.search.listing_path)
        .set('Host', tenant.hostnames[0]!);
      const html = Buffer.from(page.text);
      const scripts = new Set(
        [...page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
      );
      let raw = 0;
      let gzip = 0;
      for (const asset of scripts) {
        const file = fs.readFileSync(path.join('dist', 'client', asset.replace(/^\/assets\//, '')));
        raw += file.length;
        gzip += zlib.gzipSync(file).length;
      }
      console.log(
        `  listing page (${tenant.slug}): HTML ${kb(html.length)} (gzip ${kb(zlib.gzipSync(html).length)}); ` +
          `JavaScript ${scripts.size} files ${kb(raw)} (gzip ${kb(gzip)})`,
      );
    }
  } finally {
    await platform.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
