// Where a rendered page's CPU time goes, per page kind: starts the production server
// (`npm start`, demo inventory) with V8's CPU profiler, asks for `--renders` URLs of one kind
// that nobody asked for before (the pages benchmark's crawl URLs, two at a time), and sums the
// profile's samples by where the code comes from (each package, the platform's own code,
// garbage collection). Prints the CPU milliseconds per render and the table of shares.
// Usage: npm run bench:render-profile [-- --renders 60 --kinds home,listing,'car page'
//   --save-profiles DIR]
// A profile samples about every millisecond: figures are milliseconds of CPU, which move much
// less with other work on the machine than times on the clock do (load average printed).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWhatIsStale, SERVER_BUNDLE } from '../esbuild.config.ts';
import { freePort } from '../tests/e2e/support/server-process.ts';
import { crawlPlan, freshVisit, type PageKind, type Visit } from './bench/crawl-urls.ts';
import { demoSites, getPage } from './bench/demo-sites.ts';
import { monotonicMicros, summariseProfile, type CpuProfile } from './bench/profile-summary.ts';

const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '60' },
    kinds: { type: 'string', default: 'home,listing,car page' },
    'save-profiles': { type: 'string' },
  },
});
const renders = Number(values.renders);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function askAll(origin: string, visits: Visit[], concurrency: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < visits.length) {
        const visit = visits[next]!;
        next += 1;
        await getPage(origin, visit.host, visit.path);
      }
    }),
  );
}

/**
 * `npm start` with the profiler: the same preparation (build check, demo inventory), then the
 * server bundle under `node --cpu-prof` (Node refuses the flag in NODE_OPTIONS).
 */
async function startProfiledServer(dataDir: string, profileDir: string) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LEAD_EMAIL: 'files',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_MS: '0',
    DATA_DIR: dataDir,
    DEMO_INVENTORY: 'true',
    PORT: String(port),
  };
  const prepare = ['--import', 'tsx', 'scripts/prepare-server.ts', '--server-bundle'];
  const prepared = spawnSync(process.execPath, prepare, { env, stdio: 'inherit' });
  if (prepared.status !== 0) throw new Error('preparing the server failed');
  const args = ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, SERVER_BUNDLE];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      if (tries > 600 || child.exitCode !== null) throw new Error('the server did not start');
    }
    await sleep(100);
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function profileKind(kind: PageKind): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-profile-'));
  const profileDir = values['save-profiles'] ?? path.join(dataDir, 'profiles');
  fs.mkdirSync(profileDir, { recursive: true });
  const server = await startProfiledServer(dataDir, profileDir);
  const measured = { from: 0, to: 0 };
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const plan = { home: [], listing: [], 'car page': [] } as Record<PageKind, Visit[]>;
    for (const { host, listingPath } of demoSites()) {
      plan.home.push({ host, path: '/' });
      plan.listing.push({ host, path: listingPath });
    }
    const crawl = await crawlPlan(origin, plan);
    const visits = Array.from({ length: renders + 10 }, (_, n) => freshVisit(crawl[kind], n));
    await askAll(origin, visits.slice(0, 10), 2); // compiles the code paths first
    measured.from = monotonicMicros();
    await askAll(origin, visits.slice(10), 2);
    measured.to = monotonicMicros();
  } finally {
    await server.stop();
  }
  const file = fs
    .readdirSync(profileDir)
    .find((name) => name.startsWith('CPU.') && name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile of the server in ${profileDir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  fs.renameSync(
    path.join(profileDir, file),
    path.join(profileDir, `${kind.replace(' ', '-')}.cpuprofile`),
  );
  // The measured stretch on the profile's clock, for reading a kept profile by function.
  if (values['save-profiles']) {
    const window = path.join(profileDir, `${kind.replace(' ', '-')}.measured.json`);
    fs.writeFileSync(window, JSON.stringify(measured));
  }
  const summary = summariseProfile(profile, measured.from, measured.to);
  console.log(
    `\n${kind}: ${(summary.busyMs / renders).toFixed(1)} ms of CPU per render ` +
      `(${renders} renders, ${summary.busyMs.toFixed(0)} ms busy)`,
  );
  console.log('| where | share | ms per render |\n| --- | --- | --- |');
  for (const { label, ms } of summary.rows.slice(0, 10)) {
    console.log(
      `| ${label} | ${((ms / summary.busyMs) * 100).toFixed(0)}% | ${(ms / renders).toFixed(1)} |`,
    );
  }
  if (!values['save-profiles']) fs.rmSync(dataDir, { recursive: true, force: true });
}

await buildWhatIsStale();
console.log(
  `${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load average ${os.loadavg()[0]!.toFixed(1)}`,
);
for (const kind of values.kinds.split(',') as PageKind[]) await profileKind(kind);
console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
