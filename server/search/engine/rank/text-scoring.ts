import type { QueryNode } from '../query/derive-terms.ts';
import { countAllowedTypos, type QueryWord } from '../query/parse-query.ts';
import type { TypoToleranceSettings } from '../text/types.ts';
import { followsDirectly } from '../query/phrases-and-negations.ts';
import type { RankPlan } from './rank-document.ts';

/**
 * What the ranking score of a text match needs beyond its rank: the highest
 * cost each rule could give in the document's `words` bucket (Meilisearch's
 * `max_rank` is one above the costliest path of the rule's graph).
 * Built only when a search asks for scores.
 */
export interface TextScoring {
  /** Terms of the query (a phrase is one). */
  readonly termCount: number;
  /** `max_rank` of the words rule. */
  readonly maxWordsRank: number;
  /** The query terms of the bucket whose size is `words`. */
  bucketOf(words: number): readonly number[];
  maxTypos(bucket: readonly number[]): number;
  maxProximity(bucket: readonly number[]): number;
  /** Highest attribute weight: the costliest field for the attribute rule. */
  readonly maxFieldWeight: number;
}

// cost_from_distance's highest cost, per query word, for the position rule.
const MAX_POSITION_COST = 10;
// A pair of query words further apart than this costs the maximum.
const MAX_PAIR_COST = 7;

export function buildTextScoring(
  words: readonly QueryWord[],
  plan: RankPlan,
  fieldWeights: readonly number[],
  typo: TypoToleranceSettings,
): TextScoring {
  const typoCosts = plan.nodes.map((node) => maxTypoCost(words, node, typo));
  const buckets = plan.buckets;
  const finalSize = buckets[buckets.length - 1]?.length ?? words.length;
  // The words rule's graph counts a phrase's words beyond its first one.
  let phraseWords = 0;
  for (const word of words) phraseWords += word.phrase?.length ?? 0;
  return {
    termCount: words.length,
    maxWordsRank: 1 + Math.max(0, phraseWords - 1) + (words.length - finalSize),
    bucketOf: (size) => buckets.find((bucket) => bucket.length === size) ?? buckets[0] ?? [],
    maxTypos: (bucket) => findCostliestTypos(plan, typoCosts, bucket),
    maxProximity: (bucket) => {
      let pairs = 0;
      for (let i = 1; i < bucket.length; i++) {
        if (bucket[i] === bucket[i - 1]! + 1 && followsDirectly(words, bucket[i]!)) pairs++;
      }
      return pairs * MAX_PAIR_COST;
    },
    maxFieldWeight: fieldWeights.reduce((max, weight) => Math.max(max, weight), 0),
  };
}

/** The position rule's highest cost for a bucket of `words` query words. */
export function maxPositionCost(words: number): number {
  return words * MAX_POSITION_COST;
}

/**
 * The costliest typo total over the ways to cover the bucket with query
 * nodes (Meilisearch's typo graph: the longest path).
 */
function findCostliestTypos(
  plan: RankPlan,
  typoCosts: readonly number[],
  bucket: readonly number[],
): number {
  const best = new Array<number>(bucket.length + 1).fill(-1);
  best[bucket.length] = 0;
  for (let at = bucket.length - 1; at >= 0; at--) {
    for (const nodeIndex of plan.nodesByFirst[bucket[at]!] ?? []) {
      const node = plan.nodes[nodeIndex]!;
      const end = at + node.size;
      if (end > bucket.length || bucket[end - 1] !== node.last || best[end]! < 0) continue;
      best[at] = Math.max(best[at]!, typoCosts[nodeIndex]! + best[end]!);
    }
  }
  return Math.max(0, best[0]!);
}

/**
 * Meilisearch's `max_typo_cost` of a node, plus an n-gram's base cost (its
 * size): the typos its word allows, at least 1 for any word but a phrase (a
 * word split in two counts as one typo); none for a phrase.
 */
function maxTypoCost(words: readonly QueryWord[], node: QueryNode, typo: TypoToleranceSettings) {
  if (words[node.first]!.phrase !== undefined) return 0;
  const joined = words
    .slice(node.first, node.last + 1)
    .map((word) => word.word)
    .join('');
  const allowed = Math.max(0, countAllowedTypos(joined, typo) - (node.size - 1));
  return Math.max(1, allowed) + (node.size > 1 ? node.size : 0);
}
