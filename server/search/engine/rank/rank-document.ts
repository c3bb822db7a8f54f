import type { QueryNode } from '../query/derive-terms.ts';
import type { FieldWordCounts } from '../text/field-word-counts.ts';
import type { MatchTable } from './match-table.ts';
import { findExactAttribute, measureProximity } from './measure-rules.ts';

export interface RankPlan {
  readonly nodes: readonly QueryNode[];
  /** Per query word: indexes of the nodes that start at it. */
  readonly nodesByFirst: readonly (readonly number[])[];
  /** The words rule's buckets, best first: the query words each one keeps. */
  readonly buckets: readonly (readonly number[])[];
  /** Whether the query has n-gram nodes (otherwise node i is word i and a bucket has one cover). */
  readonly hasNgrams: boolean;
  /** `proximityPrecision: byAttribute`: a pair costs 0 in one attribute, the maximum otherwise. */
  readonly proximityByAttribute?: boolean;
}

// Read once: imported bindings can cost a getter call per access.
const proximityOf = measureProximity;
const exactAttributeOf = findExactAttribute;

/**
 * Features written by rankDocument, in this order: words, typo, proximity,
 * attributeRank, wordPosition, exactAttribute, inexactWords.
 */
export const RANK_FEATURES = 7;

/**
 * Ranks one document row as Meilisearch's bucket sort would: its `words`
 * bucket is the first one whose remaining words it covers; the other features
 * are those of the cheapest way to cover them with query nodes (single words
 * or n-grams), compared in the default rule order. Writes the features into
 * `out` at `offset`; false when the document is in no bucket.
 *
 * Cost: O(buckets × covers × nodes) per document plus, for adjacent query
 * words, O(occurrences²) for proximity; covers is 1 unless an n-gram matched.
 */
export function rankDocument(
  plan: RankPlan,
  table: MatchTable,
  row: number,
  wordCounts: FieldWordCounts,
  out: Int32Array,
  offset: number,
): boolean {
  for (const words of plan.buckets) {
    if (!plan.hasNgrams) {
      if (!coversWithSingleWords(table, row, words)) continue;
      measureCover(plan, table, row, words, words, wordCounts, out, offset);
      return true;
    }
    if (findCheapestCover(plan, table, row, words, wordCounts, out, offset)) return true;
  }
  return false;
}

function coversWithSingleWords(table: MatchTable, row: number, words: readonly number[]): boolean {
  const base = row * table.nodeCount;
  for (const word of words) if (table.typos[base + word] === 0) return false;
  return true;
}

function findCheapestCover(
  plan: RankPlan,
  table: MatchTable,
  row: number,
  words: readonly number[],
  wordCounts: FieldWordCounts,
  out: Int32Array,
  offset: number,
): boolean {
  const candidate = new Int32Array(RANK_FEATURES);
  let found = false;
  const explore = (at: number, chosen: number[]): void => {
    if (at === words.length) {
      measureCover(plan, table, row, chosen, words, wordCounts, candidate, 0);
      if (!found || isCheaper(candidate, out, offset)) out.set(candidate, offset);
      found = true;
      return;
    }
    for (const nodeIndex of plan.nodesByFirst[words[at]!] ?? []) {
      const node = plan.nodes[nodeIndex]!;
      if (table.typos[row * table.nodeCount + nodeIndex] === 0) continue;
      if (at + node.size > words.length || words[at + node.size - 1] !== node.last) continue;
      explore(at + node.size, [...chosen, nodeIndex]);
    }
  };
  explore(0, []);
  return found;
}

function measureCover(
  plan: RankPlan,
  table: MatchTable,
  row: number,
  chosen: readonly number[],
  words: readonly number[],
  wordCounts: FieldWordCounts,
  out: Int32Array,
  offset: number,
): void {
  const { typos, weights, positionCosts, exact } = table;
  let typo = 0;
  let attributeRank = 0;
  let wordPosition = 0;
  let inexactWords = 0;
  const base = row * table.nodeCount;
  for (let i = 0; i < chosen.length; i++) {
    const cell = base + chosen[i]!;
    const size = plan.nodes[chosen[i]!]!.size;
    // Meilisearch gives an n-gram a base typo cost of n.
    typo += typos[cell]! - 1 + (size > 1 ? size : 0);
    attributeRank += weights[cell]! * size;
    wordPosition += positionCosts[cell]!;
    if (exact[cell] === 0) inexactWords += size;
  }
  let isQueryStart = true;
  for (let i = 0; i < words.length; i++) if (words[i] !== i) isQueryStart = false;
  out[offset] = words.length;
  out[offset + 1] = typo;
  out[offset + 2] =
    chosen.length > 1
      ? proximityOf(table, plan.nodes, row, chosen, plan.proximityByAttribute === true)
      : 0;
  out[offset + 3] = attributeRank;
  out[offset + 4] = wordPosition;
  out[offset + 5] = isQueryStart
    ? exactAttributeOf(table, plan.nodes, row, chosen, wordCounts, table.docSlots[row]!)
    : 2;
  out[offset + 6] = inexactWords;
}

/** Typo, proximity, attribute, exactness: the default order after `words`. */
function isCheaper(candidate: Int32Array, out: Int32Array, offset: number): boolean {
  for (let i = 1; i < candidate.length; i++) {
    if (candidate[i] !== out[offset + i]) return candidate[i]! < out[offset + i]!;
  }
  return false;
}
