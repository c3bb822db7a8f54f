import { describe, expect, test } from 'vitest';
import { createTextIndex } from '#server/search/engine/text/text-index.ts';
import { searchText } from '#server/search/engine/rank/search-text.ts';

function indexOf(searchableAttributes: string[], docs: Record<string, unknown>[]) {
  const index = createTextIndex({
    searchableAttributes,
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnAttributes: [],
      disableOnWords: [],
    },
    synonyms: {},
  });
  docs.forEach((doc, id) => index.add(id, doc));
  return index;
}

const matching = (index: ReturnType<typeof indexOf>, query: string) =>
  searchText(index.state, query, { matchingStrategy: 'last' }).docIds();

describe('only searchable fields are indexed', () => {
  const docs = [
    { name: 'Toyota', description: 'zebra', location: { city: 'Sydney', name: 'Harbour' } },
    { name: 'Mazda', tags: [{ label: 'harbour' }], location: { city: 'Perth' } },
  ];

  test.each([
    { query: 'zebra', ids: [] },
    { query: 'sydney', ids: [0] },
    { query: 'harbour', ids: [] },
    { query: 'perth', ids: [1] },
    { query: 'mazda', ids: [1] },
  ])('name and location.city: "$query"', ({ query, ids }) => {
    expect(matching(indexOf(['name', 'location.city'], docs), query)).toEqual(ids);
  });

  test('a parent attribute covers its nested fields', () => {
    expect(matching(indexOf(['location'], docs), 'harbour')).toEqual([0]);
  });

  test("'*' ranks fields in order of first appearance, nested ones included", () => {
    const index = indexOf(['*'], [{ a: 'x', nested: { b: 'toyota' } }, { c: 'toyota' }]);
    const matches = searchText(index.state, 'toyota', { matchingStrategy: 'last' });
    expect(matches.rank(0)!.attributeRank).toBeLessThan(matches.rank(1)!.attributeRank);
  });
});
