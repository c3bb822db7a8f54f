import { describe, expect, test } from 'vitest';
import { createTextIndex } from '#server/search/engine/text/text-index.ts';
import { searchText } from '#server/search/engine/rank/search-text.ts';
import { rankingKey } from '#server/search/engine/rank/text-rank.ts';
import type { MatchingStrategy, TextIndexOptions } from '#server/search/engine/text/types.ts';

function indexOf(docs: Record<string, unknown>[], overrides: Partial<TextIndexOptions> = {}) {
  const index = createTextIndex({
    searchableAttributes: ['title', 'description'],
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnAttributes: [],
      disableOnWords: [],
    },
    synonyms: {},
    ...overrides,
  });
  docs.forEach((doc, id) => index.add(id, doc));
  return index;
}

/** Matching ids in ranked order (ties by id, as the engine would). */
function ranked(
  index: ReturnType<typeof indexOf>,
  query: string,
  matchingStrategy: MatchingStrategy = 'last',
) {
  const matches = searchText(index.state, query, { matchingStrategy });
  return matches.docIds().sort((a, b) => matches.compare(a, b) || a - b);
}

const titles = (...list: string[]) => list.map((title) => ({ title }));

describe('prefix search', () => {
  const index = indexOf(titles('Toyota Corolla red', 'Toyota Corolla blue', 'Toyota Yaris red'));

  test('only the last word is a prefix', () => {
    expect(ranked(index, 'toy corolla', 'all')).toEqual([]);
    expect(ranked(index, 'corolla toy', 'all')).toEqual([0, 1]);
  });

  test('a trailing space makes the last word complete', () => {
    expect(ranked(index, 'corolla toy ', 'all')).toEqual([]);
  });

  test('a single letter matches every word it starts', () => {
    expect(ranked(index, 'y')).toEqual([2]);
  });
});

describe('matchingStrategy', () => {
  const index = indexOf(
    titles('toyota corolla red', 'toyota corolla blue', 'toyota yaris red', 'honda civic red'),
  );

  test('last: drops words from the end; the first word stays mandatory', () => {
    const matches = searchText(index.state, 'toyota corolla red ', { matchingStrategy: 'last' });
    expect(ranked(index, 'toyota corolla red ')).toEqual([0, 1, 2]);
    expect([0, 1, 2].map((id) => matches.rank(id)!.words)).toEqual([3, 2, 1]);
    expect(matches.has(3)).toBe(false);
  });

  test('all: every word is required', () => {
    expect(ranked(index, 'toyota corolla red ', 'all')).toEqual([0]);
  });

  test('frequency: the most frequent words are dropped first, the rarest stays', () => {
    // toyota (3 docs) and red (3 docs) go together; corolla (2) is kept.
    const matches = searchText(index.state, 'toyota corolla red ', {
      matchingStrategy: 'frequency',
    });
    expect(ranked(index, 'toyota corolla red ', 'frequency')).toEqual([0, 1]);
    expect(matches.rank(1)!.words).toBe(1);
  });

  test('frequency counts documents outside the candidates too', () => {
    const matches = searchText(index.state, 'toyota corolla red ', {
      matchingStrategy: 'frequency',
      isCandidate: (id) => id !== 0,
    });
    expect(matches.docIds()).toEqual([1]);
  });

  test('all: the rarest word gates the documents, whatever its place in the query', () => {
    const many = indexOf(
      titles('red sedan', 'red hatch', 'red coupe', 'blue coupe', 'red coupe gt'),
    );
    expect(ranked(many, 'red coupe ', 'all')).toEqual([2, 4]);
    expect(ranked(many, 'coupe red ', 'all')).toEqual([2, 4]);
  });

  test('only the first ten query words count', () => {
    const words = 'a1 a2 a3 a4 a5 a6 a7 a8 a9 a10';
    const tenWords = indexOf(titles(words));
    expect(ranked(tenWords, `${words} missing `, 'all')).toEqual([0]);
  });
});

