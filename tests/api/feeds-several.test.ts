// A site with several feeds (product rule 4.16, decision 0026): each feed replaces only the
// cars it brought, cars imported by hand stay, holds, approvals and validators go by feed, and
// a car two feeds claim is a bad row of the later one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { approveNextPull, pullHistory } from '#server/inventory/feeds/feed-store.server.ts';
import { pullFeed } from '#server/inventory/feeds/pull-feed.server.ts';
import { importTenantFeed } from '#server/inventory/import/import-tenant-inventory.server.ts';
import {
  readTenantInventory,
  writeTenantInventory,
} from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { runFeedsCli } from '../../scripts/feeds/run-feeds-cli.ts';
import { startFeedServer, type FeedServer } from '../support/feed-server.ts';
import { seedPGlite } from '../support/test-databases.ts';

const SLUG = 'bayside-mazda';
const base = loadTenants(repoPath('tenants')).find((tenant) => tenant.slug === SLUG)!;
const HEADER = 'id,stocknum,year,make,model,km,price,price_type,car_type,status,location_id';
const row = (id: number, price = 30000, stocknum = `SV-${id}`) =>
  `${id},${stocknum},2022,Mazda,CX-5,15000,${price},Drive Away,used,in_stock,4101`;
const csv = (rows: string[]) => [HEADER, ...rows].join('\n') + '\n';
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

let dataDir: string;
let database: Database;
let server: FeedServer;
let site: TenantConfig;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'several-feeds-'));
  await seedPGlite(dataDir);
  database = await openDatabase(
    { DATA_DIR: dataDir, DATABASE_URL: undefined },
    pino({ level: 'silent' }),
  );
  server = await startFeedServer();
  site = {
    ...base,
    feeds: [
      { id: 'new', url: server.url('/new.csv'), format: 'csv' },
      { id: 'used', url: server.url('/used.csv'), format: 'csv' },
    ],
  };
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function pull(feedId: string | undefined, tenant = site) {
  const report = await pullFeed({
    database,
    dataDir,
    tenant,
    feedId,
    trigger: 'command',
    owner: 'test',
    secrets: {},
    retryDelayMs: 10,
  });
  if (report.outcome === 'busy') throw new Error(report.message);
  return report;
}

const stockIds = () => (readTenantInventory(dataDir, SLUG)?.cars ?? []).map((car) => car.id).sort();

function handImport(rows: string[]) {
  const file = path.join(dataDir, 'hand.csv');
  fs.writeFileSync(file, csv(rows));
  return importTenantFeed(file, { dataDir, tenant: site, now: new Date() });
}

test('each feed replaces only its own cars; cars imported by hand stay', async () => {
  await handImport(ids(975001, 3).map((id) => row(id)));
  server.answer('/new.csv', { kind: 'body', body: csv(ids(975101, 5).map((id) => row(id))) });
  server.answer('/used.csv', { kind: 'body', body: csv(ids(975201, 4).map((id) => row(id))) });
  expect((await pull('new')).counts).toEqual({ read: 5, added: 5, updated: 0, removed: 0, bad: 0 });
  expect((await pull('used')).counts).toMatchObject({ added: 4, removed: 0 });
  expect(stockIds()).toEqual([...ids(975001, 3), ...ids(975101, 5), ...ids(975201, 4)]);
  expect(readTenantInventory(dataDir, SLUG)?.feed_cars).toEqual({
    new: ids(975101, 5),
    used: ids(975201, 4),
  });

  // The used feed sells one car and reprices another: the new feed's and the hand cars stay.
  const used = [row(975202, 25990), ...ids(975203, 2).map((id) => row(id))];
  server.answer('/used.csv', { kind: 'body', body: csv(used), etag: '"u2"' });
  expect((await pull('used')).counts).toEqual({
    read: 3,
    added: 0,
    updated: 1,
    removed: 1,
    bad: 0,
  });
  expect(stockIds()).toEqual([...ids(975001, 3), ...ids(975101, 5), ...ids(975202, 3)]);

  // Validators are the feed's own: the used feed is asked conditionally, the new one is not.
  await pull('used');
  expect(server.requests('/used.csv').at(-1)?.['if-none-match']).toBe('"u2"');
  expect(server.requests('/new.csv').at(-1)?.['if-none-match']).toBeUndefined();

  // A hand import replaces the hand cars and keeps both feeds' cars.
  await handImport([row(975001)]);
  expect(stockIds()).toEqual([975001, ...ids(975101, 5), ...ids(975202, 3)]);
});

