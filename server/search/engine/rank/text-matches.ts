import type { QueryMatcher } from '../query/query-matcher.ts';
import type { TextRank, TextRankingRule } from '../text/types.ts';
import type { TextScoring } from './text-scoring.ts';

/** The result of a text search: which documents match and how they rank. */
export interface TextMatches {
  /** True for an empty query (or one without words): every candidate matches, all ranks equal. */
  readonly isPlaceholder: boolean;
  /** Number of matching documents. */
  readonly size: number;
  /** Matching document ids in index order (the engine sorts). */
  docIds(): number[];
  /** The ranks of docIds(), in the same order. */
  ranks(): TextRank[];
  has(docId: number): boolean;
  /** The document's text rank, undefined when it does not match. */
  rank(docId: number): TextRank | undefined;
  /** `rankingKey(rank(docId), rule)`: lower sorts first. */
  rankingKey(docId: number, rule: TextRankingRule): readonly number[];
  /** compareTextRank of two matching documents under `rules` (default Meilisearch order). */
  compare(a: number, b: number, rules?: readonly TextRankingRule[]): number;
  /**
   * Writes `rankingKey(rule)` of every match, in docIds() order, into `out`:
   * match i's key from `i * stride + column`, without the parts equal for
   * every match (at most rankKeyWidth(rule) numbers). Returns how many parts
   * were written.
   */
  writeRankKeys(rule: TextRankingRule, out: Int32Array, stride: number, column: number): number;
  /** What formatDocument highlights. */
  readonly matcher: QueryMatcher;
  /** What ranking scores need (built on first call); absent for a placeholder search. */
  scoring?(): TextScoring;
  /**
   * The same matches narrowed to `kept` (a subsequence of docIds(), e.g. what
   * `rankingScoreThreshold` keeps), so rank keys line up with the kept ids.
   */
  restrict(kept: ArrayLike<number>): TextMatches;
}
