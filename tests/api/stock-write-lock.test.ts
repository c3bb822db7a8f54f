// One writer of a site's stock at a time (decision 0026), with real processes and files: two
// writers of one site at once both keep their cars, a lock left by a killed writer is taken over
// at once and its staged file removed, `npm run import` says whom it waits for, and a feed pull
// that cannot get the lock in time fails with the reason in the feed history; another host's lock
// counts while fresh; staged files of dead writers go at server start.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { pullHistory } from '#server/inventory/feeds/feed-store.server.ts';
import { pullFeed } from '#server/inventory/feeds/pull-feed.server.ts';
import { readFeedFile } from '#server/inventory/import/read-feed-file.ts';
import { stageTenantStock } from '#server/inventory/import/stage-tenant-stock.server.ts';
import { stockLockFileName } from '#server/inventory/stock-lock/stock-lock-rules.ts';
import { removeDeadWritersStagedStock } from '#server/inventory/stock-lock/leftover-staged-stock.server.ts';
import {
  StockLockBusyError,
  takeStockWriteLock,
} from '#server/inventory/stock-lock/stock-write-lock.server.ts';
import {
  inventoryDir,
  readTenantInventory,
} from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { stockCsv, stockLockTenant } from '../support/stock-lock-tenant.ts';
import { seedPGlite } from '../support/test-databases.ts';

const SLUG = 'bayside-mazda';
const base = loadTenants(repoPath('tenants')).find((tenant) => tenant.slug === SLUG)!;
const tenant = stockLockTenant(base);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-write-lock-'));
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function writeCsv(name: string, ids: readonly number[]): string {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, stockCsv(ids));
  return file;
}

/** A child writing `feed`'s cars; resolves each printed line through `lines`. */
function startWriter(feed: string, csv: string, go: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      repoPath('tests', 'support', 'stock-writer-child.ts'),
      dataDir,
      SLUG,
      feed,
      csv,
      go,
    ],
    { cwd: repoPath(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out, errors: () => err };
}

async function until(check: () => boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const stockIds = () =>
  readTenantInventory(dataDir, SLUG)
    ?.cars.map((car) => car.id)
    .sort();
const stagedFiles = () =>
  fs.readdirSync(inventoryDir(dataDir)).filter((name) => name.endsWith('.tmp'));

test('two writers of one site at once: the second waits for the first, and both keep their cars', async () => {
  const go = path.join(dataDir, 'go-a');
  const first = startWriter('a', writeCsv('a.csv', range(970001, 3)), go);
  await until(() => first.output().includes('staged'), 'the first writer to stage');
  const second = startWriter('b', writeCsv('b.csv', range(970101, 3)), '-');
  await until(() => second.output().includes('waiting'), 'the second writer to wait');
  expect(second.output()).toContain(`waiting process ${first.child.pid} on host ${os.hostname()}`);
  expect(second.output()).not.toContain('staged');
  fs.writeFileSync(go, '');
  expect(await first.exited).toBe(0);
  expect(await second.exited).toBe(0);
  expect(second.errors()).toBe('');
  expect(stockIds()).toEqual([...range(970001, 3), ...range(970101, 3)]);
  expect(readTenantInventory(dataDir, SLUG)?.feed_cars).toEqual({
    a: range(970001, 3),
    b: range(970101, 3),
  });
  expect(fs.existsSync(path.join(inventoryDir(dataDir), stockLockFileName(SLUG)))).toBe(false);
}, 60_000);

test('a lock left by a killed writer is taken over at once, and its staged file removed', async () => {
  const killed = startWriter(
    'a',
    writeCsv('a2.csv', range(970201, 2)),
    path.join(dataDir, 'never'),
  );
  await until(() => killed.output().includes('staged'), 'the writer to stage');
  const leftover = `.${SLUG}.json.${killed.child.pid}.tmp`;
  expect(stagedFiles()).toEqual([leftover]);
  killed.child.kill('SIGKILL');
  await killed.exited;
  expect(fs.existsSync(path.join(inventoryDir(dataDir), stockLockFileName(SLUG)))).toBe(true);

  // A short wait: only an immediate takeover (not the two-minute stale bound) gets through.
  const staged = await stageTenantStock(readFeedFile(writeCsv('b2.csv', range(970301, 2))), 'b', {
    dataDir,
    tenant,
    now: new Date(),
    feed: 'b',
    lockWait: { waitMs: 2000 },
  });
  expect(stagedFiles()).toEqual([`.${SLUG}.json.${process.pid}.tmp`]);
  staged.commit();
  expect(stagedFiles()).toEqual([]);
  // The killed writer's cars never went live; the earlier feed a cars stay.
  expect(stockIds()).toEqual([...range(970001, 3), ...range(970301, 2)]);
}, 60_000);

test('npm run import says once which writer it waits for, then imports', async () => {
  const lock = await takeStockWriteLock(dataDir, SLUG);
  const csv = writeCsv('hand.csv', range(970401, 2));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', repoPath('scripts', 'import-inventory.ts'), '--tenant', SLUG, csv],
    { cwd: repoPath(), env: { ...process.env, DATA_DIR: dataDir, MEILI_HOST: '' }, stdio: 'pipe' },
  );
  children.push(child);
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await until(() => err.includes('Waiting for'), 'the import to wait');
  lock.release();
  expect(await exited).toBe(0);
  expect(err.match(/Waiting for/g)).toHaveLength(1);
  expect(err).toContain(`Waiting for process ${process.pid} on host ${os.hostname()}`);
  // The import runs with the site as tenants/ has it (feeds a and b unknown there): its cars.
  expect(stockIds()).toEqual(range(970401, 2));
}, 60_000);

