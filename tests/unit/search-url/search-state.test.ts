import { describe, expect, test } from 'vitest';
import { fromUiState, toUiState } from '#shared/search-url/instantsearch-ui-state.ts';
import { normalizeSearchState, searchStateKey } from '#shared/search-url/normalize-search-state.ts';
import { MAX_PAGE } from '#shared/search-url/search-state.ts';

describe('normalizeSearchState', () => {
  test('fills defaults', () => {
    expect(normalizeSearchState()).toEqual({ query: '', page: 1, refinementList: {}, range: {} });
  });

  test('dedupes and sorts values, drops empty lists, unknown attributes and empty values', () => {
    const state = normalizeSearchState({
      refinementList: {
        make: ['Toyota', 'Mazda', 'Toyota', ''],
        tag: [],
        // @ts-expect-error an attribute that is not a refinement is dropped
        seats_label: ['Seven'],
      },
    });
    expect(state.refinementList).toEqual({ make: ['Mazda', 'Toyota'] });
  });

  test('puts attributes in their fixed order whatever order they came in', () => {
    const state = normalizeSearchState({ refinementList: { make: ['Kia'], car_type: ['used'] } });
    expect(Object.keys(state.refinementList)).toEqual(['car_type', 'make']);
  });

  test.each([
    [
      { min: 5000, max: 20000 },
      { min: 5000, max: 20000 },
    ],
    [{ min: 5000 }, { min: 5000 }],
    [{ max: 0 }, { max: 0 }],
    [{ min: 20000, max: 5000 }, undefined],
    [{ min: -1 }, undefined],
    [{ min: Number.NaN, max: Number.POSITIVE_INFINITY }, undefined],
    [{}, undefined],
  ])('price range %j -> %j', (price, expected) => {
    expect(normalizeSearchState({ range: { price } }).range.price).toEqual(expected);
  });

  test.each([
    [0, 1],
    [-3, 1],
    [2.5, 1],
    [4, 4],
    // Past any listing's last page: the listing then sends it to its last page (decision 0013).
    [1_000_000, MAX_PAGE],
    [Infinity, 1],
  ])('page %s -> %s', (page, expected) => {
    expect(normalizeSearchState({ page }).page).toBe(expected);
  });

  test('trims the query and refuses one longer than 200 characters', () => {
    expect(normalizeSearchState({ query: '  cx-5 ' }).query).toBe('cx-5');
    expect(normalizeSearchState({ query: 'x'.repeat(201) }).query).toBe('');
  });

  test('Has Photos is yes or no: any photo-count range reads as at least one photo', () => {
    for (const bounds of [{ min: 0 }, { max: 0 }, { min: 3, max: 9 }, { min: 1 }]) {
      expect(normalizeSearchState({ range: { photos_count: bounds } }).range).toEqual({
        photos_count: { min: 1 },
      });
    }
  });

  test('a stock number names one car: one stock number is kept', () => {
    expect(
      normalizeSearchState({ refinementList: { stocknum: ['HCM2', 'HCM1'] } }).refinementList,
    ).toEqual({ stocknum: ['HCM1'] });
  });

  test('equal keys for the same selection in another order', () => {
    expect(searchStateKey({ refinementList: { make: ['Kia', 'Mazda'] } })).toBe(
      searchStateKey({ refinementList: { make: ['Mazda', 'Kia'] }, page: 1 }),
    );
  });
});

describe('InstantSearch UI state', () => {
  test('converts one index UI state to a search state', () => {
    expect(
      fromUiState({
        query: 'turbo',
        page: 3,
        refinementList: { make: ['Mazda'], dealership_slug: ['harbour-city-motors'], bogus: ['x'] },
        range: { price: '5000:20000', km: ':80000', year: '2019:', bogus: '1:2' },
        sortBy: 'cars:price:asc',
      }),
    ).toEqual({
      query: 'turbo',
      page: 3,
      refinementList: { make: ['Mazda'], dealership_slug: ['harbour-city-motors'] },
      range: { price: { min: 5000, max: 20000 }, km: { max: 80000 }, year: { min: 2019 } },
      sortBy: 'cars:price:asc',
    });
  });

  test('an empty UI state is the default state and back', () => {
    expect(fromUiState({})).toEqual(normalizeSearchState());
    expect(toUiState(normalizeSearchState())).toEqual({});
  });

  test('writes ranges as min:max with an open side empty, page only from 2', () => {
    expect(
      toUiState(
        normalizeSearchState({
          page: 2,
          range: { price: { min: 5000 }, seats: { min: 7, max: 8 } },
          refinementList: { car_type: ['used'] },
        }),
      ),
    ).toEqual({
      page: 2,
      refinementList: { car_type: ['used'] },
      range: { price: '5000:', seats: '7:8' },
    });
  });

  test('a garbled range text is dropped', () => {
    expect(fromUiState({ range: { price: 'cheap:' } }).range).toEqual({});
  });
});
