// The listing's range form without JavaScript sends `<attribute>_min` / `<attribute>_max`;
// the URL rules read them as the canonical `<attribute>=<min>-<max>` and write only that.
import { describe, expect, test } from 'vitest';
import { listingUrl } from '#shared/search-url/listing-url.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import type { RangeRefinements } from '#shared/search-url/search-state.ts';
import { group } from './fixture.ts';

const LISTING = '/search/new-used-and-demo-cars/';
const rangesOf = (query: string) => parseListingUrl(`${LISTING}?${query}`, group)?.state.range;
const canonical = (url: string) => listingUrl(parseListingUrl(url, group)!.state, group);

describe('form bounds -> range', () => {
  test.each<[string, RangeRefinements]>([
    ['price_min=10000&price_max=30000', { price: { min: 10000, max: 30000 } }],
    ['price_min=10000&price_max=', { price: { min: 10000 } }],
    ['price_min=&price_max=30000', { price: { max: 30000 } }],
    ['price_max=30000', { price: { max: 30000 } }],
    ['price_min=&price_max=', {}],
    ['km_min=&km_max=50000&year_min=2019&year_max=', { km: { max: 50000 }, year: { min: 2019 } }],
    ['seats_min=5&seats_max=5', { seats: { min: 5, max: 5 } }],
    ['weekly_price_min=100&weekly_price_max=250', { weekly_price: { min: 100, max: 250 } }],
    // A malformed side is dropped on its own; the other still counts.
    ['price_min=cheap&price_max=30000', { price: { max: 30000 } }],
    ['price_min=-5&price_max=', {}],
    // Crossed bounds select nothing (the URL rules' rule for crossed handles).
    ['price_min=30000&price_max=10000', {}],
    // The canonical parameter wins over the form's.
    ['price=5000-20000&price_min=10000&price_max=30000', { price: { min: 5000, max: 20000 } }],
    ['price_min=+10000+&price_max=', { price: { min: 10000 } }],
  ])('%s', (query, range) => {
    expect(rangesOf(query)).toEqual(range);
  });
});

describe('the canonical URL never holds form parameters', () => {
  test.each([
    [`${LISTING}?price_min=10000&price_max=30000`, `${LISTING}?price=10000-30000`],
    [
      `${LISTING}?query=red&price_min=&price_max=30000&km_min=&km_max=&year_min=2020&year_max=`,
      `${LISTING}?query=red&price=-30000&year=2020-`,
    ],
    [
      '/search/toyota?price_min=10000&price_max=&seats_min=&seats_max=',
      '/search/toyota?price=10000-',
    ],
    [`${LISTING}?price_min=&price_max=`, LISTING],
  ])('%s -> %s', (from, to) => {
    expect(canonical(from)).toBe(to);
  });
});