describe('ranking rules in Meilisearch order', () => {
  test('more matched words beat fewer typos', () => {
    const index = indexOf(titles('Toyota Yaris', 'Toyota Corola'));
    expect(ranked(index, 'toyota corolla ')).toEqual([1, 0]);
  });

  test('fewer typos beat closer words', () => {
    const index = indexOf(titles('toyota corola', 'toyota with a great corolla'));
    expect(ranked(index, 'toyota corolla ')).toEqual([1, 0]);
  });

  test('closer words beat a better attribute', () => {
    const index = indexOf([
      { title: 'toyota', description: 'corolla' },
      { title: 'sedan', description: 'toyota corolla' },
    ]);
    const matches = searchText(index.state, 'toyota corolla ', { matchingStrategy: 'last' });
    expect(matches.rank(0)!.proximity).toBe(7);
    expect(matches.rank(1)!.proximity).toBe(0);
    expect(ranked(index, 'toyota corolla ')).toEqual([1, 0]);
  });

  test('a better attribute beats exactness', () => {
    const index = indexOf([
      { title: 'sedan', description: 'Toyota Corolla' },
      { title: 'Toyota Corolla hybrid', description: 'sedan' },
    ]);
    const matches = searchText(index.state, 'toyota corolla ', { matchingStrategy: 'last' });
    expect(matches.rank(0)!.exactAttribute).toBe(0);
    expect(matches.rank(1)!.exactAttribute).toBe(1);
    expect(ranked(index, 'toyota corolla ')).toEqual([1, 0]);
  });

  test('exactness: the whole attribute, then its start, then exact words over prefixes', () => {
    const index = indexOf(titles('Ford Rangers', 'Ford Ranger XL', 'Ford Ranger'));
    expect(ranked(index, 'ford ranger')).toEqual([2, 1, 0]);
    const matches = searchText(index.state, 'ford ranger', { matchingStrategy: 'last' });
    expect(matches.rank(0)!.inexactWords).toBe(1);
  });

  test('proximity: next to each other, then reversed, then further apart', () => {
    const index = indexOf(titles('corolla and then toyota', 'corolla toyota', 'toyota corolla'));
    const matches = searchText(index.state, 'toyota corolla ', { matchingStrategy: 'all' });
    expect([2, 1, 0].map((id) => matches.rank(id)!.proximity)).toEqual([0, 1, 3]);
  });

  test('words split by a hard separator in the query are not paired', () => {
    const index = indexOf(titles('toyota with a great corolla'));
    const matches = searchText(index.state, 'toyota. corolla ', { matchingStrategy: 'all' });
    expect(matches.rank(0)!.proximity).toBe(0);
  });

  test('attribute: searchable attribute order, then position of the word', () => {
    const index = indexOf([
      { title: 'sedan', description: 'toyota' },
      { title: 'a b c d e f toyota' },
      { title: 'toyota' },
    ]);
    expect(ranked(index, 'toyota ')).toEqual([2, 1, 0]);
  });

  test('rankingKey gives one comparable tuple per rule', () => {
    const index = indexOf(titles('toyota corola'));
    const matches = searchText(index.state, 'toyota corolla ', { matchingStrategy: 'last' });
    const rank = matches.rank(0)!;
    expect(rankingKey(rank, 'words')).toEqual([-2]);
    expect(matches.rankingKey(0, 'typo')).toEqual([1]);
    expect(matches.rankingKey(0, 'attribute')).toEqual([0, 0]);
    expect(matches.rankingKey(0, 'exactness')).toEqual([2, 1]);
  });
});

describe('synonyms', () => {
  test('one way: "vw" also finds Volkswagen, not the other way round', () => {
    const index = indexOf(titles('Volkswagen Golf', 'VW Polo'), {
      synonyms: { VW: ['Volkswagen'] },
    });
    expect(ranked(index, 'vw ')).toEqual([1, 0]);
    expect(ranked(index, 'volkswagen ')).toEqual([0]);
  });

  test('multi-way when written both ways; a synonym is not an exact word', () => {
    const index = indexOf(titles('Ford Ranger ute', 'Ford Ranger pickup'), {
      synonyms: { ute: ['pickup'], pickup: ['ute'] },
    });
    expect(ranked(index, 'ute ')).toEqual([0, 1]);
    expect(ranked(index, 'pickup ')).toEqual([1, 0]);
    expect(searchText(index.state, 'ute ', { matchingStrategy: 'all' }).rank(1)!.inexactWords).toBe(
      1,
    );
  });

  test('a multi-word synonym must appear as a phrase', () => {
    const index = indexOf(titles('sport utility vehicle', 'utility sport vehicle'), {
      synonyms: { SUV: ['Sport Utility Vehicle'] },
    });
    expect(ranked(index, 'suv ')).toEqual([0]);
  });

  test('synonyms are folded like text', () => {
    const index = indexOf(titles('Citroen C3'), { synonyms: { Citroën: ['citroen'] } });
    expect(ranked(index, 'CITROËN ')).toEqual([0]);
  });
});

