import { describe, expect, test } from 'vitest';
import { createTokenizer, DEFAULT_TOKENIZER } from '#server/search/engine/text/tokenizer.ts';

const words = (text: string, settings: Parameters<typeof createTokenizer>[0]) =>
  createTokenizer(settings)
    .tokenize(text)
    .map((token) => [token.word, token.position]);

const NONE = { separatorTokens: [], nonSeparatorTokens: [], dictionary: [] };

describe('createTokenizer', () => {
  test('is the default tokenizer when no token is customised', () => {
    expect(createTokenizer(NONE)).toBe(DEFAULT_TOKENIZER);
    expect(createTokenizer(undefined)).toBe(DEFAULT_TOKENIZER);
  });

  test('splits on separator tokens, longest first, as soft separators', () => {
    expect(words('redzzblue zzz', { ...NONE, separatorTokens: ['z', 'zz'] })).toEqual([
      ['red', 0],
      ['blue', 1],
    ]);
  });

  test('a hard separator token keeps its hard gap', () => {
    expect(words('a;b', { ...NONE, separatorTokens: [';'] })).toEqual([
      ['a', 0],
      ['b', 8],
    ]);
  });

  test('non-separator tokens stay inside words', () => {
    expect(words('C# and @meili', { ...NONE, nonSeparatorTokens: ['#', '@'] })).toEqual([
      ['c#', 0],
      ['and', 1],
      ['@meili', 2],
    ]);
    expect(words('C# and @meili', NONE)).toEqual([
      ['c', 0],
      ['and', 1],
      ['meili', 2],
    ]);
  });

  test('dictionary words are single words even across separators', () => {
    expect(words('J. R. R. Tolkien', { ...NONE, dictionary: ['J. R. R.'] })).toEqual([
      ['j. r. r.', 0],
      ['tolkien', 1],
    ]);
  });

  test('keeps the offsets of the original text', () => {
    const [segment] = createTokenizer({ ...NONE, dictionary: ['W. E. B.'] }).segment(
      'W. E. B. Du Bois',
    );
    expect(segment).toEqual({ text: 'W. E. B.', start: 0, end: 8, separator: null });
  });
});
