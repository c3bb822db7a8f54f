import { describe, expect, test } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';
import { createTextIndex } from '#server/search/engine/text/text-index.ts';
import { searchText } from '#server/search/engine/rank/search-text.ts';
import type { MatchingStrategy } from '#server/search/engine/text/types.ts';

const MAKES = ['toyota', 'mazda', 'ford', 'honda'];
const MODELS = ['corolla', 'cx-5', 'ranger', 'civic', 'hilux', 'mx-5'];
const COLOURS = ['white', 'red', 'blue'];

// Enough documents that common words get posting lists long enough to be
// skipped through (see posting-directory.ts), with repeats and typos to rank.
function buildIndex(count: number) {
  const index = createTextIndex({
    searchableAttributes: ['name', 'colour'],
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnAttributes: [],
      disableOnWords: [],
    },
    synonyms: {},
  });
  for (let id = 0; id < count; id++) {
    const name = `${2000 + (id % 25)} ${MAKES[id % 4]} ${MODELS[id % 6]} ${id % 7 === 0 ? 'sport' : ''}`;
    index.add(id, { name, colour: COLOURS[id % 3] });
  }
  return index;
}

/** Matches with their rank, by id, so two searches can be compared whatever their list order. */
function summarize(index: ReturnType<typeof buildIndex>, query: string, options: object) {
  const matches = searchText(index.state, query, { matchingStrategy: 'last', ...options });
  return matches
    .docIds()
    .sort((a, b) => a - b)
    .map((id) => [id, matches.rank(id)]);
}

describe('text search restricted to candidates', () => {
  const index = buildIndex(6000);
  const candidateSets = {
    'every third': (id: number) => id % 3 === 0,
    'a few': (id: number) => id % 97 === 1,
    'first half': (id: number) => id < 3000,
  };
  const queries: Array<[string, MatchingStrategy]> = [
    ['toyota', 'last'],
    ['mazda cx-5', 'last'],
    ['white mazda', 'all'],
    ['2001 ford rang', 'last'],
    ['toyta corola', 'last'],
    ['honda sport', 'frequency'],
  ];
  for (const [label, accepts] of Object.entries(candidateSets)) {
    const candidates = DocSet.fromIds(Array.from({ length: 6000 }, (_, id) => id).filter(accepts));
    test.each(queries)(`${label}: "%s" (%s) matches as with isCandidate`, (query, strategy) => {
      const expected = summarize(index, query, {
        matchingStrategy: strategy,
        isCandidate: accepts,
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(summarize(index, query, { matchingStrategy: strategy, candidates })).toEqual(expected);
    });
  }

  test('after documents are replaced (slots no longer equal ids) candidates still apply', () => {
    const replaced = buildIndex(3000);
    for (let id = 0; id < 3000; id += 2) replaced.add(id, { name: `${MAKES[id % 4]} replaced` });
    const accepts = (id: number) => id % 4 === 0;
    const candidates = DocSet.fromIds(Array.from({ length: 3000 }, (_, id) => id).filter(accepts));
    for (const query of ['toyota', 'replaced', 'mazda cx']) {
      expect(summarize(replaced, query, { candidates })).toEqual(
        summarize(replaced, query, { isCandidate: accepts }),
      );
    }
  });

  test('a repeated query sees documents added in between', () => {
    const growing = buildIndex(100);
    expect(summarize(growing, 'zebra', {})).toEqual([]);
    growing.add(100, { name: 'zebra' });
    expect(summarize(growing, 'zebra', {}).map(([id]) => id)).toEqual([100]);
    growing.remove(100);
    expect(summarize(growing, 'zebra', {})).toEqual([]);
  });
});
