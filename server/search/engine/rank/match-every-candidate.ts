import { EMPTY_MATCHER } from '../query/query-matcher.ts';
import type { TextMatches } from './text-matches.ts';
import { NEUTRAL_RANK, rankingKey } from './text-rank.ts';
import type { TextIndexState } from '../text/text-index-state.ts';

/**
 * A placeholder search (no query words): every live candidate matches with
 * the same rank, so only `sort` and the engine's tie-break order results, as
 * in Meilisearch. Nothing is computed until documents are listed: O(slots) then.
 */
export function matchEveryCandidate(
  state: TextIndexState,
  isCandidate: ((docId: number) => boolean) | undefined,
): TextMatches {
  const accepts = (docId: number): boolean => isCandidate === undefined || isCandidate(docId);
  let all: number[] | null = null;
  const listAll = (): number[] =>
    (all ??= state.slotDocIds.filter((docId) => docId >= 0 && accepts(docId)));
  let live: Set<number> | null = null;
  const isLive = (docId: number): boolean =>
    (live ??= new Set(state.slotDocIds.filter((id) => id >= 0))).has(docId);
  const matches: TextMatches = {
    isPlaceholder: true,
    get size() {
      return listAll().length;
    },
    docIds: () => [...listAll()],
    ranks: () => listAll().map(() => NEUTRAL_RANK),
    has: (docId) => isLive(docId) && accepts(docId),
    rank: (docId) => (isLive(docId) && accepts(docId) ? NEUTRAL_RANK : undefined),
    rankingKey: (_docId, rule) => rankingKey(NEUTRAL_RANK, rule),
    compare: () => 0,
    // Every rank is the same: no key part ever decides.
    writeRankKeys: () => 0,
    matcher: EMPTY_MATCHER,
    restrict: (kept) => {
      const keep = new Set(Array.from(kept));
      return matchEveryCandidate(state, (docId) => keep.has(docId) && accepts(docId));
    },
  };
  return matches;
}
