// Imports reach a running platform: the importer writes the tenant's inventory file,
// the platform's watcher refills the embedded index, caches move on, others are untouched.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { expect, test } from 'vitest';
import { FeedError } from '#server/inventory/import/feed-problem.ts';
import { importTenantFeed } from '#server/inventory/import/import-tenant-inventory.server.ts';
import {
  readTenantInventory,
  tenantInventoryPath,
} from '#server/inventory/tenant-inventory-files.server.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const TENANT = 'bayside-mazda';
const HEADER =
  'id,stocknum,year,make,model,badge,km,price,price_type,car_type,status,location_id,simple_body,features';
const FEED = [
  HEADER,
  '900001,BM-9001,2023,Mazda,CX-5,Maxx Sport,12000,38990,Drive Away,used,in_stock,4101,suv,Apple CarPlay|apple carplay|Sunroof',
  '900002,BM-9002,2025,Mazda,BT-50,XT,0,52990,Drive Away,new,in_stock,4101,ute,',
].join('\n');

async function searchStock(host: string) {
  const res = await request(fixture.current.app)
    .post('/api/search/multi-search')
    .set('Host', host)
    .set('Content-Type', 'application/json')
    .send({ queries: [{ indexUid: 'cars', q: '', hitsPerPage: 50, page: 1 }] });
  expect(res.status).toBe(200);
  return res.body.results[0] as {
    totalHits: number;
    hits: Array<Record<string, unknown>>;
  };
}

/** The watcher reacts to the file system asynchronously; wait for what shoppers would see. */
async function waitForStockCount(host: string, count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const result = await searchStock(host);
    if (result.totalHits === count || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function writeFeed(name: string, text: string): string {
  const file = path.join(fixture.current.env.DATA_DIR, name);
  fs.writeFileSync(file, text);
  return file;
}

function importOptions() {
  return {
    dataDir: fixture.current.env.DATA_DIR,
    tenant: fixture.tenant(TENANT),
    now: new Date('2026-11-20T00:00:00Z'),
  };
}

test('a re-import replaces the dealer’s whole stock on the running site, and only theirs', async () => {
  const host = `${TENANT}.localhost`;
  const before = await searchStock(host);
  const neighbour = await searchStock('harbour-city-motors.localhost');
  expect(before.totalHits).toBeGreaterThan(2);
  // The stock file holds sold cars too; shoppers' counts leave them out (product rule 9.14).
  const stored = readTenantInventory(fixture.current.env.DATA_DIR, TENANT)!.cars.length;

  const summary = await importTenantFeed(writeFeed('feed.csv', FEED), importOptions());
  expect(summary).toMatchObject({ tenant: TENANT, count: 2, previousCount: stored });

  const after = await waitForStockCount(host, 2);
  expect(after.totalHits).toBe(2);
  const byStockNumber = after.hits.sort((a, b) =>
    String(a.stocknum).localeCompare(String(b.stocknum)),
  );
  expect(byStockNumber.map((car) => car.stocknum)).toEqual(['BM-9001', 'BM-9002']);
  expect(byStockNumber[0]).toMatchObject({
    name: '2023 Mazda CX-5 Maxx Sport',
    url: '/cars/2023-mazda-cx-5-maxx-sport-bm-9001',
    make_model: 'Mazda CX-5',
    dealership_slug: TENANT,
    location_name: fixture.tenant(TENANT).locations[0]!.name,
    filtered_features: ['Apple CarPlay', 'Sunroof'],
  });
  expect(byStockNumber[0]!.weekly_price).toEqual(expect.any(Number));
  expect((await searchStock('harbour-city-motors.localhost')).totalHits).toBe(neighbour.totalHits);

  // Pages read stock through search too: the home page shows the imported cars at once.
  const home = await request(fixture.current.app).get('/').set('Host', host);
  expect(home.text).toContain('Maxx Sport');
});

test('a feed with one bad row changes nothing: not the file, not the site', async () => {
  const host = `${TENANT}.localhost`;
  const file = tenantInventoryPath(fixture.current.env.DATA_DIR, TENANT);
  const bytes = fs.readFileSync(file);
  const current = await searchStock(host);
  const bad = `${FEED}\n900003,BM-9003,2024,Mazda,CX-9,,0,61990,Drive Away,nearly-new,in_stock,4101,suv,\n`;

  const error = await importTenantFeed(writeFeed('bad.csv', bad), importOptions()).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedError);
  expect((error as FeedError).problems).toEqual([
    {
      line: 4,
      row: 3,
      field: 'car_type',
      message: 'must be one of new, demo, used (got "nearly-new")',
    },
  ]);
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect((await searchStock(host)).totalHits).toBe(current.totalHits);
});

test('a feed with an image URL a page may not show changes nothing, and says which', async () => {
  const file = tenantInventoryPath(fixture.current.env.DATA_DIR, TENANT);
  const bytes = fs.readFileSync(file);
  const withImages = [
    `${HEADER},images`,
    '900001,BM-9001,2023,Mazda,CX-5,Maxx Sport,12000,38990,Drive Away,used,in_stock,4101,suv,,https://cdn.example.com/1.jpg',
    '900002,BM-9002,2025,Mazda,BT-50,XT,0,52990,Drive Away,new,in_stock,4101,ute,,https://cdn.example.com/2.jpg|javascript:alert(document.cookie)',
    '900003,BM-9003,2025,Mazda,CX-9,GT,0,61990,Drive Away,new,in_stock,4101,suv,,"data:image/svg+xml;base64,PHN2Zz4="',
    '900004,BM-9004,2025,Mazda,CX-3,GT,0,31990,Drive Away,new,in_stock,4101,suv,,https://cdn.example.com/cx3.html',
  ].join('\n');
  const error = await importTenantFeed(writeFeed('images.csv', withImages), importOptions()).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedError);
  expect((error as FeedError).problems).toEqual([
    {
      line: 3,
      row: 2,
      field: 'images/1',
      message:
        '"javascript:alert(document.cookie)" uses javascript: where only http: and https: image URLs are taken',
    },
    {
      line: 4,
      row: 3,
      field: 'images/0',
      message:
        '"data:image/svg+xml;base64,PHN2Zz4=" uses data: where only http: and https: image URLs are taken',
    },
    {
      line: 5,
      row: 4,
      field: 'images/0',
      message:
        '"https://cdn.example.com/cx3.html" ends in .html, which is not a picture a page may show',
    },
  ]);
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);
});

test('a feed cannot take over another dealer’s car by reusing its id', async () => {
  const neighbour = await searchStock('harbour-city-motors.localhost');
  const takenId = neighbour.hits[0]!.id as number;
  const feed = [HEADER, FEED.split('\n')[1]!.replace('900001', String(takenId))].join('\n');

  const error = await importTenantFeed(writeFeed('taken.csv', feed), importOptions()).catch(
    (caught: unknown) => caught,
  );
  expect((error as FeedError).problems).toEqual([
    {
      line: 2,
      row: 1,
      field: 'id',
      message: `${takenId} is already a car of harbour-city-motors`,
    },
  ]);
  expect((await searchStock('harbour-city-motors.localhost')).hits[0]).toMatchObject({
    id: takenId,
    dealership_slug: 'harbour-city-motors',
  });
});
