// `npm run bench:fleet -- [--sites 300] [--cars 300000] [--load-seconds 60] [--keep DIR]
// [--while-loading]`: the production server on a generated fleet (as its own process,
// TENANTS_DIR and DATA_DIR in a temporary folder), then on the five demo sites, in one run.
// Prints time to the first 200, to `/readyz` 200 (every site's stock in), RSS idle
// and after a mixed load across all sites, p50/p99 of home, listing and car pages (rendered
// and cached) on a random site, and how long a site-file change takes to show. Generating 300,000
// cars takes minutes: `--keep DIR` generates the fleet into DIR once and uses it on later runs
// (each run changes one site file's SEO title and starts with a new database).
// `--while-loading`: from the first 200 until `/readyz` 200, home pages of random sites, 8 at
// once, as shoppers meet a server whose stock still loads (decision 0043). The _idle sites_ row:
// rendered home pages of ten sites asked once 12 s before, as most of a fleet's sites are
// (what a site reads of its whole stock outlives that: decision 0042, Lifetimes).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  carPaths,
  generateSites,
  readSites,
  seedStock,
  type BenchSite,
} from './bench/fleet-sites.ts';
import {
  get,
  percentile,
  startServer,
  stopServer,
  type StartedServer,
  waitUntilReady,
  isReady,
} from './bench/fleet-server.ts';
import { rssMb } from './bench/process-usage.ts';
import { listingSamples } from './bench/crawl-urls.ts';

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: '300' },
    cars: { type: 'string', default: '300000' },
    'load-seconds': { type: 'string', default: '60' },
    keep: { type: 'string' },
    // Shoppers from the first 200 on: home pages of random sites, 8 at once, until /readyz.
    'while-loading': { type: 'boolean', default: false },
  },
});
const SITES = Number(values.sites);
const CARS = Number(values.cars);
const LOAD_SECONDS = Number(values['load-seconds']);
const SAMPLES = 30;
/** The servers' logs (warnings and up), kept after the run. */
const LOG_FILE = path.join(os.tmpdir(), `bench-fleet-${process.pid}.log`);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function pageLatencies(server: StartedServer, site: BenchSite, cars: string[]) {
  const rows: string[] = [];
  const listings = listingSamples(site.listingPath);
  const kinds: Array<[string, (i: number) => string]> = [
    // A parameter of no meaning (`ref`) is a page of its own for the cache, so each is rendered;
    // a listing redirects any other spelling to its one URL, so its samples are its pages and sorts.
    ['home', (i) => `/?ref=bench${i}`],
    ['listing', (i) => listings[i % listings.length]!],
    ['car', (i) => `${cars[i % cars.length]}?ref=bench${i}`],
  ];
  for (const [kind, at] of kinds) {
    const rendered: number[] = [];
    const cached: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const first = await get(server.port, site.host, at(i));
      if (first.status !== 200) throw new Error(`${site.host}${at(i)} answered ${first.status}`);
      rendered.push(first.ms);
      cached.push((await get(server.port, site.host, at(i))).ms);
    }
    rows.push(
      `  ${kind.padEnd(8)} rendered p50 ${ms(percentile(rendered, 50))} p99 ${ms(percentile(rendered, 99))} | ` +
        `cached p50 ${ms(percentile(cached, 50))} p99 ${ms(percentile(cached, 99))}`,
    );
  }
  return rows;
}

/** Ten other sites' home pages, each asked once, then rendered again 12 s later. */
async function idleSitesRow(server: StartedServer, sites: BenchSite[], measured: BenchSite) {
  const others = sites.filter((site) => site !== measured).slice(0, 10);
  for (const site of others) await get(server.port, site.host, '/?ref=idle-first');
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  const rendered: number[] = [];
  for (const site of others) rendered.push((await get(server.port, site.host, '/?ref=idle')).ms);
  return `  idle sites: home rendered 12 s after the site's last page, p50 ${ms(percentile(rendered, 50))} p99 ${ms(percentile(rendered, 99))}`;
}

