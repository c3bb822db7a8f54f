import { describe, expect, test } from 'vitest';
import { canonicalListingPath, listingRobots } from '#shared/search-url/listing-seo.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import type { SearchState } from '#shared/search-url/search-state.ts';
import { group } from './fixture.ts';

const landing = parseListingUrl('/search/used-cars-sydney', group)?.landing;

describe('listingRobots (decision 0006: more than one facet is noindex,follow)', () => {
  test.each<[string, Partial<SearchState>]>([
    ['the default listing', {}],
    ['one make', { refinementList: { make: ['Mazda'] } }],
    ['a car-type combination path', { refinementList: { car_type: ['new', 'demo'] } }],
    [
      'make and one of its models',
      { refinementList: { make: ['Mazda'], make_model: ['Mazda 3'] } },
    ],
    ['city and make', { refinementList: { city: ['Concord'], make: ['Toyota'] } }],
    ['page 4 of a make', { refinementList: { make: ['Mazda'] }, page: 4 }],
    ['a sorted make', { refinementList: { make: ['Mazda'] }, sortBy: 'cars:price:asc' }],
  ])('index,follow: %s', (_, state) => {
    expect(listingRobots(state, group)).toBe('index,follow');
  });

  test.each<[string, Partial<SearchState>]>([
    ['two makes', { refinementList: { make: ['Mazda', 'Kia'] } }],
    ['make and body', { refinementList: { make: ['Mazda'], simple_body: ['suv'] } }],
    ['car type and make', { refinementList: { car_type: ['used'], make: ['Kia'] } }],
    ['one value without a path', { refinementList: { tag: ['Special'] } }],
    ['a make outside the stock', { refinementList: { make: ['Tesla'] } }],
    ['free text', { query: 'turbo' }],
    ['a price range', { range: { price: { max: 20000 } } }],
    [
      'a range on a friendly path',
      { refinementList: { make: ['Mazda'] }, range: { km: { max: 1 } } },
    ],
  ])('noindex,follow: %s', (_, state) => {
    expect(listingRobots(state, group)).toBe('noindex,follow');
  });

  test('a landing is indexed alone and noindex with any selection on top', () => {
    expect(listingRobots({}, group, landing)).toBe('index,follow');
    expect(listingRobots({ refinementList: { make: ['Kia'] } }, group, landing)).toBe(
      'noindex,follow',
    );
  });
});

describe('canonicalListingPath', () => {
  test.each<[Partial<SearchState>, string]>([
    [{}, '/search/new-used-and-demo-cars/'],
    [{ refinementList: { make: ['Mazda'] }, sortBy: 'cars:price:desc' }, '/search/mazda'],
    [{ refinementList: { make: ['Mazda'] }, page: 3 }, '/search/mazda?page=3'],
    [{ refinementList: { make: ['Mazda'] }, page: 3, query: 'turbo' }, '/search/mazda'],
    [
      { refinementList: { make: ['Mazda'] }, range: { price: { min: 5000 } }, page: 2 },
      '/search/mazda',
    ],
    [
      { refinementList: { make: ['Mazda', 'Kia'] }, sortBy: 'cars:km:asc' },
      '/search/new-used-and-demo-cars/?make=Kia&make=Mazda',
    ],
  ])('%j -> %s', (state, path) => {
    expect(canonicalListingPath(state, group)).toBe(path);
  });

  test('a landing is its own canonical', () => {
    expect(canonicalListingPath({ sortBy: 'cars:year:desc', page: 2 }, group, landing)).toBe(
      '/search/used-cars-sydney?page=2',
    );
  });

  test('a request with another spelling has the written form as canonical', () => {
    const parsed = parseListingUrl('/search/Mazda/?page=1&sort=price-asc', group);
    expect(parsed && canonicalListingPath(parsed.state, group)).toBe('/search/mazda');
  });
});
