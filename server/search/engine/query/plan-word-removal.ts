import type { MatchingStrategy } from '../text/types.ts';

/**
 * The order in which the `words` rule drops query words, as groups of word
 * indexes removed together, following Meilisearch's
 * `removal_order_for_terms_matching_strategy_*`:
 * - `last`: the last word first, then the one before…; the first word is
 *   never dropped;
 * - `frequency`: the words found in the most documents first (a word found
 *   nowhere counts as the most frequent), words of equal frequency together;
 *   the rarest group is never dropped;
 * - `all`: nothing is dropped.
 * A document ranks in the first bucket whose remaining words it all matches.
 */
export function planWordRemoval(
  strategy: MatchingStrategy,
  frequencies: readonly number[],
): number[][] {
  const count = frequencies.length;
  if (strategy === 'all' || count < 2) return [];
  if (strategy === 'last') {
    return Array.from({ length: count - 1 }, (_, i) => [count - 1 - i]);
  }
  const order = frequencies
    .map((frequency, index) => ({ index, frequency: frequency === 0 ? Infinity : frequency }))
    .sort((a, b) => b.frequency - a.frequency || a.index - b.index);
  const groups: number[][] = [];
  let previous: number | null = null;
  for (const { index, frequency } of order) {
    if (frequency !== previous) groups.push([]);
    groups[groups.length - 1]!.push(index);
    previous = frequency;
  }
  groups.pop();
  return groups;
}
