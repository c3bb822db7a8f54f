// An importer killed mid-pull (kill -9) on Postgres: the site keeps serving its previous stock,
// and the next pull goes ahead at once instead of waiting for the dead process's lease.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { leaseOwner } from '#server/inventory/feeds/feed-store.server.ts';
import { pullFeed } from '#server/inventory/feeds/pull-feed.server.ts';
import {
  readTenantInventory,
  tenantInventoryPath,
} from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { startFeedServer, type FeedServer } from '../support/feed-server.ts';
import {
  freshPostgresStore,
  whyPostgresIsUnavailable,
  type TestStore,
} from '../support/test-databases.ts';

const skip = await whyPostgresIsUnavailable();
if (skip) console.warn(skip);
const SLUG = 'bayside-mazda';
const tenant = loadTenants(repoPath('tenants')).find((site) => site.slug === SLUG)!;
const HEADER = 'id,stocknum,year,make,model,km,price,price_type,car_type,status,location_id';
const feed = (price: number) =>
  [
    HEADER,
    ...[1, 2, 3].map(
      (n) => `98000${n},KL-${n},2020,Mazda,CX-5,20000,${price},Drive Away,used,in_stock,4101`,
    ),
  ].join('\n') + '\n';

let store: TestStore;
let database: Database;
let server: FeedServer;

beforeAll(async () => {
  if (skip) return;
  store = await freshPostgresStore();
  database = await openDatabase(store.env, pino({ level: 'silent' }));
  server = await startFeedServer();
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await store?.cleanup();
});

function pullNow(url: string) {
  return pullFeed({
    database,
    dataDir: store.env.DATA_DIR,
    tenant,
    trigger: 'command',
    owner: leaseOwner('test'),
    secrets: {},
    from: url,
    format: 'csv',
  });
}

test.skipIf(skip)(
  'kill -9 mid-pull: the previous stock stays and the next pull succeeds',
  async () => {
    server.answer('/first.csv', { kind: 'body', body: feed(30000) });
    expect((await pullNow(server.url('/first.csv'))).outcome).toBe('imported');
    const before = fs.readFileSync(tenantInventoryPath(store.env.DATA_DIR, SLUG), 'utf8');

    server.answer('/slow.csv', { kind: 'slow', body: feed(25000), delayMs: 20_000 });
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        repoPath('scripts', 'feeds.ts'),
        'pull',
        SLUG,
        '--from',
        server.url('/slow.csv'),
      ],
      {
        cwd: repoPath(),
        env: { ...process.env, ...store.env, LOG_LEVEL: 'silent' },
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 15_000;
    while (server.requests('/slow.csv').length === 0) {
      if (Date.now() > deadline) throw new Error('the child never asked for the feed');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { rows } = await database.query<{ lease_owner: string }>(
      'select lease_owner from feed_states where tenant_slug = $1',
      [SLUG],
    );
    expect(rows[0]?.lease_owner).toContain(`/${child.pid}/`);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    expect(fs.readFileSync(tenantInventoryPath(store.env.DATA_DIR, SLUG), 'utf8')).toBe(before);
    server.answer('/next.csv', { kind: 'body', body: feed(27990) });
    const next = await pullNow(server.url('/next.csv'));
    expect(next.outcome).toBe('imported');
    expect(readTenantInventory(store.env.DATA_DIR, SLUG)?.cars.map((car) => car.price)).toEqual([
      27990, 27990, 27990,
    ]);
  },
);
