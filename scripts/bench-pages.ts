// Listing and vehicle pages: server time (median, p95) per demo tenant mix at several
// inventory sizes, and the JavaScript each kind of page loads (raw and gzip).
// Usage: npm run bench:pages -- [--scales 3200,100000] [--requests 200]
// Server and response times are wall clock, CPU is this process's (server and client) per
// request. All of them grow when other work shares the machine (the load average is
// printed): compare two versions in runs made side by side, not with old figures.
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

type App = Awaited<ReturnType<typeof createPlatform>>['app'];
type Visit = { host: string; url: string };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A shopper's listing mix: the default listing, a make, page 2, a price sort, a text query. */
function listingUrls(listingPath: string, make: string): string[] {
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

/** Server-Timing and response time of `count` requests over the plan, after one warm-up pass. */
async function measure(app: App, plan: Visit[], count: number) {
  for (const { host, url } of plan) await request(app).get(url).set('Host', host);
  const server: number[] = [];
  const response: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { host, url } = plan[i % plan.length]!;
    // A fresh parameter each time so no response cache answers.
    const bust = `${url}${url.includes('?') ? '&' : '?'}utm_source=bench${i}`;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const res = await request(app).get(bust).set('Host', host).redirects(1);
    const cpuUsed = process.cpuUsage(cpuBefore);
    response.push(performance.now() - started);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    server.push(serverTime(res.headers['server-timing']));
  }
  for (const values of [server, response, cpu]) values.sort((a, b) => a - b);
  return (
    `server time median ${ms(percentile(server, 50))}, p95 ${ms(percentile(server, 95))}; ` +
    `response median ${ms(percentile(response, 50))}, p95 ${ms(percentile(response, 95))}; ` +
    `CPU median ${ms(percentile(cpu, 50))}`
  );
}

/** HTML size and the JavaScript files a page preloads or loads. */
async function pageWeight(app: App, { host, url }: Visit) {
  const page = await request(app).get(url).set('Host', host);
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
  return (
    `HTML ${kb(html.length)} (gzip ${kb(zlib.gzipSync(html).length)}); ` +
    `JavaScript ${scripts.size} files ${kb(raw)} (gzip ${kb(gzip)})`
  );
}

if (isClientBuildStale()) await buildClient({ minify: true });
const loadAverage = () => os.loadavg()[0]!.toFixed(1);
console.log(`${os.cpus().length} CPUs, load average ${loadAverage()} at the start`);

for (const scale of scales) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
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
    const listings: Visit[] = [];
    const vehicles: Visit[] = [];
    for (const tenant of platform.tenants) {
      const host = tenant.hostnames[0]!;
      const first = await request(platform.app).get(tenant.search.listing_path).set('Host', host);
      const make = /class="facet-tile__label">([^<]+)</.exec(first.text)?.[1] ?? 'Toyota';
      for (const url of listingUrls(tenant.search.listing_path, make)) listings.push({ host, url });
      const cars = new Set(
        [...first.text.matchAll(/href="(\/cars\/[a-z0-9-]+)"/g)].map((m) => m[1]!),
      );
      for (const url of [...cars].slice(0, 5)) vehicles.push({ host, url });
    }
    console.log(
      `${String(scale).padStart(7)} cars (seed ${(seedMs / 1000).toFixed(1)} s, load ${(loadMs / 1000).toFixed(1)} s)`,
    );
    console.log(`  listing: ${await measure(platform.app, listings, requests)}`);
    console.log(`  vehicle: ${await measure(platform.app, vehicles, requests)}`);
    if (scale === scales[0]) {
      console.log(`  listing page weight: ${await pageWeight(platform.app, listings[0]!)}`);
      console.log(`  vehicle page weight: ${await pageWeight(platform.app, vehicles[0]!)}`);
    }
  } finally {
    await platform.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`load average ${loadAverage()} at the end`);
