import { describe, expect, test } from 'vitest';
import { listingLandingPaths } from '#shared/search-url/listing-seo.ts';
import { listingUrl, siteSearchState } from '#shared/search-url/listing-url.ts';
import type { ListingLanding } from '#shared/search-url/listing-vocabulary.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import { withMakeOfLoneModel } from '#shared/search-url/make-models.ts';
import { friendlyPathFor } from '#shared/search-url/resolve-listing-path.ts';
import {
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type RangeRefinements,
  type RefinementList,
  type SearchState,
} from '#shared/search-url/search-state.ts';
import { group, groupInput, usedOnly } from './fixture.ts';

// Deterministic, so a failure names the same state on every run.
function random(seed: number) {
  let value = seed;
  return () => {
    value = (value * 1103515245 + 12345) % 2147483648;
    return value / 2147483648;
  };
}

const facets = groupInput.facetValues ?? {};
const AWKWARD = ['Sunroof, tilt', 'a+b', 'R&D', '100%', 'x=y', 'what?', '#1', 'Citroën', ' pad '];
const POOLS: Record<string, readonly string[]> = {
  car_type: ['new', 'used', 'demo'],
  simple_body: ['suv', 'ute', 'hatch', 'cabChassis', 'peopleMover'],
  make: facets.make ?? [],
  make_model: facets.make_model ?? [],
  dealership_slug: facets.dealership_slug ?? [],
  city: facets.city ?? [],
  location_name: facets.location_name ?? [],
};
const BOUNDS = [0, 500, 5000, 20000, 250000, 123.45];
const SORTS = [
  undefined,
  'cars:price:asc',
  'cars:price:desc',
  'cars:km:asc',
  'cars:created_at:desc',
];
const QUERIES = ['', 'cx-5', 'turbo diesel', 'a&b=c', '  spaced  ', '100% <b>'];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function generatedState(next: () => number): Partial<SearchState> {
  const refinementList: RefinementList = {};
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    if (next() > 0.3) continue;
    const pool = POOLS[attribute] ?? AWKWARD;
    refinementList[attribute] = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      pick(next, pool),
    );
  }
  const range: RangeRefinements = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    if (next() > 0.2) continue;
    const [a, b] = [pick(next, BOUNDS), pick(next, BOUNDS)].sort((x, y) => x - y);
    range[attribute] = next() < 0.3 ? { min: a } : next() < 0.5 ? { max: b } : { min: a, max: b };
  }
  return {
    refinementList,
    range,
    query: next() < 0.3 ? pick(next, QUERIES) : '',
    page: next() < 0.3 ? 1 + Math.floor(next() * 40) : 1,
    sortBy: pick(next, SORTS),
  };
}

/** Every single friendly selection, alone and with page, sort, query and a range. */
function friendlyStates(): Partial<SearchState>[] {
  const selections = listingLandingPaths(group)
    .concat(['/search/harbour-city-motors', '/search/concord/toyota', '/search/ute'])
    .concat(['/search/harbour-city-toyota/toyota', '/search/gladesville/kia'])
    .map((path) => parseListingUrl(path, group))
    .filter((parsed) => parsed && !parsed.landing)
    .map((parsed) => parsed?.state.refinementList ?? {});
  return selections.flatMap((refinementList) => [
    { refinementList },
    { refinementList, page: 2, sortBy: 'cars:year:desc' },
    { refinementList, query: 'auto', range: { price: { min: 5000, max: 20000 } } },
  ]);
}

/**
 * The state a URL reads back as: a lone model written on its path comes back with its make;
 * every car type the site sells selected is no selection (the same cars).
 */
function writtenState(state: Partial<SearchState>, url: string, landing?: ListingLanding) {
  const normal = siteSearchState(state, group);
  const makes = [...group.makeBySlug.values()];
  const completed = {
    ...normal,
    refinementList: withMakeOfLoneModel(normal.refinementList, makes),
  };
  const onModelPath =
    !landing && friendlyPathFor(completed.refinementList, group) === url.split('?')[0];
  return onModelPath ? completed : normal;
}

function expectRoundTrip(state: Partial<SearchState>, landing?: ListingLanding) {
  const url = listingUrl(state, group, landing);
  const parsed = parseListingUrl(url, group);
  expect(parsed, url).not.toBeNull();
  expect(parsed?.state, url).toEqual(writtenState(state, url, landing));
  expect(parsed?.landing, url).toEqual(landing);
  // And the URL is already the written form: parsing and writing again changes nothing.
  expect(parsed && listingUrl(parsed.state, group, parsed.landing)).toBe(url);
}

describe('parseListingUrl(listingUrl(state)) is the normalised state', () => {
  test.each(friendlyStates().map((state) => [listingUrl(state, group), state] as const))(
    '%s',
    (_, state) => expectRoundTrip(state),
  );

  test.each((facets.make_model ?? []).map((model) => [model]))('one model alone: %s', (model) => {
    expectRoundTrip({ refinementList: { make_model: [model] }, page: 2 });
  });

  test('over 600 generated states', () => {
    const next = random(20240601);
    for (let index = 0; index < 600; index++) expectRoundTrip(generatedState(next));
  });

  test('over generated states on every landing page', () => {
    const next = random(7);
    const landings = ['/search/used-cars-sydney', '/search/hyundai', '/electric-cars'].map(
      (path) => parseListingUrl(path, group)?.landing,
    );
    for (let index = 0; index < 200; index++) {
      expectRoundTrip(generatedState(next), pick(next, landings));
    }
  });

  test('on a site whose listing path is a car-type path', () => {
    const next = random(99);
    for (let index = 0; index < 100; index++) {
      const state = generatedState(next);
      const url = listingUrl(state, usedOnly);
      expect(parseListingUrl(url, usedOnly)?.state, url).toEqual(siteSearchState(state, usedOnly));
    }
  });
});
