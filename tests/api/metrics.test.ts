// GET /metrics (prom-client) on its own listener at METRICS_PORT, scraped from the
// real server bundle after real requests: the counters moved, labels stay bounded, and no
// dealer hostname answers /metrics.
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../e2e/support/server-process.ts';
import { startBundle, statusOf, type BundleProcess } from '../support/bundle-process.ts';
import { leadSubmission, LOAD_SITE, submitLead } from '../support/lead-load.ts';
import { seedPGlite } from '../support/test-databases.ts';
import { makeDataDir } from '../support/test-platform.ts';

const SITE = 'harbour-city-motors';
let dataDir: string;
let metricsPort: number;
let server: BundleProcess;

beforeAll(async () => {
  dataDir = await makeDataDir(60);
  await seedPGlite(dataDir);
  metricsPort = await freePort();
  server = await startBundle({ DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) });
  await server.ready();
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series (`name{labels}` exactly as prom-client prints it), 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const requests = (kind: string, status: string, site: string) =>
  `dealer_http_requests_total{kind="${kind}",status_class="${status}",site="${site}"}`;

test('requests, page cache, renders and search move their counters', async () => {
  const before = await scrape();
  for (let i = 0; i < 2; i += 1) {
    expect(await statusOf(server.port, `${SITE}.localhost`, '/privacy-policy')).toBe(200);
  }
  expect(await statusOf(server.port, 'not-a-dealer.example', '/')).toBe(404);
  const search = await fetch(`http://127.0.0.1:${server.port}/api/search/multi-search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ queries: [{ indexUid: 'cars', q: '', limit: 1 }] }),
  });
  expect(search.status).toBeLessThan(500);
  const after = await scrape();

  const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
  expect(moved(requests('page', '2xx', SITE))).toBe(2);
  expect(moved(requests('page', '4xx', 'unknown'))).toBe(1);
  expect(moved('dealer_page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
  expect(moved('dealer_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
  expect(moved('dealer_ssr_duration_seconds_count')).toBeGreaterThanOrEqual(1);
  expect(valueOf(after, 'dealer_search_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
  expect(after).toMatch(
    /^dealer_http_request_duration_seconds_bucket\{le="0\.1",kind="page",site="harbour-city-motors"\} \d+$/m,
  );
  expect(after).toMatch(/^dealer_render_slots_waiting 0$/m);
  // Node's default process metrics.
  expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
  expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  // Bounded labels: no raw path, no query, no unknown host's name.
  expect(after).not.toContain('privacy-policy');
  expect(after).not.toContain('not-a-dealer');
});

test('a lead is counted queued, then sent by the relay', async () => {
  const agent = new http.Agent({ keepAlive: false });
  const result = await submitLead(
    { port: server.port, agent },
    leadSubmission(`metrics-${process.pid}`, 1),
  );
  expect(result.ok).toBe(true);
  const deadline = Date.now() + 20_000;
  let text = await scrape();
  while (valueOf(text, 'dealer_lead_deliveries_total{outcome="sent"}') < 1) {
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 200));
    text = await scrape();
  }
  expect(valueOf(text, 'dealer_leads_queued_total')).toBeGreaterThanOrEqual(1);
  expect(text).toMatch(/^dealer_lead_deliveries_pending \d+$/m);
  expect(valueOf(text, requests('api_leads', '2xx', LOAD_SITE))).toBeGreaterThanOrEqual(1);
});

test('/metrics is a 404 on every dealer hostname and anything else is a 404 on the listener', async () => {
  expect(await statusOf(server.port, `${SITE}.localhost`, '/metrics')).toBe(404);
  const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
  expect(text).not.toContain('dealer_http_requests_total');
  expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
});
