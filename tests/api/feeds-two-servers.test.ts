// Two real server processes (the production entry, their own ports) on one Postgres and one
// DATA_DIR, as a fleet behind a load balancer runs (docs/inventory.md, "Several instances"),
// with a site whose feed is a drop folder both watch: each change is imported once, never by
// both at a time; the importer killed (kill -9) mid-import leaves the previous stock serving
// from the other instance, and the next change is imported by the survivor at once.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { pullHistory } from '#server/inventory/feeds/feed-store.server.ts';
import { feedInboxDir } from '#server/inventory/feeds/read-feed-file.server.ts';
import { tenantInventoryPath } from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { startServer, type RunningServer } from '../e2e/support/server-process.ts';
import {
  freshPostgresStore,
  whyPostgresIsUnavailable,
  type TestStore,
} from '../support/test-databases.ts';

const skip = await whyPostgresIsUnavailable();
if (skip) console.warn(skip);
const SLUG = 'bayside-mazda';
const HEADER = 'id,stocknum,year,make,model,km,price,price_type,car_type,status,location_id';
const stockCsv = (count: number, price: number) =>
  [
    HEADER,
    ...Array.from(
      { length: count },
      (_, i) =>
        `${990001 + i},TS-${990001 + i},2021,Mazda,CX-5,${10000 + i},${price},Drive Away,used,in_stock,4101`,
    ),
  ].join('\n') + '\n';

let store: TestStore;
let database: Database;
let tenantsDir: string;
const servers: RunningServer[] = [];

beforeAll(async () => {
  if (skip) return;
  store = await freshPostgresStore();
  database = await openDatabase(store.env, pino({ level: 'silent' }));
  tenantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-servers-tenants-'));
  fs.cpSync(repoPath('tenants'), tenantsDir, { recursive: true });
  const file = path.join(tenantsDir, `${SLUG}.json`);
  const site = JSON.parse(fs.readFileSync(file, 'utf8'));
  site.feeds = [{ inbox: 'stock.csv', format: 'csv', interval_minutes: 1440 }];
  fs.writeFileSync(file, JSON.stringify(site));
  const env = {
    DATA_DIR: store.env.DATA_DIR,
    DATABASE_URL: store.env.DATABASE_URL!,
    TENANTS_DIR: tenantsDir,
    DEMO_INVENTORY: 'false',
  };
  servers.push(await startServer(env));
  servers.push(await startServer(env));
}, 120_000);
afterAll(async () => {
  for (const server of servers) server.kill();
  await database?.close();
  await store?.cleanup();
  if (tenantsDir) fs.rmSync(tenantsDir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean> | boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The cars a shopper's search on one instance finds, and the first one's price. */
async function listed(server: RunningServer) {
  const body = JSON.stringify({ queries: [{ indexUid: 'cars', q: '', hitsPerPage: 1, page: 1 }] });
  // fetch() sends its own Host header; the site is chosen by it, so plain http.
  const text = await new Promise<string>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/search/multi-search',
        headers: { host: `${SLUG}.localhost`, 'content-type': 'application/json' },
      },
      (response) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (received += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(received)
            : reject(new Error(`search answered ${response.statusCode}: ${received}`)),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
  const result = (JSON.parse(text) as SearchAnswer).results[0]!;
  return { count: result.totalHits, price: result.hits[0]?.price };
}

interface SearchAnswer {
  results: Array<{ totalHits: number; hits: Array<{ price: number }> }>;
}

/** Drops a feed file the way a careful provider does: written aside, renamed into place. */
function drop(text: string) {
  const inbox = feedInboxDir(store.env.DATA_DIR, SLUG);
  fs.mkdirSync(inbox, { recursive: true });
  const aside = path.join(inbox, '.stock.csv.part');
  fs.writeFileSync(aside, text);
  fs.renameSync(aside, path.join(inbox, 'stock.csv'));
}

const imports = async () =>
  (await pullHistory(database, SLUG, undefined, 1000)).filter(
    (pull) => pull.outcome === 'imported',
  );

test.skipIf(skip)(
  'each change imported once by one instance; kill -9 mid-import keeps the old stock serving; the next change goes through',
  async () => {
    drop(stockCsv(200, 30000));
    await until(async () => (await imports()).length === 1);
    for (const server of servers) {
      await until(async () => (await listed(server)).count === 200);
    }
    // Both watched the drop: the other found the lease taken or the file unchanged.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await imports()).toHaveLength(1);

    // A large change: kill its importer once it is writing the new stock file.
    drop(stockCsv(20_000, 25000));
    let importer: RunningServer | undefined;
    await until(async () => {
      const { rows } = await database.query<{ lease_owner: string | null }>(
        'select lease_owner from feed_states where tenant_slug = $1',
        [SLUG],
      );
      const pid = Number(rows[0]?.lease_owner?.split('/')[1]);
      importer = servers.find((server) => server.child.pid === pid);
      const staging = `${tenantInventoryPath(store.env.DATA_DIR, SLUG)}`.replace(
        `${SLUG}.json`,
        `.${SLUG}.json.${pid}.tmp`,
      );
      return importer !== undefined && fs.existsSync(staging);
    });
    importer!.child.kill('SIGKILL');
    const survivor = servers.find((server) => server !== importer)!;
    await until(() => importer!.child.exitCode !== null || importer!.child.signalCode !== null);
    expect(await listed(survivor)).toEqual({ count: 200, price: 30000 });
    expect(await imports()).toHaveLength(1);

    // The next change: the survivor takes over the dead importer's lease and imports it.
    drop(stockCsv(180, 27000));
    await until(async () => (await imports()).length === 2);
    await until(async () => (await listed(survivor)).count === 180);
    expect((await listed(survivor)).price).toBe(27000);
    const history = await pullHistory(database, SLUG, undefined, 1000);
    const spans = history.map((pull) => [
      pull.started_at.getTime(),
      pull.started_at.getTime() + pull.duration_ms,
    ]);
    // Recorded pulls never overlap: one importer at a time.
    spans.sort((a, b) => a[0]! - b[0]!);
    spans
      .slice(1)
      .forEach((span, index) => expect(span[0]).toBeGreaterThanOrEqual(spans[index]![1]!));
  },
  180_000,
);
