import type { QueryNode } from '../query/derive-terms.ts';
import { PHRASE_FLAG } from './match-table.ts';
import type { MatchTable } from './match-table.ts';
import { COUNTED_FIELDS } from '../text/field-word-counts.ts';
import type { FieldWordCounts } from '../text/field-word-counts.ts';

// Meilisearch's proximity: pairs further apart than 7 cost the maximum.
// PHRASE is read once: imported bindings can cost a getter call per access.
const PHRASE = PHRASE_FLAG;
const COUNTED = COUNTED_FIELDS;
const MAX_PAIR_COST = 7;

/**
 * Meilisearch's proximity rule over the chosen nodes (cells of one document
 * row): a pair costs d−1 when the right word follows the left one d ≤ 7
 * positions later in the same field, d when it comes d positions before (not
 * for phrases or synonyms), and 7 otherwise; words split by a hard separator
 * in the query are not paired. An n-gram adds n−1. By attribute (Meilisearch's
 * `proximityPrecision: byAttribute`) a pair costs 0 when both words share a
 * field and 7 otherwise, whatever their distance.
 */
export function measureProximity(
  table: MatchTable,
  nodes: readonly QueryNode[],
  row: number,
  chosen: readonly number[],
  byAttribute = false,
): number {
  let total = 0;
  for (let i = 0; i < chosen.length; i++) {
    const node = nodes[chosen[i]!]!;
    total += node.size - 1;
    if (i === 0) continue;
    const left = nodes[chosen[i - 1]!]!;
    if (left.lastPosition + 1 !== node.firstPosition) continue;
    const base = row * table.nodeCount;
    const leftHead = table.heads[base + chosen[i - 1]!]!;
    const rightHead = table.heads[base + chosen[i]!]!;
    total += byAttribute
      ? measureFieldPair(table, leftHead, rightHead)
      : measurePair(table, leftHead, rightHead);
  }
  return total;
}

/** 0 when an occurrence of each node shares a field, else the maximum. */
function measureFieldPair(table: MatchTable, leftHead: number, rightHead: number): number {
  const pool = table.pool;
  for (let i = leftHead - 1; i >= 0; i = pool[i + 2]! - 1) {
    const leftField = pool[i]! >>> 16;
    for (let j = rightHead - 1; j >= 0; j = pool[j + 2]! - 1) {
      if (pool[j]! >>> 16 === leftField) return 0;
    }
  }
  return MAX_PAIR_COST;
}

/** O(occurrences of the left node × occurrences of the right node) in this document. */
function measurePair(table: MatchTable, leftHead: number, rightHead: number): number {
  const pool = table.pool;
  let best = MAX_PAIR_COST;
  for (let i = leftHead - 1; i >= 0 && best > 0; i = pool[i + 2]! - 1) {
    const leftField = pool[i]! >>> 16;
    const leftLast = (pool[i]! & 0xffff) + (pool[i + 1]! >>> 2);
    const leftPhrase = (pool[i + 1]! & PHRASE) !== 0;
    for (let j = rightHead - 1; j >= 0; j = pool[j + 2]! - 1) {
      if (pool[j]! >>> 16 !== leftField) continue;
      const rightFirst = pool[j]! & 0xffff;
      if (rightFirst > leftLast) {
        best = Math.min(best, rightFirst - leftLast - 1);
      } else if (rightFirst < leftLast && !leftPhrase && (pool[j + 1]! & PHRASE) === 0) {
        best = Math.min(best, leftLast - rightFirst);
      }
    }
  }
  return best;
}

/**
 * Meilisearch's exact-attribute rule (first half of `exactness`): 0 when a
 * field holds exactly the query (each word, unchanged, at its query position,
 * and nothing else), 1 when a field starts with it, 2 otherwise. Fields longer
 * than 30 words are never counted as equal; only the first 31 searchable
 * fields are considered.
 */
export function findExactAttribute(
  table: MatchTable,
  nodes: readonly QueryNode[],
  row: number,
  chosen: readonly number[],
  wordCounts: FieldWordCounts,
  slot: number,
): number {
  let fields = -1;
  let positions = 0;
  for (const node of chosen) {
    fields &= table.exactFields[row * table.nodeCount + node]!;
    // The query positions it covers: a quoted phrase has one node for all its words.
    positions += nodes[node]!.lastPosition - nodes[node]!.firstPosition + 1;
  }
  if (fields === 0) return 2;
  const counts = wordCounts.bytes;
  const base = slot * COUNTED;
  for (let rest = fields; rest !== 0; rest &= rest - 1) {
    const field = 31 - Math.clz32(rest & -rest);
    if (counts[base + field] === positions) return 0;
  }
  return 1;
}
