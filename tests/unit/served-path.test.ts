import { describe, expect, test } from 'vitest';
import { isSitemapPath } from '#server/crawl/served-path.server.ts';
import { demoSite } from '../support/demo-site.ts';

test.each([
  ['/', true],
  ['/locations/harbour-city-motors', true],
  ['/contact-us/bayside-mazda', true],
  ['/locations/a/b', false],
  ['/special-offers', false],
  ['/search/used-cars', true],
  ['/search/toyota/corolla', true],
  ['/search', false],
  ['/electric-cars', true],
  ['/models?body=all', false],
])('%s served: %s', (path, expected) => {
  expect(isSitemapPath(path)).toBe(expected);
});

describe('pages only some sites have', () => {
  const harbour = demoSite('harbour-city-motors');
  const coastal = demoSite('coastal-used-cars');
  const noFinance = demoSite('harbour-city-motors', (config) => {
    config.features.finance = false;
  });

  test.each([
    ['/finance', harbour, true],
    ['/finance', noFinance, false],
    ['/finance-pre-approval', harbour, harbour.features.finance_pre_approval],
    ['/service', coastal, false],
    ['/service', harbour, true],
    [harbour.labels.valuation_path, harbour, true],
    [
      harbour.labels.valuation_path === '/valuations' ? '/instant-price' : '/valuations',
      harbour,
      false,
    ],
    ['/cars/trade-in', harbour, harbour.features.trade_in],
  ])('%s on %s', (path, site, expected) => {
    expect(isSitemapPath(path, site)).toBe(expected);
  });

  test('without a site, only the route table decides', () => {
    expect(isSitemapPath('/finance')).toBe(true);
    expect(isSitemapPath('/service')).toBe(true);
  });
});
