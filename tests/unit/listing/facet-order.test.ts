import { describe, expect, test } from 'vitest';
import { CARS_INDEX_SETTINGS } from '#server/search/cars-index.server.ts';
import {
  ALL_MAKES_LABEL,
  MAKE_ORDER,
  POPULAR_MAKES_LIMIT,
  REFINEMENT_LIST_LIMIT,
  FACET_VALUES_LIMIT,
  SHOW_MORE_LABEL,
  sortMakes,
  splitPopularMakes,
} from '#shared/listing/facet-order.ts';

describe('make facet order (product rule 9.10)', () => {
  test('the listed makes in the order of product rule 9.10, then the rest alphabetically', () => {
    expect(
      sortMakes([
        'Alfa Romeo',
        'Toyota',
        'Zeekr',
        'Audi',
        'Mazda',
        'BYD',
        'Mercedes Benz',
        'Volvo',
      ]),
    ).toEqual(['Audi', 'Mazda', 'Mercedes Benz', 'Toyota', 'Volvo', 'Alfa Romeo', 'BYD', 'Zeekr']);
  });

  test('Honda before Holden, as the product rules lists them; spellings of a make match', () => {
    expect(sortMakes(['Holden', 'Honda'])).toEqual(['Honda', 'Holden']);
    expect(sortMakes(['Mitsubishi', 'Mercedes-Benz', 'mazda'])).toEqual([
      'mazda',
      'Mercedes-Benz',
      'Mitsubishi',
    ]);
  });

  test('facet items keep their counts', () => {
    expect(
      sortMakes([
        { name: 'Kia', count: 3 },
        { name: 'Chery', count: 9 },
        { name: 'BMW', count: 1 },
      ]),
    ).toEqual([
      { name: 'BMW', count: 1 },
      { name: 'Kia', count: 3 },
      { name: 'Chery', count: 9 },
    ]);
  });

  test('popular makes: the first 20, the rest behind All Makes; list limit 30', () => {
    expect(REFINEMENT_LIST_LIMIT).toBe(30);
    expect(POPULAR_MAKES_LIMIT).toBe(20);
    expect(ALL_MAKES_LABEL).toBe('All Makes');
    const makes = [...MAKE_ORDER, 'Chery', 'BYD'].reverse();
    const { popular, more } = splitPopularMakes(makes);
    expect(popular).toEqual([...MAKE_ORDER]);
    expect(more).toEqual(['BYD', 'Chery']);
    expect(splitPopularMakes(['Kia']).more).toEqual([]);
  });

  test('with 20 makes or fewer, every make shows at once: listed makes first, then the rest', () => {
    expect(splitPopularMakes(['Zeekr', 'Volvo', 'Jayco', 'Kia', 'Chery'])).toEqual({
      popular: ['Kia', 'Volvo', 'Chery', 'Jayco', 'Zeekr'],
      more: [],
    });
  });

  test('past 20 makes, the 21st on goes behind All Makes, alphabetically', () => {
    const others = ['Zeekr', 'BYD', 'Chery', 'GWM', 'Jayco'];
    const { popular, more } = splitPopularMakes([...others, ...MAKE_ORDER.slice(2)]);
    expect(popular).toEqual([...MAKE_ORDER.slice(2), 'BYD', 'Chery']);
    expect(more).toEqual(['GWM', 'Jayco', 'Zeekr']);
  });

  test('Show more: the listing fetches as many values as the index keeps, 30 shown first', () => {
    expect(FACET_VALUES_LIMIT).toBe(CARS_INDEX_SETTINGS.faceting.maxValuesPerFacet);
    expect(FACET_VALUES_LIMIT).toBeGreaterThan(REFINEMENT_LIST_LIMIT);
    expect(SHOW_MORE_LABEL).toBe('Show more');
  });
});
