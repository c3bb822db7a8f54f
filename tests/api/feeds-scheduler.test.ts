// The scheduler inside the server: it pulls only sites that name a feed, records the pull as
// 'schedule', and two instances on one database import a site once, never at the same time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { pullHistory } from '#server/inventory/feeds/feed-store.server.ts';
import { pullFeed } from '#server/inventory/feeds/pull-feed.server.ts';
import { startFeedScheduler } from '#server/inventory/feeds/feed-scheduler.server.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { startFeedServer, type FeedServer } from '../support/feed-server.ts';
import {
  freshPostgresStore,
  seedPGlite,
  whyPostgresIsUnavailable,
} from '../support/test-databases.ts';

const tenants = loadTenants(repoPath('tenants'));
const postgresSkipReason = await whyPostgresIsUnavailable();
if (postgresSkipReason) console.warn(postgresSkipReason);
const silent = pino({ level: 'silent' });
let dataDir: string;
let database: Database;
let server: FeedServer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-feed-scheduler-'));
  await seedPGlite(dataDir);
  database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, silent);
  server = await startFeedServer();
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const HEADER = 'id,stocknum,year,make,model,km,price,price_type,car_type,status,location_id';
const FEED =
  [
    HEADER,
    ...[1, 2, 3].map(
      (n) => `97000${n},SC-${n},2021,Mazda,CX-3,9000,24990,Drive Away,used,in_stock,4101`,
    ),
  ].join('\n') + '\n';

async function until(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test('sites without a feed are left alone: no scheduler work at all', async () => {
  const scheduler = startFeedScheduler({
    database,
    dataDir,
    tenants,
    secrets: {},
    logger: silent,
    firstPullWithinMs: 1,
  });
  expect(scheduler.sites).toEqual([]);
  await scheduler.stop();
});

test('two instances pull a site with a feed; it is imported once and recorded as scheduled', async () => {
  server.answer('/bayside.csv', { kind: 'body', body: FEED, etag: '"s1"' });
  const sites = tenants.map((tenant) =>
    tenant.slug === 'bayside-mazda'
      ? { ...tenant, feeds: [{ url: server.url('/bayside.csv'), format: 'csv' as const }] }
      : tenant,
  );
  const options = {
    database,
    dataDir,
    tenants: sites,
    secrets: {},
    logger: silent,
    firstPullWithinMs: 1,
  };
  const first = startFeedScheduler(options);
  const second = startFeedScheduler(options);
  expect(first.sites).toEqual(['bayside-mazda']);
  await until(async () => (await pullHistory(database, 'bayside-mazda', undefined, 10)).length > 0);
  await Promise.all([first.stop(), second.stop()]);
  const pulls = await pullHistory(database, 'bayside-mazda', undefined, 10);
  expect(pulls.filter((pull) => pull.outcome === 'imported')).toHaveLength(1);
  expect(pulls[pulls.length - 1]).toMatchObject({
    trigger: 'schedule',
    outcome: 'imported',
    rows_added: 3,
  });
  expect(readTenantInventory(dataDir, 'bayside-mazda')?.cars.map((car) => car.stocknum)).toEqual([
    'SC-1',
    'SC-2',
    'SC-3',
  ]);
});

test.skipIf(postgresSkipReason)(
  'on Postgres, two instances (two connection pools) pulling at once: one imports, the other finds the lease taken',
  async () => {
    const store = await freshPostgresStore();
    const [one, two] = await Promise.all([
      openDatabase(store.env, silent),
      openDatabase(store.env, silent),
    ]);
    try {
      const site = {
        ...tenants.find((tenant) => tenant.slug === 'coastal-used-cars')!,
        feeds: [{ url: server.url('/pg.csv'), format: 'csv' as const }],
      };
      const FEED_IDS = FEED.replace(/4101/g, String(site.locations[0]!.id));
      server.answer('/pg.csv', { kind: 'slow', body: FEED_IDS, delayMs: 300 });
      const pull = (database: Database, owner: string) =>
        pullFeed({
          database,
          dataDir: store.env.DATA_DIR,
          tenant: site,
          trigger: 'schedule',
          owner,
          secrets: {},
        });
      const reports = await Promise.all([pull(one!, 'instance-1'), pull(two!, 'instance-2')]);
      expect(reports.map((report) => report.outcome).sort()).toEqual(['busy', 'imported']);
      expect(server.requests('/pg.csv')).toHaveLength(1);
      expect(await pullHistory(one!, 'coastal-used-cars', undefined, 10)).toHaveLength(1);
      // The lease was released: the next pull by the other instance goes ahead.
      const next = await pull(two!, 'instance-2');
      expect(next.outcome).not.toBe('busy');
    } finally {
      await Promise.all([one?.close(), two?.close()]);
      await store.cleanup();
    }
  },
);

test('it follows the site files: a changed feed starts after the pull under way; a removed site stops', async () => {
  const base = tenants.find((tenant) => tenant.slug === 'harbour-city-motors')!;
  const rows = FEED.replace(/4101/g, String(base.locations[0]!.id)).replace(/97000/g, '96000');
  server.answer('/follow-slow.csv', { kind: 'slow', body: rows, delayMs: 800 });
  server.answer('/follow-new.csv', { kind: 'body', body: rows, etag: '"n1"' });
  const withFeed = (file: string) => ({
    ...base,
    feeds: [{ url: server.url(file), format: 'csv' as const }],
  });
  const scheduler = startFeedScheduler({
    database,
    dataDir,
    tenants: [],
    secrets: {},
    logger: silent,
    firstPullWithinMs: 1,
  });
  try {
    expect(scheduler.sites).toEqual([]);
    scheduler.follow([withFeed('/follow-slow.csv')]);
    expect(scheduler.sites).toEqual(['harbour-city-motors']);
    await until(async () => server.requests('/follow-slow.csv').length === 1);
    // The site file now names another feed while the first pull is still reading.
    scheduler.follow([withFeed('/follow-new.csv')]);
    await until(async () => server.requests('/follow-new.csv').length === 1);
    const pulls = await pullHistory(database, 'harbour-city-motors', undefined, 10);
    // The pull under way finished (and was recorded) before the new feed was asked for.
    expect(pulls.map((pull) => pull.outcome)).toContain('imported');
    expect(server.requests('/follow-slow.csv')).toHaveLength(1);

    scheduler.follow(tenants.filter((tenant) => tenant.slug !== 'harbour-city-motors'));
    expect(scheduler.sites).toEqual([]);
  } finally {
    await scheduler.stop();
  }
});
