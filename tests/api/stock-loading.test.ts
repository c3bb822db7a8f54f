// A server with the embedded engine serves each site once its own stock is in the index, while
// the other sites' stock still loads (docs/decisions/0043-sites-served-as-their-stock-loads.md):
// what a site answers then is what it answers once every site's stock is in.
import { afterAll, beforeAll, expect, test } from 'vitest';
import request from 'supertest';
import { createTestPlatform, type TestPlatform } from '../support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({}, { whileStockLoads: true, inventoryCount: 1200 });
});
afterAll(() => platform?.cleanup());

/** A site's stock as its pages read it: counts by kind, makes, and the featured cars. */
async function stockOf(host: string) {
  const [root, home] = await Promise.all(
    ['root', 'home'].map((routeId) =>
      request(platform.app).get(`/?_data=${routeId}`).set('Host', host),
    ),
  );
  expect(root!.status).toBe(200);
  expect(home!.status).toBe(200);
  return { stock: root!.body.stock, featured: home!.body.featured };
}

test("every site asked for while the stock loads answers with its whole stock, in the last site's order first", async () => {
  const hosts = platform.tenants.map((tenant) => tenant.hostnames[0]!).reverse();
  const early = await Promise.all(hosts.map(stockOf));
  await platform.stockLoaded;
  const ready = await request(platform.app).get('/readyz');
  expect(ready.status).toBe(200);
  const late = await Promise.all(hosts.map(stockOf));
  expect(early).toEqual(late);
  for (const { stock } of late) {
    expect(Object.values(stock.counts as Record<string, number>).some((count) => count > 0)).toBe(
      true,
    );
  }
});
