// A page's first load on a throttled phone, task by task: Chromium with its CPU slowed 4x (as
// Lighthouse's mobile profile), a phone's screen, a fresh profile each load (nothing cached), and
// every main-thread task over 50 ms after the first paint, as the browser's Long Tasks API
// reports them. Prints per page the median of N loads: blocking time after the first paint
// (each long task's time over 50 ms, summed: Total Blocking Time measured, not simulated),
// the longest task, how many there were, and the first paint.
// Usage: npm run bench:start-up -- [--runs 9] [--sites slug,slug] [--pages home,listing,car]
//   [--port 3102] [--no-build]
// Lighthouse simulates its throttling from one fast load, which hides how a page's work is cut
// into tasks; this measures it. Compare versions side by side, alternating (--no-build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { buildWhatIsStale } from '../esbuild.config.ts';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { PAGE_VISIT_OPTIONS, selectedSites, visitedPages } from './bench/demo-sites.ts';
import { median } from './bench/median.ts';

const { values } = parseArgs({ options: PAGE_VISIT_OPTIONS });
const runs = Number(values.runs ?? 9);
const pageKinds = (values.pages ?? 'home,listing,car').split(',');
const sites = selectedSites(values.sites);
const CPU_SLOWDOWN = 4;

if (!values['no-build']) await buildWhatIsStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-up-'));
const server = await startServer(
  { DATA_DIR: dataDir, DEMO_INVENTORY: 'true', HOST: '127.0.0.1' },
  { npmStart: true, ...(values.port && { port: Number(values.port) }) },
);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});

interface Load {
  blocking: number;
  longest: number;
  count: number;
  fcp: number;
}

async function load(url: string): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(() => {
      const seen: Record<string, [number, number][]> = { longtask: [], paint: [] };
      (window as unknown as { __startUp: typeof seen }).__startUp = seen;
      for (const type of ['longtask', 'paint'] as const) {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (type === 'longtask' || entry.name === 'first-contentful-paint') {
              seen[type]!.push([entry.startTime, entry.duration]);
            }
          }
        }).observe({ type, buffered: true });
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration and what follows it run after the load event.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const seen = await page.evaluate(
      () => (window as unknown as { __startUp: Record<string, [number, number][]> }).__startUp,
    );
    const fcp = seen.paint![0]?.[0] ?? 0;
    const after = seen.longtask!.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    return {
      blocking: after.reduce((sum, duration) => sum + duration - 50, 0),
      longest: Math.max(0, ...after),
      count: after.length,
      fcp,
    };
  } finally {
    await context.close();
  }
}

try {
  const origin = `http://127.0.0.1:${server.port}`;
  console.log(
    `${os.cpus().length} CPUs, CPU slowed ${CPU_SLOWDOWN}x, median of ${runs} loads per page\n`,
  );
  console.log(
    '| site | page | blocking after first paint | longest task | long tasks | first paint | load |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const site of sites) {
    const paths = await visitedPages(origin, site);
    for (const kind of pageKinds) {
      const pathname = paths[kind];
      if (!pathname) throw new Error(`${site.slug}: no URL for page "${kind}"`);
      const loads: Load[] = [];
      for (let run = 0; run < runs; run += 1) {
        loads.push(await load(`http://${site.host}:${server.port}${pathname}`));
      }
      const m = (key: keyof Load) => Math.round(median(loads.map((one) => one[key])));
      console.log(
        `| ${site.slug} | ${kind} | ${m('blocking')} ms | ${m('longest')} ms | ${m('count')} | ${m('fcp')} ms | ${os.loadavg()[0]!.toFixed(2)} |`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
