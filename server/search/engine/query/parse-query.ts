import { countCodePoints } from '../text/fold-word.ts';
import type { TypoToleranceSettings } from '../text/types.ts';

/** One word of the query as Meilisearch locates it. */
export interface QueryWord {
  readonly word: string;
  /** Query position: +1 per word, +8 across a hard separator. */
  readonly position: number;
  /** Only the last word, and only when nothing (not even a space) follows it. */
  readonly isPrefix: boolean;
  readonly maxTypos: number;
  /** A quoted phrase (one term): its words, matched one after the other in one attribute. */
  readonly phrase?: readonly string[];
  /** Query position of the phrase's last word. */
  readonly lastPosition?: number;
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
