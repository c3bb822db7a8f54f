import { countCodePoints, foldWord } from '../text/fold-word.ts';
import { DEFAULT_TOKENIZER, type Tokenizer } from '../text/tokenizer.ts';
import type { TypoToleranceSettings } from '../text/types.ts';

/** One word of the query as Meilisearch locates it. */
export interface QueryWord {
  readonly word: string;
  /** Query position: +1 per word, +8 across a hard separator. */
  readonly position: number;
  /** Only the last word, and only when nothing (not even a space) follows it. */
  readonly isPrefix: boolean;
  readonly maxTypos: number;
}

// Meilisearch ignores every query word after the tenth.
const MAX_QUERY_WORDS = 10;

/**
 * Locates the query words the way Meilisearch's `located_query_terms_from_tokens`
 * does: positions start at 0 and jump by 7 more across a hard separator, and the
 * last word is a prefix only when it is the very last token — "toyota " (with a
 * trailing space) searches the complete word. Quotes and "-" are plain
 * separators here: phrase and negative search are not implemented.
 */
export function parseQuery(
  query: string,
  typo: TypoToleranceSettings,
  options: { tokenizer?: Tokenizer; prefixSearch?: boolean } = {},
): QueryWord[] {
  const segments = (options.tokenizer ?? DEFAULT_TOKENIZER).segment(query);
  const prefixSearch = options.prefixSearch ?? true;
  const words: QueryWord[] = [];
  let position = -1;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.separator === 'hard') position += 7;
    if (segment.separator !== null) continue;
    const word = foldWord(segment.text).trim();
    if (word === '') continue;
    if (words.length === MAX_QUERY_WORDS) break;
    position += 1;
    words.push({
      word,
      position,
      isPrefix: prefixSearch && i === segments.length - 1,
      maxTypos: countAllowedTypos(word, typo),
    });
  }
  return words;
}

/**
 * Meilisearch's `number_of_typos_allowed`: by length in characters of the
 * query word (defaults: 1 typo from 5, 2 from 9); none when typo tolerance is
 * off or the word is in `disableOnWords`. `disableOnNumbers` (a setting newer
 * than the others) is taken to mean: no typo on an all-digit query word.
 */
export function countAllowedTypos(word: string, typo: TypoToleranceSettings): number {
  const length = countCodePoints(word);
  if (!typo.enabled || length < typo.minWordSizeForTypos.oneTypo) return 0;
  if (typo.exactWords.has(word)) return 0;
  if (typo.disableOnNumbers && /^\d+$/.test(word)) return 0;
  return length < typo.minWordSizeForTypos.twoTypos ? 1 : 2;
}
