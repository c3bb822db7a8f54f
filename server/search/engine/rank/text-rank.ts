import { RANK_FEATURES } from './rank-document.ts';
import type { TextRank, TextRankingRule } from '../text/types.ts';

/** Meilisearch's default relevancy rules, without `sort` (the engine places it). */
export const DEFAULT_TEXT_RULES: readonly TextRankingRule[] = [
  'words',
  'typo',
  'proximity',
  'attribute',
  'exactness',
];

/** A placeholder search ranks every document equally. */
export const NEUTRAL_RANK: TextRank = {
  words: 0,
  typo: 0,
  proximity: 0,
  attributeRank: 0,
  wordPosition: 0,
  exactAttribute: 0,
  inexactWords: 0,
};

/**
 * The sort key of one rule, compared element by element, lower first. The
 * engine compares these rule by rule in its own ranking-rule order, putting
 * its `sort` comparison where "sort" sits. `attribute` is Meilisearch's pair
 * attributeRank then wordPosition; `exactness` is exact-attribute then exact
 * words. Meilisearch always applies `words` first, whatever the setting says.
 */
export function rankingKey(rank: TextRank, rule: TextRankingRule): readonly number[] {
  switch (rule) {
    case 'words':
      return [-rank.words];
    case 'typo':
      return [rank.typo];
    case 'proximity':
      return [rank.proximity];
    case 'attribute':
      return [rank.attributeRank, rank.wordPosition];
    case 'attributeRank':
      return [rank.attributeRank];
    case 'wordPosition':
      return [rank.wordPosition];
    case 'exactness':
      return [rank.exactAttribute, rank.inexactWords];
  }
}

/** Negative when `a` ranks before `b` under `rules` (default: Meilisearch's order). */
export function compareTextRank(
  a: TextRank,
  b: TextRank,
  rules: readonly TextRankingRule[] = DEFAULT_TEXT_RULES,
): number {
  for (const rule of rules) {
    const difference = compareByRule(a, b, rule);
    if (difference !== 0) return difference;
  }
  return 0;
}

// Same order as rankingKey, without allocating: the engine's sort calls this
// O(n log n) times.
function compareByRule(a: TextRank, b: TextRank, rule: TextRankingRule): number {
  switch (rule) {
    case 'words':
      return b.words - a.words;
    case 'typo':
      return a.typo - b.typo;
    case 'proximity':
      return a.proximity - b.proximity;
    case 'attribute':
      return a.attributeRank - b.attributeRank || a.wordPosition - b.wordPosition;
    case 'attributeRank':
      return a.attributeRank - b.attributeRank;
    case 'wordPosition':
      return a.wordPosition - b.wordPosition;
    case 'exactness':
      return a.exactAttribute - b.exactAttribute || a.inexactWords - b.inexactWords;
  }
}

/** How many numbers `rankingKey` gives for `rule`. */
export function rankKeyWidth(rule: TextRankingRule): number {
  return rule === 'attribute' || rule === 'exactness' ? 2 : 1;
}

/**
 * `rankingKey(rule)` of `count` feature rows (rank-document.ts's order:
 * words, typo, proximity, attributeRank, wordPosition, exactAttribute,
 * inexactWords), row i's key written to `out` from `i * stride + column`,
 * leaving out the key parts equal in every row (they never decide). Returns
 * how many parts were written.
 */
export function writeRankKeys(
  features: Int32Array,
  count: number,
  rule: TextRankingRule,
  out: Int32Array,
  stride: number,
  column: number,
): number {
  let written = 0;
  for (const feature of KEY_FEATURES[rule]) {
    if (isConstantFeature(features, count, feature)) continue;
    const sign = rule === 'words' ? -1 : 1;
    for (let i = 0, from = feature, to = column + written; i < count; i++) {
      out[to] = sign * features[from]!;
      from += FEATURES;
      to += stride;
    }
    written++;
  }
  return written;
}

function isConstantFeature(features: Int32Array, count: number, feature: number): boolean {
  for (let from = feature + FEATURES; from < count * FEATURES; from += FEATURES) {
    if (features[from] !== features[feature]) return false;
  }
  return true;
}

const FEATURES = RANK_FEATURES;
// The feature offsets of each rule's key parts, in comparison order.
const KEY_FEATURES: Record<TextRankingRule, readonly number[]> = {
  words: [0],
  typo: [1],
  proximity: [2],
  attribute: [3, 4],
  attributeRank: [3],
  wordPosition: [4],
  exactness: [5, 6],
};
