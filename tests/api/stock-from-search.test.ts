import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { CAR_SUMMARY_FIELDS } from '#shared/app/route-context.ts';
import { createStripeAccounts } from '#server/payments/stripe-accounts.server.ts';
import { createApp } from '#server/app.server.ts';
import { parseEnv } from '#server/env.server.ts';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { CARS_INDEX_SETTINGS, CARS_INDEX_UID } from '#server/search/cars-index.server.ts';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import { createInProcessMeiliSearch } from '#server/search/engine/http/in-process-client.ts';
import type { SearchService } from '#server/search/search-service.server.ts';
import { createStockVersions } from '#server/search/stock-versions.ts';
import { scopeDealers } from '#server/search/proxy/scope-dealers.ts';
import type { TenantSearchScope } from '#server/search/proxy/scope-query.ts';
import { createClientAssets, loadClientManifest } from '#server/ssr/client-assets.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { loadContentPages } from '#server/content/load-content-pages.server.ts';
import { createTenantRegistry } from '#server/tenancy/tenant-registry.server.ts';
import { createMemoryRateLimitStore } from '#server/http/rate-limit/memory-store.server.ts';
import { createPlatformMetrics } from '#server/metrics/platform-metrics.server.ts';
import { seedPGlite } from '../support/test-databases.ts';

const silent = pino({ level: 'silent' });

const HARBOUR = 'harbour-city-motors';
const COASTAL = 'coastal-used-cars';
// This test's harbour hides prestige stock through its stock_filter.
const HARBOUR_STOCK_FILTER = 'price < 100000';

function car(id: number, dealer: string, make: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug: `car-${id}`,
    name: `${make} car ${id}`,
    year: 2024,
    make,
    model: 'Model',
    badge: 'Base',
    km: 1_000 * id,
    price: 30_000,
    price_type: 'Drive Away',
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    reserved: false,
    created_at: `2026-01-${String(id % 28 || 28).padStart(2, '0')}T00:00:00Z`,
    custom_rank: 10,
    dealership_slug: dealer,
    simple_body: 'SUV',
    simple_transmission: 'Automatic',
    simple_fuel: 'Petrol',
    primary_image_url: `/images/vehicles/${id}.svg`,
    city: dealer === HARBOUR ? 'Concord' : 'Southport',
    state: dealer === HARBOUR ? 'NSW' : 'QLD',
    ...extra,
  };
}

const CARS = [
  car(1, HARBOUR, 'Toyota', { custom_rank: 50 }),
  car(2, HARBOUR, 'Toyota', {
    custom_rank: 50,
    car_type: 'new',
    created_at: '2026-02-01T00:00:00Z',
  }),
  car(3, HARBOUR, 'Mazda', { custom_rank: 40, car_type: 'demo' }),
  car(4, HARBOUR, 'Subaru', { custom_rank: 99, sold: true, status: 'sold' }),
  car(5, HARBOUR, 'Kia', { custom_rank: 98, reserved: true }),
  car(6, HARBOUR, 'Kia', { custom_rank: 97, car_type: 'new', status: 'coming_soon' }),
  car(7, HARBOUR, 'Hyundai', { custom_rank: 96, price: 0, price_type: 'Price on application' }),
  car(8, HARBOUR, 'Ferrari', { custom_rank: 100, price: 250_000 }),
  car(11, COASTAL, 'Unicornia', { custom_rank: 1_000 }),
  car(12, COASTAL, 'Toyota'),
];

/** The real embedded engine behind the app, with the inventory version in the test's hands. */
async function createTestSearch() {
  const client = createInProcessMeiliSearch(createSearchEngine());
  await client.createIndex(CARS_INDEX_UID, { primaryKey: 'id' }).waitTask();
  const index = client.index(CARS_INDEX_UID);
  await index.updateSettings(CARS_INDEX_SETTINGS).waitTask();
  await index.addDocuments(CARS).waitTask();
  const versions = createStockVersions();
  const search = {
    indexUid: CARS_INDEX_UID,
    stockVersion: (site: TenantSearchScope) => versions.of(scopeDealers(site)),
    /** What an import does once the index holds its cars. */
    invalidate: (dealers?: readonly string[]) => versions.changed(dealers),
    multiSearch(queries: Parameters<SearchService['multiSearch']>[0]) {
      return client.multiSearch({ queries } as never) as unknown as ReturnType<
        SearchService['multiSearch']
      >;
    },
    checkHealth: async () => {},
    async documents(query: Parameters<SearchService['documents']>[0]) {
      return (await index.getDocuments<Record<string, unknown>>(query)).results;
    },
    async setReserved(updates: Parameters<SearchService['setReserved']>[0]) {
      await index.updateDocuments(updates as never[]).waitTask();
      const ids = new Set(updates.map((update) => update.id));
      const dealers = [
        ...new Set(CARS.filter((car) => ids.has(car.id)).map((car) => car.dealership_slug)),
      ];
      versions.changed(dealers);
      return dealers;
    },
  };
  return { search, index };
}

