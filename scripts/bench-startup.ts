// Measures `npm start` cold start (spawn -> /readyz 200) and the home page's
// server time (median and p90 of 20 requests per demo tenant, after one warm-up).
// Usage: npm run bench:startup
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readSeedDealers } from '../seed/read-seed-dealers.ts';

const REQUESTS = 20;
const PORT = 3900 + Math.floor(Math.random() * 90);

function get(host: string, pathname: string) {
  return new Promise<{ status: number; ms: number; serverTiming: string }>((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: '127.0.0.1', port: PORT, path: pathname, headers: { Host: host } }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            serverTiming: String(res.headers['server-timing'] ?? ''),
          }),
        );
      })
      .on('error', reject);
  });
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function serverMs(serverTiming: string) {
  return [...serverTiming.matchAll(/dur=([\d.]+)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

async function coldStart(dataDir: string, label: string) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LEAD_EMAIL: 'files',
      DEMO_INVENTORY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true, // own process group: npm, tsx and node are stopped together
  });
  for (;;) {
    try {
      if ((await get('localhost', '/readyz')).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  console.log(`cold start (${label}): ${Math.round(ms)} ms`);
  return child;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
async function stop(child: ReturnType<typeof spawn>) {
  process.kill(-child.pid!, 'SIGTERM');
  for (;;) {
    try {
      await get('localhost', '/healthz');
      await new Promise((resolve) => setTimeout(resolve, 20));
    } catch {
      return; // port closed
    }
  }
}

const first = await coldStart(dataDir, 'first run: builds if stale, seeds the inventory');
await stop(first);
const server = await coldStart(dataDir, 'restart: inventory present');

try {
  for (const dealer of readSeedDealers('tenants')) {
    const host = `${dealer.slug}.localhost`;
    const warmUp = await get(host, '/');
    const samples = [];
    for (let i = 0; i < REQUESTS; i += 1) samples.push(await get(host, '/'));
    const total = samples.map((sample) => sample.ms);
    const server = samples.map((sample) => serverMs(sample.serverTiming));
    console.log(
      `${dealer.slug.padEnd(22)} first ${warmUp.ms.toFixed(1)} ms | response median ${percentile(total, 50).toFixed(1)} ms, p90 ${percentile(total, 90).toFixed(1)} ms | Server-Timing median ${percentile(server, 50).toFixed(1)} ms`,
    );
  }
} finally {
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
