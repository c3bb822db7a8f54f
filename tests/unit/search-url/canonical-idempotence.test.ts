import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { listingUrl } from '#shared/search-url/listing-url.ts';
import type { ListingVocabulary } from '#shared/search-url/listing-vocabulary.ts';
import { readListingRequest } from '#shared/pages/listing/listing-request.ts';
import { listingLandingPaths } from '#shared/search-url/listing-seo.ts';
import type { SearchState } from '#shared/search-url/search-state.ts';
import { awkwardValue, rawListingQuery } from '../../support/fuzz/listing-targets.ts';
import { group, usedOnly } from './fixture.ts';

/**
 * What the listing loader answers for a request target (path and query as sent), apart
 * from the past-the-last-page redirect, which needs the search: a redirect's Location,
 * the page itself, or not found. The URL is built the way the server builds it.
 */
function answer(target: string, vocabulary: ListingVocabulary) {
  const request = readListingRequest(new URL(`http://site.test${target}`), vocabulary);
  if (!request) return { kind: 'not-found' as const };
  if (request.canonical === request.requested) return { kind: 'page' as const };
  return { kind: 'redirect' as const, location: request.locationOf(request.canonical) };
}

/** canonical(canonical(x)) = canonical(x), and a redirect never points at its own URL. */
function expectIdempotent(target: string, vocabulary: ListingVocabulary) {
  const first = answer(target, vocabulary);
  if (first.kind !== 'redirect') return;
  expect(first.location, target).not.toBe(target);
  expect(answer(first.location, vocabulary), `${target} -> ${first.location}`).toEqual({
    kind: 'page',
  });
}

const vocabularies = [
  ['a dealer group', group],
  ['a used-car site', usedOnly],
] as const;

const listingPath = (vocabulary: ListingVocabulary) =>
  fc.constantFrom(
    vocabulary.listingPath,
    vocabulary.listingPath.replace(/\/$/, ''),
    `${vocabulary.listingPath.replace(/\/$/, '')}/`,
    ...listingLandingPaths(vocabulary),
    '/search/mazda/cx-5',
    '/search/toyota/',
    '/search/Toyota',
    '/electric-cars',
  );

const state = fc.record(
  {
    query: awkwardValue,
    page: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.constant(Number.MAX_SAFE_INTEGER)),
    refinementList: fc.record(
      {
        make: fc.array(awkwardValue, { maxLength: 3 }),
        make_model: fc.array(awkwardValue, { maxLength: 2 }),
        car_type: fc.array(fc.constantFrom('new', 'used', 'demo', 'boat'), { maxLength: 2 }),
        stocknum: fc.array(awkwardValue, { maxLength: 2 }),
        tag: fc.array(awkwardValue, { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
    range: fc.record(
      {
        price: fc.record({ min: fc.double(), max: fc.double() }, { requiredKeys: [] }),
        year: fc.record({ min: fc.integer(), max: fc.integer() }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
    sortBy: fc.constantFrom('cars:price:asc', 'cars:km:desc', 'other:price:asc', 'cars:x'),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<SearchState>>;

describe.each(vocabularies)('listing canonicalisation on %s', (_, vocabulary) => {
  test('any raw query string on any listing path: one redirect at most, never to itself', () => {
    fc.assert(
      fc.property(listingPath(vocabulary), rawListingQuery, (path, query) => {
        expectIdempotent(query ? `${path}?${query}` : path, vocabulary);
      }),
      { numRuns: 1500 },
    );
  });

  test('the URL written for any state is its own canonical URL', () => {
    fc.assert(
      fc.property(state, fc.option(rawListingQuery, { nil: undefined }), (searchState, extra) => {
        const url = listingUrl(searchState, vocabulary);
        expect(answer(url, vocabulary), url).toEqual({ kind: 'page' });
        expectIdempotent(
          extra ? `${url}${url.includes('?') ? '&' : '?'}${extra}` : url,
          vocabulary,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