let app: ReturnType<typeof createApp>;
let testSearch: Awaited<ReturnType<typeof createTestSearch>>;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  testSearch = await createTestSearch();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-stock-'));
  await seedPGlite(dataDir);
  database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, silent);
  const tenants = loadTenants(repoPath('tenants')).map((tenant) =>
    tenant.slug === HARBOUR
      ? { ...tenant, search: { ...tenant.search, stock_filter: HARBOUR_STOCK_FILTER } }
      : tenant,
  );
  app = createApp({
    env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    logger: silent,
    database,
    rateLimitStore: createMemoryRateLimitStore(),
    // No lead is written here, so there is nothing to deliver.
    leadRelay: { notify: () => undefined },
    registry: createTenantRegistry(tenants),
    stripeAccounts: createStripeAccounts(tenants, {}),
    search: testSearch.search,
    clientAssets: createClientAssets(loadClientManifest(repoPath('dist', 'client-manifest.json'))),
    contentPages: loadContentPages(tenants, repoPath('tenants')).pages,
    paths: {
      clientDir: repoPath('dist', 'client'),
      carImagesDir: repoPath('seed', 'images'),
      photoCacheDir: path.join(os.tmpdir(), 'stock-from-search-photos'),
      tenantAssetsDir: repoPath('tenants', 'assets'),
    },
    readinessChecks: [],
    metrics: createPlatformMetrics(),
  });
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function routeData(slug: string, routeId: 'root' | 'home') {
  const res = await request(app).get(`/?_data=${routeId}`).set('Host', `${slug}.localhost`);
  expect(res.status).toBe(200);
  return res.body;
}

const featuredIds = async (slug: string) =>
  (await routeData(slug, 'home')).featured.map((summary: { id: number }) => summary.id);

describe('stock figures come from the search index, inside the site scope', () => {
  test('header menus count unsold cars of this site only; a make with none is left out', async () => {
    const { stock } = await routeData(HARBOUR, 'root');
    expect(stock).toEqual({
      counts: { new: 2, used: 3, demo: 1 },
      makes: { Toyota: 2, Mazda: 1, Kia: 2, Hyundai: 1 },
    });
    expect((await routeData(COASTAL, 'root')).stock).toEqual({
      counts: { new: 0, used: 2, demo: 0 },
      makes: { Toyota: 1, Unicornia: 1 },
    });
  });

  test('home features on-sale cars by custom rank, then newest, within the scope', async () => {
    expect(await featuredIds(HARBOUR)).toEqual([2, 1, 3]);
    expect(await featuredIds(COASTAL)).toEqual([11, 12]);
    const home = await routeData(HARBOUR, 'home');
    expect(home.counts).toEqual({ new: 2, used: 3, demo: 1 });
    // Cards get what a listing card reads and nothing else (no rank, scope or dealer fields).
    const keys = Object.keys(home.featured[0]);
    expect(keys.filter((key) => !CAR_SUMMARY_FIELDS.includes(key))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['id', 'slug', 'name', 'price']));
    expect(keys).not.toContain('custom_rank');
    expect(keys).not.toContain('dealership_slug');
  });

  test('the rendered home page shows this site’s cars and never another site’s', async () => {
    const res = await request(app).get('/').set('Host', `${HARBOUR}.localhost`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/cars/car-2"');
    expect(res.text).not.toContain('Unicornia');
    expect(res.text).not.toContain('/cars/car-8');
  });

  test('a new inventory version shows at once; until then the cached figures stand', async () => {
    await testSearch.index
      .addDocuments([car(20, HARBOUR, 'Polestar', { custom_rank: 500, car_type: 'new' })])
      .waitTask();
    expect((await routeData(HARBOUR, 'root')).stock.makes).not.toHaveProperty('Polestar');

    testSearch.search.invalidate([HARBOUR]);
    const { stock } = await routeData(HARBOUR, 'root');
    expect(stock.makes).toHaveProperty('Polestar', 1);
    expect(stock.counts).toEqual({ new: 3, used: 3, demo: 1 });
    expect(await featuredIds(HARBOUR)).toEqual([20, 2, 1, 3]);
    // Another site's figures are unchanged by it.
    expect((await routeData(COASTAL, 'root')).stock.makes).not.toHaveProperty('Polestar');
  });
});
