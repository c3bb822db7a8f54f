import type { TextMatches } from './text-matches.ts';
import { scoreHit, type ScoreInput } from './ranking-score.ts';

/**
 * The matches scoring at least `threshold` (`rankingScoreThreshold`), in the
 * same order. Meilisearch leaves the others out of the hits and out of
 * estimatedTotalHits, totalHits and the facet distribution. A placeholder
 * search scores 1 everywhere: nothing is left out.
 *
 * Cost: one score per match, only for a search that sets a threshold.
 */
export function keepScoresAbove(
  ids: Uint32Array,
  matches: TextMatches,
  input: ScoreInput,
  threshold: number,
  docs: readonly (Record<string, unknown> | undefined)[],
): Uint32Array {
  if (matches.isPlaceholder) return ids;
  const kept: number[] = [];
  for (const id of ids) {
    const score = scoreHit(input, matches.rank(id) ?? null, docs[id] ?? {}).score;
    if (score >= threshold) kept.push(id);
  }
  return Uint32Array.from(kept);
}
