import type { QueryWord } from './parse-query.ts';
import type { MatchingStrategy } from '../text/types.ts';

/**
 * The query terms every match must contain: all of them for `all`; for
 * `last`, the quoted phrases (Meilisearch never drops a phrase), or else the
 * first term; null when only counting can tell (`frequency`).
 */
export function listRequiredTerms(
  strategy: MatchingStrategy,
  words: readonly QueryWord[],
): number[] | null {
  if (strategy === 'frequency') return null;
  if (strategy === 'all') return words.map((_, index) => index);
  const phrases = phraseIndexes(words);
  return phrases.length > 0 ? phrases : [0];
}

/**
 * Meilisearch's removal order with quoted phrases, from the plain one
 * (plan-word-removal.ts): a phrase is never dropped, and once the query has
 * one every other term may be, the first one included — the phrase alone
 * then matches (`removal_order_for_terms_matching_strategy_last`).
 */
export function keepPhrases(
  strategy: MatchingStrategy,
  words: readonly QueryWord[],
  steps: readonly (readonly number[])[],
): number[][] {
  const phrases = phraseIndexes(words);
  if (phrases.length === 0 || strategy === 'all') return steps.map((step) => [...step]);
  if (strategy === 'last') {
    const removable: number[][] = [];
    for (let index = words.length - 1; index >= 0; index--) {
      if (words[index]!.phrase === undefined) removable.push([index]);
    }
    return removable;
  }
  return steps
    .map((step) => step.filter((index) => words[index]!.phrase === undefined))
    .filter((step) => step.length > 0);
}

function phraseIndexes(words: readonly QueryWord[]): number[] {
  return words.flatMap((word, index) => (word.phrase === undefined ? [] : [index]));
}
