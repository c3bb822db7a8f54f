/** One search's ranking score (0 to 1, higher first) for each of its hits, by internal id. */
export type HitScore = (docId: number) => number;

/**
 * The scores a federated search merges by. A hit carrying `_rankingScore`
 * (the search was run with `showRankingScore`) is scored by it, as
 * Meilisearch merges by its global ranking score. Until every hit carries
 * one, a hit's place in its own ranking stands in: 1 for each hit of a
 * placeholder search (Meilisearch scores those 1.0: no rule measures them),
 * otherwise `1 - position / matches`, so a query's best hit scores 1 and
 * its order is kept. This interim score does not compare the quality of
 * matches across queries, only their ranks.
 */
export function hitScores(
  result: { hits: ReadonlyArray<Record<string, unknown>>; query: string },
  hitIds: readonly number[],
  matches: number,
): HitScore {
  const scores = new Map<number, number>();
  hitIds.forEach((docId, position) => {
    const given = result.hits[position]?._rankingScore;
    const score =
      typeof given === 'number'
        ? given
        : result.query === ''
          ? 1
          : 1 - position / Math.max(matches, 1);
    scores.set(docId, score);
  });
  return (docId) => scores.get(docId) ?? 0;
}
