// How long answers made from the search index are kept, per deployment
// (server/ssr/page-lifetime.server.ts): short only where another instance can change the index
// without telling this one (MEILI_HOST without DATABASE_URL).
import { expect, test } from 'vitest';
import { pageLifetimeMs, stockReadLifetimeMs } from '#server/ssr/page-lifetime.server.ts';

const embedded = { MEILI_HOST: undefined, DATABASE_URL: undefined };
const clusterToldByPeers = { MEILI_HOST: 'http://search:7700', DATABASE_URL: 'postgres://db/x' };
const clusterUntold = { MEILI_HOST: 'http://search:7700', DATABASE_URL: undefined };

test('pages live a minute, or 10 s where peers may change the index untold', () => {
  expect(pageLifetimeMs(embedded)).toBe(60_000);
  expect(pageLifetimeMs(clusterToldByPeers)).toBe(60_000);
  expect(pageLifetimeMs(clusterUntold)).toBe(10_000);
});

test("a site's reads of its whole stock live ten minutes: its stock version moves them", () => {
  expect(stockReadLifetimeMs(embedded)).toBe(600_000);
  expect(stockReadLifetimeMs(clusterToldByPeers)).toBe(600_000);
  expect(stockReadLifetimeMs(clusterUntold)).toBe(10_000);
});
