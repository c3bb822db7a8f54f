import {
  HARD_SEPARATORS,
  isHighSurrogate,
  measureSeparator,
  segmentText,
  tokenize,
  tokensOf,
  type Segment,
  type Token,
} from './tokenize.ts';

/** An index's tokenization settings (Meilisearch's `separatorTokens`, `nonSeparatorTokens`, `dictionary`). */
export interface TokenizerSettings {
  readonly separatorTokens: readonly string[];
  readonly nonSeparatorTokens: readonly string[];
  readonly dictionary: readonly string[];
}

/** Splits text the same way for indexing, queries and highlighting. */
export interface Tokenizer {
  segment(text: string): Segment[];
  tokenize(text: string): Token[];
}

export const DEFAULT_TOKENIZER: Tokenizer = { segment: segmentText, tokenize };

/**
 * The tokenizer of an index. With no custom tokens it is the default one (no
 * cost). Otherwise, as charabia does with Meilisearch's settings, dictionary
 * words and separator tokens are matched first, leftmost-longest, anywhere in
 * the text: a dictionary word is one word even if it holds separators ("J. R.
 * R."), a separator token splits words (soft, unless it is one of the hard
 * separators); a non-separator token is no longer a separator and stays
 * inside its word ("C#", "@handle"). The rest is split as by default.
 */
export function createTokenizer(settings?: TokenizerSettings): Tokenizer {
  if (
    settings === undefined ||
    (settings.separatorTokens.length === 0 &&
      settings.nonSeparatorTokens.length === 0 &&
      settings.dictionary.length === 0)
  ) {
    return DEFAULT_TOKENIZER;
  }
  const words = indexByFirstUnit(settings.dictionary);
  const separators = indexByFirstUnit(settings.separatorTokens);
  const kept = indexByFirstUnit(settings.nonSeparatorTokens);
  const segment = (text: string): Segment[] => segmentCustom(text, words, separators, kept);
  return { segment, tokenize: (text) => tokensOf(segment(text)) };
}

/** Tokens grouped by their first UTF-16 unit, longest first. */
function indexByFirstUnit(tokens: readonly string[]): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const token of tokens) {
    if (token === '') continue;
    const list = map.get(token.charCodeAt(0)) ?? [];
    list.push(token);
    map.set(token.charCodeAt(0), list);
  }
  for (const list of map.values()) list.sort((a, b) => b.length - a.length);
  return map;
}

function longestAt(text: string, i: number, tokens: Map<number, string[]>): number {
  const list = tokens.get(text.charCodeAt(i));
  if (list === undefined) return 0;
  for (const token of list) if (text.startsWith(token, i)) return token.length;
  return 0;
}

function segmentCustom(
  text: string,
  words: Map<number, string[]>,
  separators: Map<number, string[]>,
  kept: Map<number, string[]>,
): Segment[] {
  const segments: Segment[] = [];
  let wordStart = -1;
  const flush = (end: number) => {
    if (wordStart < 0) return;
    segments.push({ text: text.slice(wordStart, end), start: wordStart, end, separator: null });
    wordStart = -1;
  };
  let i = 0;
  while (i < text.length) {
    const word = longestAt(text, i, words);
    const separator = longestAt(text, i, separators);
    if (word > 0 && word >= separator) {
      flush(i);
      segments.push({ text: text.slice(i, i + word), start: i, end: i + word, separator: null });
      i += word;
      continue;
    }
    const keep = longestAt(text, i, kept);
    const length = separator > 0 ? separator : keep > 0 ? 0 : measureSeparator(text, i);
    if (length === 0) {
      if (wordStart < 0) wordStart = i;
      i += keep > 0 ? keep : isHighSurrogate(text.charCodeAt(i)) ? 2 : 1;
      continue;
    }
    flush(i);
    const slice = text.slice(i, i + length);
    segments.push({
      text: slice,
      start: i,
      end: i + length,
      separator: HARD_SEPARATORS.has(slice) ? 'hard' : 'soft',
    });
    i += length;
  }
  flush(text.length);
  return segments;
}
