import { foldWord } from './fold-word.ts';

export type SeparatorKind = 'soft' | 'hard';

/** A slice of the original text: a word or a separator (charabia's token kinds). */
export interface Segment {
  /** The original text of the slice. */
  readonly text: string;
  /** UTF-16 offsets into the original string, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** `null` for a word. */
  readonly separator: SeparatorKind | null;
}

/** A word of a text with the position Meilisearch indexes it at. */
export interface Token {
  /** Folded form: lower-cased, diacritics removed. */
  readonly word: string;
  /** The original text of the word. */
  readonly original: string;
  readonly start: number;
  readonly end: number;
  /** Word position: +1 after soft separators, +8 after a hard one. */
  readonly position: number;
}

// charabia's default separators are Unicode punctuation (every \p{P}) and
// spaces; symbols such as $ + ° | ~ stay inside words, so "$25" and "3°F" are
// one word while "CX-5" is "cx" "5" and "32.3" is "32" "3".
const SEPARATOR_CHAR = /^[\p{P}\s]$/u;

// charabia's CONTEXT_SEPARATORS: sentence-level punctuation. A hard separator
// puts 8 positions between two words (out of proximity range). Note ". " and
// ", " (with the space) are hard while "." and "," alone are soft.
export const HARD_SEPARATORS: ReadonlySet<string> = new Set([
  '. ',
  ', ',
  ...'!:;?¡§¶¿\u037e…‼‽⁇⁈⁉․‥※⁏⁖⁚、。！，．：；？｡､،؛؟۔।॥።፣፤',
]);

/**
 * Splits `text` into words and separators the way charabia does for Latin
 * scripts: separators are matched leftmost-longest (". " before "."), and the
 * text between two separators is one word (camelCase splitting is off in
 * Meilisearch's build, so "iPhone" and "i30" stay whole). O(length).
 */
export function segmentText(text: string): Segment[] {
  const segments: Segment[] = [];
  let wordStart = -1;
  let i = 0;
  while (i < text.length) {
    const separatorLength = measureSeparator(text, i);
    if (separatorLength === 0) {
      if (wordStart < 0) wordStart = i;
      i += isHighSurrogate(text.charCodeAt(i)) ? 2 : 1;
      continue;
    }
    if (wordStart >= 0) {
      segments.push({ text: text.slice(wordStart, i), start: wordStart, end: i, separator: null });
      wordStart = -1;
    }
    const separator = text.slice(i, i + separatorLength);
    segments.push({
      text: separator,
      start: i,
      end: i + separatorLength,
      separator: HARD_SEPARATORS.has(separator) ? 'hard' : 'soft',
    });
    i += separatorLength;
  }
  if (wordStart >= 0) {
    segments.push({
      text: text.slice(wordStart),
      start: wordStart,
      end: text.length,
      separator: null,
    });
  }
  return segments;
}

/**
 * The words of `text` with their folded form and position. Positions follow
 * Meilisearch's indexer: the first word is 0, the next word is +1, or +8 when a
 * hard separator stands between them; words that fold to nothing are skipped.
 */
export function tokenize(text: string): Token[] {
  return tokensOf(segmentText(text));
}

/** The words of segmented text, positioned as `tokenize` positions them. */
export function tokensOf(segments: readonly Segment[]): Token[] {
  const tokens: Token[] = [];
  let position = -1;
  let previous: 'word' | SeparatorKind | null = null;
  for (const segment of segments) {
    if (segment.separator !== null) {
      if (segment.separator === 'hard' || previous !== 'hard') previous = segment.separator;
      continue;
    }
    const word = foldWord(segment.text).trim();
    if (word === '') continue;
    position += previous === 'hard' && position >= 0 ? 8 : 1;
    previous = 'word';
    tokens.push({ word, original: segment.text, start: segment.start, end: segment.end, position });
  }
  return tokens;
}

// ASCII separators looked up by code: the per-character regex is the
// tokenizer's hot spot when indexing.
const ASCII_SEPARATORS = Uint8Array.from({ length: 128 }, (_, code) =>
  SEPARATOR_CHAR.test(String.fromCharCode(code)) ? 1 : 0,
);

/** The length of the default separator at `i`, 0 for a word character. */
export function measureSeparator(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if ((code === 46 || code === 44) && text.charCodeAt(i + 1) === 32) return 2;
  if (code < 128) return ASCII_SEPARATORS[code]!;
  const char = text[i]!;
  if (isHighSurrogate(text.charCodeAt(i))) {
    return SEPARATOR_CHAR.test(text.slice(i, i + 2)) ? 2 : 0;
  }
  return SEPARATOR_CHAR.test(char) ? 1 : 0;
}

export function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}