async function mixedLoad(
  server: StartedServer,
  sites: BenchSite[],
  dataDir: string,
  seconds: number,
) {
  const deadline = performance.now() + seconds * 1000;
  let requests = 0;
  let failures = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const site = pick(sites);
      const kind = Math.random();
      const pagePath =
        kind < 0.4
          ? '/'
          : kind < 0.7
            ? site.listingPath
            : (pick(carPaths(dataDir, site.slug, 20)) ?? '/');
      const answer = await get(server.port, site.host, pagePath).catch(() => undefined);
      requests += 1;
      if (answer?.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { requests, failures };
}

/** Home pages of random sites (each rendered: a parameter of no meaning), 8 at once, until ready. */
async function loadUntilReady(server: StartedServer, sites: BenchSite[]) {
  const latencies: number[] = [];
  const hosts = new Set<string>();
  let failures = 0;
  const worker = async () => {
    while (!(await isReady(server))) {
      const site = pick(sites);
      const started = performance.now();
      const answer = await get(server.port, site.host, `/?ref=warm${latencies.length}`).catch(
        () => undefined,
      );
      latencies.push(performance.now() - started);
      hosts.add(site.host);
      if (answer?.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return (
    `  while the stock loaded: ${latencies.length} home pages of ${hosts.size} sites, ` +
    `p50 ${ms(percentile(latencies, 50))} p99 ${ms(percentile(latencies, 99))}, ${failures} not 200`
  );
}

async function measure(label: string, tenantsDir: string, dataDir: string, sites: BenchSite[]) {
  console.log(`\n== ${label}: ${sites.length} sites`);
  const site = pick(sites);
  const server = await startServer(
    { TENANTS_DIR: tenantsDir, DATA_DIR: dataDir, DEMO_INVENTORY: 'false' },
    site.host,
    LOG_FILE,
  );
  try {
    console.log(
      `  first 200: ${ms(server.firstOkMs)} (CPU ${ms(server.firstOkCpuMs)}, start-up steps included)`,
    );
    const during = values['while-loading'] ? loadUntilReady(server, sites) : undefined;
    const ready = await waitUntilReady(server);
    if (during) console.log(await during);
    console.log(`  every site's stock in (/readyz 200): ${ms(ready.ms)} (CPU ${ms(ready.cpuMs)})`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`  RSS idle: ${rssMb(server.child.pid!).toFixed(0)} MB`);
    console.log(`  pages on ${site.slug}:`);
    for (const row of await pageLatencies(server, site, carPaths(dataDir, site.slug, SAMPLES)))
      console.log(row);
    console.log(await idleSitesRow(server, sites, site));
    const load = await mixedLoad(server, sites, dataDir, LOAD_SECONDS);
    console.log(
      `  mixed load ${LOAD_SECONDS} s, 8 at once: ${load.requests} requests, ${load.failures} not 200`,
    );
    console.log(`  RSS after load: ${rssMb(server.child.pid!).toFixed(0)} MB`);
    const file = path.join(tenantsDir, `${site.slug}.json`);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    const marker = `Changed ${Date.now()}`;
    doc.seo.title = marker;
    const started = performance.now();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(doc));
    fs.renameSync(`${file}.tmp`, file);
    while (!(await get(server.port, site.host, '/')).body.includes(marker)) {
      if (performance.now() - started > 60_000)
        throw new Error(`change not shown: see ${LOG_FILE}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    console.log(`  site-file change shown after ${ms(performance.now() - started)}`);
  } finally {
    await stopServer(server);
  }
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fleet-'));
try {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/prepare-server.ts', '--server-bundle'],
    {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: path.join(root, 'prepare'), DEMO_INVENTORY: 'true' },
    },
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores`,
  );
  const fleetRoot = values.keep ? path.resolve(values.keep) : root;
  const fleetDir = path.join(fleetRoot, 'fleet-sites');
  const fleetData = path.join(fleetRoot, 'fleet-data');
  const ready = path.join(fleetRoot, `generated-${SITES}-${CARS}`);
  let fleet: BenchSite[];
  if (fs.existsSync(ready)) {
    fleet = readSites(fleetDir);
    // As on the first run, the server starts on the stock alone (its database made anew).
    for (const entry of fs.readdirSync(fleetData)) {
      if (entry !== 'inventory') fs.rmSync(path.join(fleetData, entry), { recursive: true });
    }
    console.log(`using the fleet in ${fleetRoot}`);
  } else {
    fs.rmSync(fleetDir, { recursive: true, force: true });
    fs.rmSync(fleetData, { recursive: true, force: true });
    const started = performance.now();
    fleet = generateSites(fleetDir, SITES);
    await seedStock(fleetDir, fleetData, CARS);
    fs.writeFileSync(ready, new Date().toISOString());
    console.log(
      `generated ${fleet.length} sites and ${CARS} cars in ${ms(performance.now() - started)}`,
    );
  }
  await measure(`fleet (${CARS} cars)`, fleetDir, fleetData, fleet);

  const demoDir = path.join(root, 'demo-sites');
  const demoData = path.join(root, 'demo-data');
  const demo = generateSites(demoDir, 5);
  await seedStock(demoDir, demoData, 3200);
  await measure('five-site demo (3200 cars)', demoDir, demoData, demo);
  console.log(
    `\nload average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