describe('model names and concatenation', () => {
  const index = indexOf(titles('Mazda CX-5 Touring', 'Hyundai i30 N Line', 'Mazda 3'));

  test('"cx-5" and "cx 5" match CX-5 as two adjacent words', () => {
    expect(ranked(index, 'cx-5 ')).toEqual([0]);
    expect(ranked(index, 'cx 5 ', 'all')).toEqual([0]);
  });

  test('"cx5" matches CX-5 by splitting into adjacent words (one typo)', () => {
    const matches = searchText(index.state, 'cx5 ', { matchingStrategy: 'all' });
    expect(matches.docIds()).toEqual([0]);
    expect(matches.rank(0)!.typo).toBe(1);
  });

  test('"i 30" matches i30 by concatenation (a 2-gram costs 2 typos)', () => {
    const matches = searchText(index.state, 'i 30 ', { matchingStrategy: 'all' });
    expect(matches.docIds()).toEqual([1]);
    expect(matches.rank(1)!).toMatchObject({ words: 2, typo: 2 });
  });
});

describe('documents', () => {
  test('numbers and booleans are searchable; "*" searches every field in order of appearance', () => {
    const index = indexOf([{ make: 'Honda', year: 2020, certified: true }], {
      searchableAttributes: ['*'],
    });
    expect(ranked(index, '2020 ')).toEqual([0]);
    expect(ranked(index, 'true ')).toEqual([0]);
    expect(
      searchText(index.state, '2020 ', { matchingStrategy: 'all' }).rank(0)!.attributeRank,
    ).toBe(1);
  });

  test('nested objects and arrays: items are 8 positions apart', () => {
    const index = indexOf(
      [{ specs: { engine: 'turbo diesel' }, features: ['Sunroof', 'Leather seats'] }],
      { searchableAttributes: ['features', 'specs'] },
    );
    const matches = searchText(index.state, 'sunroof leather ', { matchingStrategy: 'all' });
    expect(matches.rank(0)!.proximity).toBe(7);
    expect(
      searchText(index.state, 'leather seats ', { matchingStrategy: 'all' }).rank(0)!.proximity,
    ).toBe(0);
    expect(
      searchText(index.state, 'diesel ', { matchingStrategy: 'all' }).rank(0)!.attributeRank,
    ).toBe(1);
  });

  test('attributes outside searchableAttributes are not searched', () => {
    const index = indexOf([{ title: 'Corolla', dealer: 'Toyota Town' }]);
    expect(ranked(index, 'town ')).toEqual([]);
  });
});

describe('add, remove and candidates', () => {
  test('a removed document no longer matches; adding again replaces it', () => {
    const index = indexOf(titles('Toyota Corolla', 'Toyota Camry'));
    index.remove(0);
    expect(ranked(index, 'toyota ')).toEqual([1]);
    index.add(1, { title: 'Honda Civic' });
    expect(ranked(index, 'toyota ')).toEqual([]);
    expect(ranked(index, 'civic ')).toEqual([1]);
    expect(index.size).toBe(1);
  });

  test('many removals compact the postings without losing documents', () => {
    const index = indexOf([]);
    for (let id = 0; id < 3000; id++) index.add(id, { title: `car number${id} shared` });
    for (let id = 0; id < 2500; id++) index.remove(id);
    expect(index.size).toBe(500);
    expect(searchText(index.state, 'shared ', { matchingStrategy: 'all' }).size).toBe(500);
    const found = ranked(index, 'number2999 ');
    expect(found[0]).toBe(2999);
    expect(found.every((id) => id >= 2500)).toBe(true);
    expect(ranked(index, 'number10 ')).toEqual([]);
    index.add(5000, { title: 'shared again' });
    expect(searchText(index.state, 'shared ', { matchingStrategy: 'all' }).size).toBe(501);
  });

  test('ranks() lines up with docIds()', () => {
    const index = indexOf(titles('Toyota Corolla', 'Toyota', 'Corolla Toyota'));
    const matches = searchText(index.state, 'toyota corolla ', { matchingStrategy: 'last' });
    const ranks = matches.ranks();
    expect(matches.docIds().map((id, i) => ranks[i] === matches.rank(id))).toEqual([
      true,
      true,
      true,
    ]);
  });

  test('isCandidate restricts the matches', () => {
    const index = indexOf(titles('Toyota Corolla', 'Toyota Camry', 'Toyota Yaris'));
    const matches = searchText(index.state, 'toyota', {
      matchingStrategy: 'last',
      isCandidate: (id) => id !== 1,
    });
    expect(matches.docIds()).toEqual([0, 2]);
  });

  test('an empty query (or one without words) is a placeholder search over the candidates', () => {
    const index = indexOf(titles('a', 'b', 'c'));
    index.remove(1);
    const matches = searchText(index.state, '', {
      matchingStrategy: 'last',
      isCandidate: (id) => id !== 2,
    });
    expect(matches.isPlaceholder).toBe(true);
    expect(matches.docIds()).toEqual([0]);
    expect(matches.has(1)).toBe(false);
    expect(searchText(index.state, ' ... ', { matchingStrategy: 'last' }).docIds()).toEqual([0, 2]);
  });
});
