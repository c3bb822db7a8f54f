import { describe, expect, test } from 'vitest';
import { normalizeSearchState } from '#shared/search-url/normalize-search-state.ts';
import type { SearchState } from '#shared/search-url/search-state.ts';
import { withoutRefinement, type ActiveRefinement } from '#shared/search-url/without-refinement.ts';

const state = (partial: Partial<SearchState>) => normalizeSearchState({ page: 3, ...partial });
const removed = (from: Partial<SearchState>, refinement: ActiveRefinement) =>
  normalizeSearchState(withoutRefinement(state(from), refinement));

describe('a chip takes one refinement off (back to page 1)', () => {
  test('one value of a list', () => {
    expect(
      removed(
        { refinementList: { city: ['Concord', 'Ryde'] } },
        { attribute: 'city', value: 'Ryde' },
      ),
    ).toEqual(state({ page: 1, refinementList: { city: ['Concord'] } }));
  });

  test('one bound of a range', () => {
    expect(
      removed(
        { range: { km: { min: 10000, max: 50000 } } },
        { attribute: 'km', operator: '<=', value: 50000 },
      ),
    ).toEqual(state({ page: 1, range: { km: { min: 10000 } } }));
  });

  test('an exact range (one chip for equal bounds) loses both bounds', () => {
    expect(
      removed(
        { range: { seats: { min: 7, max: 7 }, year: { min: 2020 } } },
        { attribute: 'seats', operator: '=', value: 7 },
      ),
    ).toEqual(state({ page: 1, range: { year: { min: 2020 } } }));
  });

  test.each(['weekly_price', 'photos_count'])('the whole %s range: its one chip', (attribute) => {
    expect(
      removed(
        { range: { [attribute]: { min: 1, max: 300 }, price: { max: 40000 } } },
        { attribute, operator: '>=', value: 1 },
      ),
    ).toEqual(state({ page: 1, range: { price: { max: 40000 } } }));
  });

  test('a make takes its selected models along, not other makes’ models', () => {
    expect(
      removed(
        {
          refinementList: {
            make: ['Land', 'Land Rover', 'Mazda'],
            make_model: ['Land Rover Range Rover Evoque', 'Land Cruiser', 'Mazda CX-5'],
          },
        },
        { attribute: 'make', value: 'Land Rover' },
      ),
    ).toEqual(
      state({
        page: 1,
        refinementList: { make: ['Land', 'Mazda'], make_model: ['Land Cruiser', 'Mazda CX-5'] },
      }),
    );
  });

  test('the stock number', () => {
    expect(
      removed({ refinementList: { stocknum: ['N220'] } }, { attribute: 'stocknum', value: 'N220' }),
    ).toEqual(state({ page: 1 }));
  });
});
