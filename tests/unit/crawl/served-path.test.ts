import { describe, expect, test } from 'vitest';
import { isSitemapPath } from '#server/crawl/served-path.server.ts';
import { demoSite } from '../../support/demo-site.ts';

test.each([
  ['/', true],
  ['/locations/harbour-city-motors', true],
  ['/contact-us/bayside-mazda', true],
  ['/locations/a/b', false],
  ['/search/used-cars', true],
  ['/search/toyota/corolla', true],
  ['/search', false],
  ['/electric-cars', true],
  // The range's route serves it; which sites have it is the site's question.
  ['/models?body=all', true],
])('%s served: %s', (path, expected) => {
  expect(isSitemapPath(path)).toBe(expected);
});

describe('pages only some sites have', () => {
  const harbour = demoSite('harbour-city-motors');
  const coastal = demoSite('coastal-used-cars');
  const bayside = demoSite('bayside-mazda');
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
    // docs/content-pages.md: offers where enabled, brand pages for declared brands, the booking page where configured.
    ['/special-offers', harbour, true],
    ['/special-offers', coastal, false],
    ['/brands/toyota', harbour, true],
    ['/brands/ford', harbour, false],
    ['/brands/toyota', coastal, true],
    ['/brands/ferrari', coastal, false],
    ['/mazda-service', bayside, true],
    ['/mazda-service', harbour, false],
    // docs/content-pages.md: the model range and model pages where the site has them; /models/{slug}
    // redirects to the model's page, so it is served but never listed.
    ['/models?body=all', bayside, true],
    ['/models', harbour, false],
    ['/mazda3', bayside, true],
    ['/mazda3', harbour, false],
    ['/models/mazda3', bayside, false],
  ])('%s on %s', (path, site, expected) => {
    expect(isSitemapPath(path, site)).toBe(expected);
  });

  test('without a site, only the route table decides', () => {
    expect(isSitemapPath('/finance')).toBe(true);
    expect(isSitemapPath('/service')).toBe(true);
    expect(isSitemapPath('/special-offers')).toBe(true);
  });
});
