// Page throughput, latency percentiles and server memory per page kind (home, listing, car
// page), over real HTTP against the production server in its own process, with the demo
// inventory of every demo site. Each kind is loaded twice (car pages a third time):
//   repeated: the same pages again and again (what the page cache answers, after one render);
//   rendered: every request a URL not asked before, as a crawler sends them (crawl-urls.ts):
//     listings with other filters, pages and sorts, every car page once, the home page with a
//     fresh parameter of no meaning. Beside each row, the server's CPU milliseconds per request
//     (from the kernel's count for the process), which moves far less with the load of the
//     machine than requests per second do.
//   ad clicks (car pages): twenty cars' pages as a vehicle ad links them, each click with its
//     own click id (`gclid`): one render per car, then the page cache (decision 0041).
//   imports: forty pages of the rendered row's of every site but one, asked again in turn while
//     that one's stock is imported every second (a fleet of 300 sites whose feeds land every
//     five minutes): what one dealer's import costs the other sites' cached pages (decision 0042).
// Beside them, a plain static server sends the bytes of one repeated page from memory: the
// ratio says what the platform costs above writing the bytes.
// Usage: npm run bench:pages [-- --seconds 10 --connections 50 --soak 600 --rendered-only
//   --kinds home,listing,'car page']
//   --soak N: afterwards, N seconds of mixed load with the server's RSS every 30 s and its trend.
// Figures move with whatever else runs on the machine (the load average is printed):
// compare versions side by side in one run, not with old figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildWhatIsStale } from '../esbuild.config.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server-process.ts';
import { adClick, crawlPlan, freshVisit, type PageKind, type Visit } from './bench/crawl-urls.ts';
import { demoSites, getPage } from './bench/demo-sites.ts';
import { cpuMs, rssMb } from './bench/process-usage.ts';
import { importEvery, type StockImports } from './bench/stock-imports.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    soak: { type: 'string', default: '0' },
    'rendered-only': { type: 'boolean', default: false },
    kinds: { type: 'string', default: 'home,listing,car page' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const soakSeconds = Number(values.soak);
const renderedOnly = values['rendered-only'];
const again = (visits: Visit[], n: number) => visits[n % visits.length]!;
/** Cars the ad clicks row advertises (none asked before it): each click has its own click id. */
const AD_CARS = 20;
/** How often the imports row commits the importing site's stock, and its pages per site. */
const IMPORT_INTERVAL_MS = 1000;
const IMPORT_ROW_PAGES = 40;

/** Every demo site's home and listing, and five of each site's car pages. */
async function pagePlan(origin: string): Promise<Record<PageKind, Visit[]>> {
  const plan: Record<PageKind, Visit[]> = { home: [], listing: [], 'car page': [] };
  for (const { host, listingPath } of demoSites()) {
    plan.home.push({ host, path: '/' });
    plan.listing.push({ host, path: listingPath });
    await getPage(origin, host, '/');
    const listing = (await getPage(origin, host, listingPath)).toString();
    const cars = new Set([...listing.matchAll(/href="(\/cars\/[a-z0-9-]+)"/g)].map((m) => m[1]!));
    for (const carPath of [...cars].slice(0, 5)) plan['car page'].push({ host, path: carPath });
  }
  return plan;
}

/**
 * Waits until the server has finished what the previous row left queued (it keeps rendering
 * requests the load generator gave up on), so each row's CPU is its own.
 */
async function settle(pid: number): Promise<void> {
  for (let tries = 0; tries < 60; tries += 1) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuMs(pid) - before < 50) return;
  }
}

interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  /** The server's CPU milliseconds per request answered. */
  cpuPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `connections` clients for `duration` seconds, each request the next visit of the plan. */
async function load(
  origin: string,
  visits: Visit[],
  duration: number,
  ask: (visits: Visit[], n: number) => Visit,
  measuredPid = serverPid,
  /** Started once the server is idle, stopped when the load ends. */
  meanwhile?: () => StockImports,
): Promise<LoadResult> {
  if (measuredPid) await settle(measuredPid);
  const background = meanwhile?.();
  const cpuBefore = measuredPid ? cpuMs(measuredPid) : 0;
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const visit = ask(visits, next);
          next += 1;
          return {
            ...request,
            path: visit.path,
            headers: { ...request.headers, host: visit.host },
          };
        },
      },
    ],
  });
  const commits = background?.stop();
  if (commits !== undefined) console.log(`  ${commits} imports meanwhile`);
  const requests = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    requests,
    cpuPerRequest: measuredPid ? (cpuMs(measuredPid) - cpuBefore) / Math.max(1, requests) : NaN,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Forty of the rendered row's pages of each site but one, asked once and then again in turn
 * (each several times within its minute in the cache) while that one site's stock is imported
 * every second.
 */
async function loadWhileImporting(origin: string, visits: Visit[]): Promise<LoadResult> {
  const importing = demoSites().at(-1)!;
  const perSite = new Map<string, Visit[]>();
  for (const visit of visits) {
    const pages = perSite.get(visit.host) ?? [];
    if (visit.host !== importing.host && pages.length < IMPORT_ROW_PAGES) pages.push(visit);
    perSite.set(visit.host, pages);
  }
  const pages = [...perSite.values()].flat();
  for (const page of pages) await getPage(origin, page.host, page.path);
  const imports = () => importEvery(dataDir, importing.slug, IMPORT_INTERVAL_MS);
  return load(origin, pages, seconds, again, serverPid, imports);
}