test("the drop rule counts the feed's own cars; an approval is for one feed", async () => {
  // 2 of the new feed's 5 cars (40%) is held, though it is 2 of the site's 9 cars (22%).
  const three = ids(975101, 3).map((id) => row(id));
  server.answer('/new.csv', { kind: 'body', body: csv(three), etag: '"n2"' });
  const held = await pull('new');
  expect(held).toMatchObject({ outcome: 'held', reason: 'drop', feed: 'new' });
  expect(held.message).toMatch(/remove 2 of 5 cars \(40%\).*approve bayside-mazda new/);

  await approveNextPull(database, { tenant: SLUG, feed: 'used' });
  expect((await pull('new')).outcome).toBe('held');
  await approveNextPull(database, { tenant: SLUG, feed: 'new' });
  expect((await pull('new')).outcome).toBe('imported');
  expect(stockIds()).toEqual([975001, ...ids(975101, 3), ...ids(975202, 3)]);

  const history = await pullHistory(database, SLUG, 'new', 100);
  expect(history.every((stored) => stored.feed_id === 'new')).toBe(true);
  expect((await pullHistory(database, SLUG, undefined, 100)).length).toBeGreaterThan(
    history.length,
  );
});

test('a car another feed of the site has is a bad row of the later feed, with the reason', async () => {
  const used = [
    ...ids(975202, 3).map((id) => row(id)),
    row(975301, 30000, 'SV-975101'), // the new feed's stock number
    row(975102), // the new feed's car
    row(975001), // a car imported by hand
  ];
  server.answer('/used.csv', { kind: 'body', body: csv(used), etag: '"u3"' });
  const report = await pull('used');
  expect(report.outcome).toBe('imported');
  expect(report.counts).toMatchObject({ read: 6, bad: 3, removed: 0 });
  expect(report.badRows).toEqual([
    expect.objectContaining({
      row: 4,
      field: 'stocknum',
      message: "SV-975101 is already a car of this site's feed 'new'",
    }),
    expect.objectContaining({ row: 5, field: 'id', message: expect.stringMatching(/feed 'new'/) }),
    expect.objectContaining({ row: 6, field: 'id', message: expect.stringMatching(/by hand/) }),
  ]);
  expect(stockIds()).toEqual([975001, ...ids(975101, 3), ...ids(975202, 3)]);
});

test('a stock file from before feeds had ids belongs to the only feed, which replaces it whole', async () => {
  const legacy = readTenantInventory(dataDir, SLUG)!;
  const { feed_cars: _owners, ...older } = legacy;
  writeTenantInventory(dataDir, older);
  const oneFeed = { ...base, feeds: [{ url: server.url('/one.csv'), format: 'csv' as const }] };
  const kept = legacy.cars.slice(0, 6).map((car) => row(car.id, car.price, car.stocknum));
  server.answer('/one.csv', { kind: 'body', body: csv(kept) });
  const report = await pull(undefined, oneFeed);
  expect(report).toMatchObject({ outcome: 'imported', feed: 'main' });
  expect(report.counts).toMatchObject({ removed: 1 });
  expect(readTenantInventory(dataDir, SLUG)?.feed_cars).toEqual({
    main: legacy.cars.slice(0, 6).map((car) => car.id),
  });
});

test('the feeds command: status has a row per feed; approve names the feed on a site with several', async () => {
  const cli = (...argv: string[]) =>
    runFeedsCli(argv, { tenants: [site], dataDir, secrets: {}, withStore: (fn) => fn(database) });
  const status = await cli('status', SLUG);
  const rows = status.stdout.split('\n').filter((line) => line.startsWith(SLUG));
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(/^bayside-mazda +new +127\.0\.0\.1:\d+ +15 min /);
  expect(rows[1]).toMatch(/^bayside-mazda +used /);

  const approve = await cli('approve', SLUG);
  expect(approve.exitCode).toBe(2);
  expect(approve.stderr).toContain('has several feeds (new, used): name the one to approve');
  expect((await cli('approve', SLUG, 'nowhere')).stderr).toContain(
    "bayside-mazda has no feed 'nowhere' (its feeds: new, used)",
  );
  expect((await cli('approve', SLUG, 'used')).stdout).toContain("feed 'used': approved");

  const pulled = await cli('pull', SLUG);
  expect(pulled.stdout).toMatch(/^bayside-mazda new:/m);
  expect(pulled.stdout).toMatch(/^bayside-mazda used:/m);
});