test('a feed pull that cannot get the lock in time fails, with the reason in the feed history', async () => {
  await seedPGlite(dataDir);
  const database: Database = await openDatabase(
    { DATA_DIR: dataDir, DATABASE_URL: undefined },
    pino({ level: 'silent' }),
  );
  const before = fs.readFileSync(path.join(inventoryDir(dataDir), `${SLUG}.json`), 'utf8');
  const lock = await takeStockWriteLock(dataDir, SLUG);
  try {
    const report = await pullFeed({
      database,
      dataDir,
      tenant,
      feedId: 'a',
      trigger: 'command',
      owner: 'test',
      secrets: {},
      from: writeCsv('a3.csv', range(970501, 2)),
      stockWaitMs: 300,
    });
    expect(report).toMatchObject({ outcome: 'failed', reason: 'stock-busy' });
    const [last] = await pullHistory(database, SLUG, 'a', 1);
    expect(last).toMatchObject({ outcome: 'failed', reason: 'stock-busy' });
    expect(last?.message).toContain(`being written by process ${process.pid}`);
  } finally {
    lock.release();
    await database.close();
  }
  expect(fs.readFileSync(path.join(inventoryDir(dataDir), `${SLUG}.json`), 'utf8')).toBe(before);
}, 60_000);

test('at server start: staged files of dead writers go, those of a live writer or a locked site stay', async () => {
  const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const deadPid = await new Promise<number>((resolve) => gone.on('exit', () => resolve(gone.pid!)));
  const dir = inventoryDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const names = {
    dead: `.${SLUG}.json.${deadPid}.tmp`,
    live: `.${SLUG}.json.${process.pid}.tmp`,
    locked: `.other-site.json.${deadPid}.tmp`,
  };
  for (const name of Object.values(names)) fs.writeFileSync(path.join(dir, name), '{');
  fs.writeFileSync(path.join(dir, stockLockFileName('other-site')), '');
  expect(removeDeadWritersStagedStock(dataDir)).toEqual([path.join(dir, names.dead)]);
  expect(stagedFiles().sort()).toEqual([names.locked, names.live].sort());
});

test("another host's lock is live while fresh, taken over once stale", async () => {
  const file = path.join(inventoryDir(dataDir), stockLockFileName('shared-site'));
  const elsewhere = { pid: 1, host: `not-${os.hostname()}`, started_at: 'x', token: 'far' };
  fs.writeFileSync(file, JSON.stringify(elsewhere));
  let told = '';
  await expect(
    takeStockWriteLock(dataDir, 'shared-site', {
      waitMs: 300,
      onWait: (holder) => (told = holder),
    }),
  ).rejects.toThrow(StockLockBusyError);
  expect(told).toBe(`process 1 on host not-${os.hostname()} since x`);

  const old = new Date(Date.now() - 130_000);
  fs.utimesSync(file, old, old);
  const lock = await takeStockWriteLock(dataDir, 'shared-site', { waitMs: 300 });
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
  lock.release();
  expect(fs.existsSync(file)).toBe(false);
});
