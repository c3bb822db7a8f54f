// A file dropped in a site's drop folder is pulled at once by the scheduler's watch, not at the
// next interval, and only once it has finished arriving: a file still being written (a pause
// mid-row) is never read half, and a file renamed into place is read whole.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { startFeedScheduler } from '#server/inventory/feeds/feed-scheduler.server.ts';
import { pullHistory } from '#server/inventory/feeds/feed-store.server.ts';
import { feedInboxDir } from '#server/inventory/feeds/read-feed-file.server.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { seedPGlite } from '../support/test-databases.ts';

const SLUG = 'coastal-used-cars';
const silent = pino({ level: 'silent' });
const base = loadTenants(repoPath('tenants')).find((tenant) => tenant.slug === SLUG)!;
const location = base.locations[0]!.id;
const HEADER = 'id,stocknum,year,make,model,km,price,price_type,car_type,status,location_id';
const csv = (ids: number[]) =>
  [
    HEADER,
    ...ids.map(
      (id) => `${id},IW-${id},2020,Toyota,Corolla,40000,19990,Drive Away,used,in_stock,${location}`,
    ),
  ].join('\n') + '\n';
const SETTLE_MS = 1000;

let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-inbox-watch-'));
  await seedPGlite(dataDir);
  database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, silent);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const imported = async () =>
  (await pullHistory(database, SLUG, undefined, 100)).filter((pull) => pull.outcome === 'imported');

test('a dropped file is pulled at once, only when whole; a file renamed into place likewise', async () => {
  const site = {
    ...base,
    feeds: [{ inbox: 'stock.csv', format: 'csv' as const, interval_minutes: 1440 }],
  };
  const scheduler = startFeedScheduler({
    database,
    dataDir,
    tenants: [site],
    secrets: {},
    logger: silent,
    // The interval's first pull comes long after the test: only the watch can pull.
    firstPullWithinMs: 1,
    inboxSettleMs: SETTLE_MS,
  });
  try {
    // The first scheduled pull finds no file yet.
    await until(async () => (await pullHistory(database, SLUG, undefined, 10)).length > 0);
    const inbox = feedInboxDir(dataDir, SLUG);
    const file = path.join(inbox, 'stock.csv');
    const first = csv(Array.from({ length: 40 }, (_, i) => 981001 + i));
    // An upload that pauses mid-row (well within the settle time), twice.
    const cut = Math.floor(first.length / 3);
    fs.writeFileSync(file, first.slice(0, cut));
    await sleep(150);
    fs.appendFileSync(file, first.slice(cut, cut * 2));
    await sleep(150);
    fs.appendFileSync(file, first.slice(cut * 2));
    await until(async () => (await imported()).length === 1);
    expect(readTenantInventory(dataDir, SLUG)?.cars).toHaveLength(40);

    // The provider writes elsewhere and renames into place: read at once, whole.
    const partial = path.join(inbox, '.stock.csv.part');
    const whole = csv(Array.from({ length: 36 }, (_, i) => 981001 + i));
    fs.writeFileSync(partial, whole.slice(0, 100));
    fs.appendFileSync(partial, whole.slice(100));
    fs.renameSync(partial, file);
    await until(async () => (await imported()).length === 2);
    expect(readTenantInventory(dataDir, SLUG)?.cars).toHaveLength(36);

    const pulls = await pullHistory(database, SLUG, undefined, 100);
    expect(pulls.filter((pull) => pull.outcome === 'held')).toEqual([]);
    expect(pulls.every((pull) => pull.trigger === 'schedule')).toBe(true);
  } finally {
    await scheduler.stop();
  }
});
