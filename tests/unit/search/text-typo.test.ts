import { describe, expect, test } from 'vitest';
import { createTextIndex } from '#server/search/engine/text/text-index.ts';
import { searchText } from '#server/search/engine/rank/search-text.ts';
import type { TextIndexOptions } from '#server/search/engine/text/types.ts';

function indexOf(docs: Record<string, unknown>[], overrides: Partial<TextIndexOptions> = {}) {
  const index = createTextIndex({
    searchableAttributes: ['title', 'description', 'stocknum', 'vin'],
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnAttributes: ['stocknum', 'vin'],
      disableOnWords: [],
    },
    synonyms: {},
    ...overrides,
  });
  docs.forEach((doc, id) => index.add(id, doc));
  return index;
}

const docs = [
  { title: 'Ford Ranger', description: 'dual cab ute' },
  { title: 'Honda Civic', description: 'hatchback' },
  { title: 'Mitsubishi Outlander', description: 'seven seats' },
  {
    title: 'Chevrolet Corvette',
    description: 'convertible',
    stocknum: 'ST40512',
    vin: '1G1YY22G965104123',
  },
];

function typosFor(query: string, overrides: Partial<TextIndexOptions> = {}) {
  const index = indexOf(docs, overrides);
  const matches = searchText(index.state, query, { matchingStrategy: 'all' });
  return matches.docIds().map((id) => [id, matches.rank(id)!.typo]);
}

describe('typo thresholds (minWordSizeForTypos oneTypo 5, twoTypos 9)', () => {
  test('a 4-letter word allows no typo', () => {
    expect(typosFor('fird ')).toEqual([]);
    expect(typosFor('ford ')).toEqual([[0, 0]]);
  });

  test('a 5-letter word allows one typo, not two', () => {
    expect(typosFor('hinda ')).toEqual([[1, 1]]);
    expect(typosFor('hnoda ')).toEqual([[1, 1]]); // a transposition is one typo
    expect(typosFor('hinds ')).toEqual([]);
  });

  test('an 8-letter word still allows only one typo', () => {
    expect(typosFor('corvetet ')).toEqual([[3, 1]]);
    expect(typosFor('carvetta ')).toEqual([]);
  });

  test('a 9-letter word allows two typos', () => {
    expect(typosFor('chevroley ')).toEqual([[3, 1]]);
    expect(typosFor('chevrolay ')).toEqual([[3, 2]]);
    expect(typosFor('chivrolay ')).toEqual([]);
  });

  test('the first letter must match under a one-typo budget', () => {
    expect(typosFor('xonda ')).toEqual([]);
  });

  test('with a two-typo budget a wrong first letter matches and counts as two typos', () => {
    expect(typosFor('nitsubishi ')).toEqual([[2, 2]]);
  });

  test('custom thresholds', () => {
    const overrides = {
      typoTolerance: {
        enabled: true,
        minWordSizeForTypos: { oneTypo: 4, twoTypos: 6 },
        disableOnAttributes: [],
        disableOnWords: [],
      },
    };
    expect(typosFor('fird ', overrides)).toEqual([[0, 1]]);
    expect(typosFor('hibda ', overrides)).toEqual([]);
    expect(typosFor('hutchbick ', overrides)).toEqual([[1, 2]]);
  });

  test('typo tolerance disabled', () => {
    const overrides = {
      typoTolerance: {
        enabled: false,
        minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
        disableOnAttributes: [],
        disableOnWords: [],
      },
    };
    expect(typosFor('hinda ', overrides)).toEqual([]);
    expect(typosFor('honda ', overrides)).toEqual([[1, 0]]);
  });

  test('disableOnWords: that query word gets no typo, other words still do', () => {
    const overrides = {
      typoTolerance: {
        enabled: true,
        minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
        disableOnAttributes: [],
        disableOnWords: ['Hinda'],
      },
    };
    expect(typosFor('hinda ', overrides)).toEqual([]);
    expect(typosFor('hondq ', overrides)).toEqual([[1, 1]]);
  });

  test('prefix search combines with typos on the last word', () => {
    expect(typosFor('outlamd')).toEqual([[2, 1]]);
    expect(typosFor('outla')).toEqual([[2, 0]]);
  });
});

describe('typo tolerance disabled on attributes (stocknum, vin)', () => {
  test('the exact stock number and VIN match', () => {
    expect(typosFor('ST40512 ')).toEqual([[3, 0]]);
    expect(typosFor('1G1YY22G965104123')).toEqual([[3, 0]]);
    expect(typosFor('1g1yy22g965104123 ')).toEqual([[3, 0]]);
  });

  test('one or two characters off never match', () => {
    expect(typosFor('ST40513 ')).toEqual([]);
    expect(typosFor('1G1YY22G965104124 ')).toEqual([]);
    expect(typosFor('1G1YY22G965104132 ')).toEqual([]);
  });

  test('nor does a prefix of them', () => {
    expect(typosFor('1G1YY22G96510')).toEqual([]);
  });

  test('the same word with a typo still matches in other attributes', () => {
    const index = indexOf([
      { title: 'Stock ST40512 special', stocknum: 'ST40512' },
      { title: 'Other', stocknum: 'ST40512' },
    ]);
    const matches = searchText(index.state, 'ST40513 ', { matchingStrategy: 'all' });
    expect(matches.docIds()).toEqual([0]);
  });

  test('disableOnNumbers: no typo on a number', () => {
    const overrides = {
      typoTolerance: {
        enabled: true,
        minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
        disableOnAttributes: [],
        disableOnWords: [],
        disableOnNumbers: true,
      },
    };
    const index = indexOf([{ title: 'Odometer 123456 km' }], overrides);
    expect(searchText(index.state, '123457 ', { matchingStrategy: 'all' }).size).toBe(0);
    expect(
      searchText(indexOf([{ title: 'Odometer 123456 km' }]).state, '123457 ', {
        matchingStrategy: 'all',
      }).size,
    ).toBe(1);
  });
});

describe('exact matches rank before typo matches', () => {
  test('typo rule', () => {
    const index = indexOf([{ title: 'Hondo' }, { title: 'Honda' }]);
    const matches = searchText(index.state, 'honda ', { matchingStrategy: 'all' });
    expect(matches.docIds().sort((a, b) => matches.compare(a, b))).toEqual([1, 0]);
  });
});