/**
 * A static file server in its own process answering every request with one file: Node's
 * own HTTP server sending it from memory, or Express's static middleware reading it from disk.
 */
async function startStaticServer(
  file: string,
  kind: 'node' | 'express',
): Promise<{ origin: string; stop(): void }> {
  const handler =
    kind === 'node'
      ? `const body = require('node:fs').readFileSync(${JSON.stringify(file)});
         const server = require('node:http').createServer((req, res) => {
           res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
           res.end(body);
         });`
      : `const express = require('express');
         const app = express();
         app.use((req, res, next) => { req.url = '/${path.basename(file)}'; next(); });
         app.use(express.static(${JSON.stringify(path.dirname(file))}));
         const server = require('node:http').createServer(app);`;
  const source = `${handler}
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
function row(kind: string, mode: string, result: LoadResult, rss: number) {
  console.log(
    `${kind.padEnd(9)} ${mode.padEnd(9)} ${pad(Math.round(result.requestsPerSecond), 7)} req/s` +
      `  p50 ${pad(result.p50, 4)} ms  p99 ${pad(result.p99, 5)} ms  errors ${pad(result.errors, 3)}` +
      `  CPU ${pad(result.cpuPerRequest.toFixed(1), 5)} ms/req  RSS ${pad(Math.round(rss), 4)} MB`,
  );
}

/** Least-squares slope of RSS over time, in MB per minute. */
function trend(samples: Array<{ at: number; rss: number }>): number {
  const n = samples.length;
  const meanT = samples.reduce((sum, s) => sum + s.at, 0) / n;
  const meanR = samples.reduce((sum, s) => sum + s.rss, 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.at - meanT) * (s.rss - meanR), 0);
  const variance = samples.reduce((sum, s) => sum + (s.at - meanT) ** 2, 0);
  return (covariance / variance) * 60_000;
}

async function soak(origin: string, plan: Record<PageKind, Visit[]>, pid: number) {
  const mixed = [...plan.home, ...plan.listing, ...plan['car page']];
  const samples: Array<{ at: number; rss: number }> = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    samples.push({ at: Date.now() - started, rss: rssMb(pid) });
    console.log(
      `  ${pad(Math.round((Date.now() - started) / 1000), 4)} s  RSS ${rssMb(pid).toFixed(0)} MB`,
    );
  }, 30_000);
  // Half repeated pages, half renders: the cache fills and turns over the whole time.
  await Promise.all([
    load(origin, mixed, soakSeconds, again),
    load(origin, mixed, soakSeconds, freshVisit),
  ]);
  clearInterval(sampler);
  if (samples.length >= 3) {
    console.log(`RSS trend over the soak: ${trend(samples).toFixed(2)} MB per minute`);
  }
}

await buildWhatIsStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
let server: RunningServer | undefined;
let serverPid = 0;
try {
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load average ${os.loadavg()[0]!.toFixed(1)}; ` +
      `${connections} connections, ${seconds} s per row`,
  );
  server = await startServer({ DATA_DIR: dataDir, DEMO_INVENTORY: 'true' }, { npmStart: true });
  const origin = `http://127.0.0.1:${server.port}`;
  // Under npm the server is npm's child: its memory is what counts.
  serverPid = Number(
    fs.readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, 'utf8').trim(),
  );
  const plan = await pagePlan(origin);
  const crawl = await crawlPlan(origin, plan);
  console.log(`after start: RSS ${rssMb(serverPid).toFixed(0)} MB`);
  for (const kind of values.kinds.split(',') as PageKind[]) {
    if (!renderedOnly) {
      row(kind, 'repeated', await load(origin, plan[kind], seconds, again), rssMb(serverPid));
    }
    row(kind, 'rendered', await load(origin, crawl[kind], seconds, freshVisit), rssMb(serverPid));
    if (kind === 'car page' && !renderedOnly) {
      const clicks = await load(origin, crawl[kind].slice(-AD_CARS), seconds, adClick);
      row(kind, 'ad clicks', clicks, rssMb(serverPid));
    }
    if (!renderedOnly)
      row(kind, 'imports', await loadWhileImporting(origin, crawl[kind]), rssMb(serverPid));
  }
  if (!renderedOnly) await compareWithStaticServers(origin, plan, dataDir);
  if (soakSeconds > 0) await soak(origin, plan, serverPid);
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
} finally {
  if (server) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function compareWithStaticServers(
  origin: string,
  plan: Record<PageKind, Visit[]>,
  dataDir: string,
) {
  const sample = plan['car page'][0]!;
  const bytes = await getPage(origin, sample.host, sample.path);
  const file = path.join(dataDir, 'car-page.html');
  fs.writeFileSync(file, bytes);
  const repeated = await load(origin, [sample], seconds, again);
  row('car page', 'one page', repeated, rssMb(serverPid));
  for (const kind of ['node', 'express'] as const) {
    const staticServer = await startStaticServer(file, kind);
    try {
      const plain = await load(staticServer.origin, [sample], seconds, again, 0);
      row(`static ${kind}`, 'same page', plain, NaN);
      console.log(
        `  ${kind} static server / platform on the same ${(bytes.length / 1024).toFixed(0)} KB page: ` +
          `${(plain.requestsPerSecond / repeated.requestsPerSecond).toFixed(2)}x`,
      );
    } finally {
      staticServer.stop();
    }
  }
}
