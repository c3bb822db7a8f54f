// Figures, not a test: pulls feeds of 1k, 10k and 50k cars from a local HTTP server through
// the scheduler's code (download, decode, parse, check every row, write the stock) into a fresh
// data folder, each size in its own process, and prints rows/s and the process's peak RSS.
// Usage: npm run bench:feeds -- [--sizes 1000,10000,50000]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { openDatabase } from '#server/db/open-database.server.ts';
import { pullFeed } from '#server/inventory/feeds/pull-feed.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { seedPGlite } from '../tests/support/test-databases.ts';

const SLUG = 'bayside-mazda';
const MODELS = ['CX-3', 'CX-5', 'CX-30', 'CX-60', 'BT-50', 'Mazda3', 'MX-5'];

function feedCsv(rows: number): Buffer {
  const lines = [
    'id,stocknum,year,make,model,badge,km,price,price_type,car_type,status,location_id,colour,images',
  ];
  for (let i = 0; i < rows; i += 1) {
    const id = 5_000_000 + i;
    lines.push(
      `${id},BF-${id},${2015 + (i % 11)},Mazda,${MODELS[i % MODELS.length]},Touring,${(i * 37) % 150000},${20000 + (i % 400) * 100},Drive Away,used,in_stock,4101,Soul Red,https://images.example.com/${id}-1.jpg|https://images.example.com/${id}-2.jpg`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function benchOne(rows: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feeds-'));
  const body = feedCsv(rows);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await seedPGlite(dataDir);
    const database = await openDatabase(
      { DATA_DIR: dataDir, DATABASE_URL: undefined },
      pino({ level: 'silent' }),
    );
    const base = loadTenants(repoPath('tenants')).find((tenant) => tenant.slug === SLUG)!;
    const tenant = {
      ...base,
      feeds: [
        { url: `http://127.0.0.1:${port}/feed.csv`, format: 'csv' as const, max_megabytes: 500 },
      ],
    };
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const report = await pullFeed({
      database,
      dataDir,
      tenant,
      trigger: 'command',
      owner: 'bench',
      secrets: {},
    });
    const seconds = (performance.now() - started) / 1000;
    await database.close();
    if (report.outcome !== 'imported')
      throw new Error(`${rows} rows: ${report.outcome}: ${report.message}`);
    return {
      rows,
      megabytes: body.length / 1024 / 1024,
      seconds,
      rowsPerSecond: rows / seconds,
      rssBeforeMb: rssBefore / 1024 / 1024,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '1000,10000,50000' }, one: { type: 'string' } },
});
if (values.one) {
  process.stdout.write(JSON.stringify(await benchOne(Number(values.one))));
} else {
  console.log('rows     file MB  seconds  rows/s   RSS before MB  peak RSS MB');
  for (const size of values.sizes!.split(',').map(Number)) {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--one', String(size)],
      {
        encoding: 'utf8',
      },
    );
    const r = JSON.parse(output) as Awaited<ReturnType<typeof benchOne>>;
    console.log(
      `${String(r.rows).padEnd(8)} ${r.megabytes.toFixed(1).padStart(7)}  ${r.seconds.toFixed(2).padStart(7)}  ${Math.round(r.rowsPerSecond).toString().padStart(7)}  ${r.rssBeforeMb.toFixed(0).padStart(13)}  ${r.peakRssMb.toFixed(0).padStart(11)}`,
    );
  }
}
