import { describe, expect, test } from 'vitest';
import { parseQueryTerms } from '#server/search/engine/query/phrases-and-negations.ts';
import { scoreHit } from '#server/search/engine/rank/ranking-score.ts';
import type { TextScoring } from '#server/search/engine/rank/text-scoring.ts';

const TYPO = {
  enabled: true,
  minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
  exactWords: new Set<string>(),
  disableOnNumbers: false,
};
const parse = (query: string) => parseQueryTerms(query, TYPO);

describe('parseQueryTerms', () => {
  test('a quoted phrase is one term, no prefix, no typo', () => {
    const { words } = parse('"red toyota" corolla');
    expect(words).toEqual([
      {
        word: 'red toyota',
        position: 0,
        lastPosition: 1,
        isPrefix: false,
        maxTypos: 0,
        phrase: ['red', 'toyota'],
      },
      { word: 'corolla', position: 2, isPrefix: true, maxTypos: 1 },
    ]);
  });

  test('an unclosed quote makes the rest of the query a phrase', () => {
    expect(parse('cheap "red toyota').words.map((word) => word.phrase ?? word.word)).toEqual([
      'cheap',
      ['red', 'toyota'],
    ]);
  });

  test('a hard separator inside a phrase ends it and starts another', () => {
    const { words } = parse('"red. toyota"');
    expect(words.map((word) => word.phrase)).toEqual([['red'], ['toyota']]);
  });

  test('"-" negates the next word or phrase at the start or after a space only', () => {
    expect(parse('toyota -red -"low km"')).toMatchObject({
      words: [{ word: 'toyota' }],
      negativeWords: ['red'],
      negativePhrases: [['low', 'km']],
    });
    expect(parse('-red').words).toEqual([]);
    expect(parse('toyota - red').negativeWords).toEqual([]);
    expect(parse('toyota-red').negativeWords).toEqual([]);
    expect(parse('toyota-red').words.map((word) => word.word)).toEqual(['toyota', 'red']);
  });

  test('keeps the first ten terms, a phrase counting as one', () => {
    const query = `"a b c" ${Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ')}`;
    const { words } = parse(query);
    expect(words).toHaveLength(10);
    expect(words[0]!.phrase).toEqual(['a', 'b', 'c']);
  });
});

describe('scoreHit', () => {
  const scoring: TextScoring = {
    termCount: 2,
    maxWordsRank: 2,
    bucketOf: (size) => (size === 2 ? [0, 1] : [0]),
    maxTypos: () => 2,
    maxProximity: (bucket) => (bucket.length - 1) * 7,
    maxFieldWeight: 1,
  };
  const rank = {
    words: 2,
    typo: 1,
    proximity: 0,
    attributeRank: 0,
    wordPosition: 0,
    exactAttribute: 0,
    inexactWords: 0,
  };

  test('merges the rules as nested buckets (Rank::global_score)', () => {
    const input = { rules: ['words', 'typo'], sort: [], scoring, withDetails: true };
    const { score, details } = scoreHit(input, rank, {});
    // words 2/2, then typo rank 2 of 3: ((2-1)*3 + 2) / (2*3).
    expect(score).toBeCloseTo(5 / 6);
    expect(details).toEqual({
      words: { order: 0, matchingWords: 2, maxMatchingWords: 2, score: 1 },
      typo: { order: 1, typoCount: 1, maxTypoCount: 2, score: 2 / 3 },
    });
  });

  test('an earlier rule outweighs every later one', () => {
    const input = { rules: ['words', 'typo'], sort: [], scoring, withDetails: false };
    const fewerWords = scoreHit(input, { ...rank, words: 1, typo: 0 }, {}).score;
    const moreTypos = scoreHit(input, { ...rank, typo: 2 }, {}).score;
    expect(moreTypos).toBeGreaterThan(fewerWords);
  });

  test('words goes before the first other text rule, after custom rules', () => {
    const input = {
      rules: ['price:asc', 'typo', 'words'],
      sort: [],
      scoring,
      withDetails: true,
    };
    const { details } = scoreHit(input, rank, { price: 7 });
    expect(
      Object.entries(details!).map(([key, entry]) => [key, (entry as { order: number }).order]),
    ).toEqual([
      ['price:asc', 0],
      ['words', 1],
      ['typo', 2],
    ]);
  });

  test('a placeholder search scores 1 with only its sort rules detailed', () => {
    const input = {
      rules: ['words', 'sort', 'exactness'],
      sort: [{ attribute: 'price', desc: false }],
      scoring: null,
      withDetails: true,
    };
    expect(scoreHit(input, null, { price: 5 })).toEqual({
      score: 1,
      details: { 'price:asc': { order: 0, value: 5 } },
    });
  });
});
