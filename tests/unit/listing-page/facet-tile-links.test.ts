import { describe, expect, test } from 'vitest';
import { createListingRouter } from '#shared/pages/listing/listing-router.ts';
import { listingRefinementUrls } from '#shared/pages/listing/listing-refinement-urls.ts';
import { toUiState } from '#shared/search-url/instantsearch-ui-state.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import type { RefinementAttribute } from '#shared/search-url/search-state.ts';
import { group } from '../search-url/fixture.ts';

const NO_NAVIGATION = { navigate() {}, subscribe: () => () => {} };

/** The link InstantSearch's router made for a tile: the URL's state with the value toggled. */
function routerLink(url: string, attribute: RefinementAttribute, value: string): string {
  const router = createListingRouter({ current: () => url, ...NO_NAVIGATION }, group);
  const state = parseListingUrl(url, group)!.state;
  const values = state.refinementList[attribute] ?? [];
  const toggled = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return router.createURL(
    toUiState({ ...state, refinementList: { ...state.refinementList, [attribute]: toggled } }),
  );
}

// Links are built from the URL rules once per render instead of asking InstantSearch's
// router per value (docs/performance.md): the same link either way.
const cases: Array<[url: string, attribute: RefinementAttribute, value: string, link: string]> = [
  ['/search/new-used-and-demo-cars/', 'make', 'Toyota', '/search/toyota'],
  ['/search/toyota', 'make', 'Mazda', '/search/new-used-and-demo-cars/?make=Mazda&make=Toyota'],
  [
    '/search/toyota?page=3',
    'simple_fuel',
    'Diesel',
    '/search/new-used-and-demo-cars/?make=Toyota&simple_fuel=Diesel',
  ],
  [
    '/search/toyota?sort=price-asc&page=2',
    'make',
    'Toyota',
    '/search/new-used-and-demo-cars/?sort=price-asc',
  ],
  ['/search/used-cars-sydney?page=2', 'make', 'Kia', '/search/used-cars-sydney?make=Kia'],
  ['/search/new-used-and-demo-cars/?query=red', 'car_type', 'used', '/search/used-cars?query=red'],
];

describe('facet tile links', () => {
  test.each(cases)('%s, %s %s', (url, attribute, value, link) => {
    const urls = listingRefinementUrls(url, group, parseListingUrl(url, group)?.landing);
    expect(urls.toggled(attribute, value)).toBe(routerLink(url, attribute, value));
    expect(urls.toggled(attribute, value)).toBe(link);
  });
});
