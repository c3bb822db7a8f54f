// Lighthouse (mobile, its default simulated throttling) on every demo site's home, listing and
// one car page, against the production server on the demo inventory; median of N runs.
// Usage: npm run bench:lighthouse -- [--runs 5] [--sites slug,slug] [--pages home,listing,car]
//   [--port 3101] [--no-build] [--save-reports DIR] [--photos]
// --photos: the demo cars with photos (DEMO_PHOTOS: 1600x1200 JPEGs resized by the platform).
// --save-reports writes each run's Lighthouse JSON report (open it in the Lighthouse viewer).
// Lighthouse is CPU-heavy: on a small machine, other work moves the figures. Compare two
// versions in runs made side by side (--no-build serves whatever dist/ holds), not with
// old figures. Every column is the median of its own runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWhatIsStale } from '../esbuild.config.ts';
import { freePort, startServer } from '../tests/e2e/support/server-process.ts';
import { PAGE_VISIT_OPTIONS, selectedSites, visitedPages } from './bench/demo-sites.ts';
import { median } from './bench/median.ts';

const { values } = parseArgs({
  options: {
    ...PAGE_VISIT_OPTIONS,
    photos: { type: 'boolean' },
    'save-reports': { type: 'string' },
  },
});
const runs = Number(values.runs ?? 5);
const pageKinds = (values.pages ?? 'home,listing,car').split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const tenants = selectedSites(values.sites);

/**
 * One Lighthouse run. On a busy machine Chromium's trace now and then misses the navigation
 * (NO_NAVSTART, NO_FCP): such a run is made again, up to three times.
 */
async function audit(url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result?.lhr;
  const problem = !lhr ? 'Lighthouse gave no result' : lhr.runtimeError?.message;
  if (!problem) return lhr!;
  if (attempt >= 3) throw new Error(`${url}: ${problem}`);
  console.error(`${url}: ${problem}; running it again`);
  return audit(url, attempt + 1);
}

interface Run {
  perf: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scripts: number;
  /** Script bytes over the wire (the server compresses: gzip), headers included. */
  scriptKb: number;
  /** Lighthouse's measure of the machine's speed, to compare figures from other machines. */
  benchmarkIndex: number;
}

type NetworkItem = { resourceType?: string; transferSize?: number };

if (!values['no-build']) await buildWhatIsStale();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
// `npm start` in production, as a dealer's server runs (it builds what is missing).
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DEMO_INVENTORY: 'true',
    DEMO_PHOTOS: values.photos ? 'true' : 'false',
    HOST: '127.0.0.1',
  },
  { npmStart: true, ...(values.port && { port: Number(values.port) }) },
);
const origin = `http://127.0.0.1:${server.port}`;
const debuggingPort = await freePort();
let browser: Awaited<ReturnType<typeof puppeteer.launch>> | undefined;

try {
  browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });

  const rows: string[][] = [];
  for (const tenant of tenants) {
    const siteOrigin = `http://${tenant.host}:${server.port}`;
    const urls = await visitedPages(origin, tenant);
    for (const kind of pageKinds) {
      const pathname = urls[kind];
      if (!pathname) throw new Error(`${tenant.slug}: no URL for page "${kind}"`);
      const results: Run[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await audit(`${siteOrigin}${pathname}`);
        if (values['save-reports']) {
          fs.mkdirSync(values['save-reports'], { recursive: true });
          const name = `${tenant.slug}-${kind}-${run + 1}.json`;
          fs.writeFileSync(path.join(values['save-reports'], name), JSON.stringify(lhr));
        }
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })
          ?.items ?? []) as NetworkItem[];
        const scripts = items.filter((item) => item.resourceType === 'Script');
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          perf: score('performance'),
          a11y: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: numeric('first-contentful-paint'),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          scripts: scripts.length,
          scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      const m = (key: keyof Run) => median(results.map((r) => r[key]));
      const row = [
        tenant.slug,
        kind,
        String(m('perf')),
        String(m('a11y')),
        String(m('bestPractices')),
        String(m('seo')),
        `${(m('fcp') / 1000).toFixed(2)} s`,
        `${(m('lcp') / 1000).toFixed(2)} s`,
        `${Math.round(m('tbt'))} ms`,
        m('cls').toFixed(3),
        String(m('scripts')),
        m('scriptKb').toFixed(1),
        String(Math.round(m('benchmarkIndex'))),
        os.loadavg()[0]!.toFixed(2),
      ];
      rows.push(row);
      console.error(`${row.join('  ')}  (perf per run: ${results.map((r) => r.perf).join(', ')})`);
    }
  }

  const header = [
    'site',
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'scripts',
    'JS KB (gzip)',
    'benchmarkIndex',
    'load',
  ];
  console.log(
    `\nLighthouse mobile, median of ${runs} run(s); load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await browser?.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
