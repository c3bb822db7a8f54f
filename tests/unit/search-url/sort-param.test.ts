import { expect, test } from 'vitest';
import { LISTING_SORTS, sortByOfParam, sortParam } from '#shared/search-url/sort-param.ts';
import { LISTING_SORT_OPTIONS } from '#shared/pages/listing/listing-sort-options.ts';

test('each sort the control offers has a URL spelling that reads back to it', () => {
  for (const { value } of LISTING_SORT_OPTIONS.slice(1)) {
    const param = sortParam(value, 'cars');
    expect(param, value).toBeDefined();
    expect(sortByOfParam(param!, 'cars')).toBe(value);
  }
  expect(LISTING_SORT_OPTIONS.slice(1).map(({ value }) => sortParam(value, 'cars'))).toEqual([
    ...LISTING_SORTS,
  ]);
});

test.each(['created_at-desc', 'price-asc', 'km-asc'])('%s reads as a sort', (param) => {
  expect(sortParam(sortByOfParam(param, 'cars'), 'cars')).toBe(param);
});

test.each(['km-desc', 'year-asc', 'created_at-asc', 'price', 'price-up', 'colour-asc', '', null])(
  '%s is no listing sort',
  (param) => expect(sortByOfParam(param, 'cars')).toBeUndefined(),
);

test('the default ranking, another index and an unoffered sort have no URL spelling', () => {
  expect(sortParam(undefined, 'cars')).toBeUndefined();
  expect(sortParam('cars', 'cars')).toBeUndefined();
  expect(sortParam('other:price:asc', 'cars')).toBeUndefined();
  expect(sortParam('cars:km:desc', 'cars')).toBeUndefined();
  expect(sortParam('cars:price:asc:extra', 'cars')).toBeUndefined();
});
