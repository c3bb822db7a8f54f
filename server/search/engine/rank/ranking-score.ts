import { GEO_FIELD, geoCoordinate, haversineDistance } from '../index/geo-point.ts';
import { parseCustomRule } from '../index/settings.ts';
import type { TextRank } from '../text/types.ts';
import type { SortCriterion } from './rank-keys.ts';
import { maxPositionCost, type TextScoring } from './text-scoring.ts';

/** Meilisearch's `Rank`: `maxRank` is the best rank, 1 the last one a match can get. */
interface Rank {
  rank: number;
  maxRank: number;
}

export interface HitScore {
  /** `_rankingScore`: 0 to 1. */
  score: number;
  /** `_rankingScoreDetails`, one entry per ranking rule (only when asked for). */
  details: Record<string, unknown> | null;
}

export interface ScoreInput {
  /** The index's ranking rules, in settings order. */
  readonly rules: readonly string[];
  /** The `sort` parameter, applied where the `sort` rule sits. */
  readonly sort: readonly SortCriterion[];
  /** Null for a placeholder search: text rules do not apply (Meilisearch skips them). */
  readonly scoring: TextScoring | null;
  readonly withDetails: boolean;
}

const TEXT_RULES = new Set(['words', 'typo', 'proximity', 'attribute', 'exactness']);
const MATCH_TYPES = ['exactMatch', 'matchesStart', 'noExactMatch'] as const;

/**
 * Meilisearch's ranking score of one hit: every ranking rule gives a rank out
 * of its `maxRank` (one above its costliest outcome, so a local score
 * rank/maxRank), and the ranks combine as nested buckets — `Rank::merge`:
 * each rule divides the score range its predecessors left — so an earlier
 * rule always weighs more than all later ones. Sort rules have no rank: they
 * only show their value in the details.
 */
export function scoreHit(
  input: ScoreInput,
  rank: TextRank | null,
  doc: Record<string, unknown>,
): HitScore {
  const ranks: Rank[] = [];
  const details: Record<string, unknown> | null = input.withDetails ? {} : null;
  let order = 0;
  const add = (key: string, entry: Record<string, unknown>) => {
    if (details) details[key] = { order, ...entry };
    order++;
  };
  const scoring = rank === null ? null : input.scoring;
  const bucket = scoring && rank ? scoring.bucketOf(rank.words) : [];
  const rules = scoring ? placeWordsRule(input.rules) : input.rules;
  for (const rule of rules) {
    if (TEXT_RULES.has(rule) || rule === 'attributeRank' || rule === 'wordPosition') {
      if (scoring === null || rank === null) continue;
      const words = bucket.length;
      if (rule === 'words') {
        const max = scoring.maxWordsRank;
        const r = { rank: max - (scoring.termCount - rank.words), maxRank: max };
        ranks.push(r);
        add('words', { matchingWords: r.rank, maxMatchingWords: max, score: local(r) });
      } else if (rule === 'typo') {
        const max = Math.max(scoring.maxTypos(bucket), rank.typo);
        const r = costRank(rank.typo, max);
        ranks.push(r);
        add('typo', { typoCount: rank.typo, maxTypoCount: max, score: local(r) });
      } else if (rule === 'proximity') {
        const r = costRank(rank.proximity, Math.max(scoring.maxProximity(bucket), rank.proximity));
        ranks.push(r);
        add('proximity', { score: local(r) });
      } else if (rule === 'exactness') {
        const attribute = { rank: 3 - rank.exactAttribute, maxRank: 3 };
        const exact = Math.max(0, rank.words - rank.inexactWords);
        const exactWords = { rank: exact + 1, maxRank: rank.words + 1 };
        ranks.push(attribute, exactWords);
        const matchType = MATCH_TYPES[rank.exactAttribute] ?? 'noExactMatch';
        add(
          'exactness',
          matchType === 'noExactMatch'
            ? {
                matchType,
                matchingWords: exact,
                maxMatchingWords: rank.words,
                score: merge([attribute, exactWords]),
              }
            : { matchType, score: local(attribute) },
        );
      } else {
        const fid = costRank(
          rank.attributeRank,
          Math.max(scoring.maxFieldWeight * words, rank.attributeRank),
        );
        const position = costRank(
          rank.wordPosition,
          Math.max(maxPositionCost(words), rank.wordPosition),
        );
        if (rule === 'attribute') {
          ranks.push(fid, position);
          add('attribute', {
            attributeRankingOrderScore: local(fid),
            queryWordDistanceScore: local(position),
            score: merge([fid, position]),
          });
        } else if (rule === 'attributeRank') {
          ranks.push(fid);
          add('attributeRank', { score: local(fid) });
        } else {
          ranks.push(position);
          add('attributePosition', { score: local(position) });
        }
      }
    } else if (rule === 'sort') {
      for (const criterion of input.sort) addSort(add, criterion, details && doc);
    } else {
      const custom = parseCustomRule(rule);
      if (custom) addSort(add, custom, details && doc);
    }
  }
  return { score: merge(ranks), details };
}

/**
 * Meilisearch puts `words` before the first other text rule (typo,
 * proximity, attribute, exactness) when the settings list it later or not
 * at all; sort and custom rules before that stay first.
 */
function placeWordsRule(rules: readonly string[]): string[] {
  const placed: string[] = [];
  let hasWords = false;
  for (const rule of rules) {
    const isText = TEXT_RULES.has(rule) || rule === 'attributeRank' || rule === 'wordPosition';
    if (isText && !hasWords) {
      placed.push('words');
      hasWords = true;
    }
    if (rule !== 'words') placed.push(rule);
  }
  if (!hasWords) placed.push('words');
  return placed;
}

function addSort(
  add: (key: string, entry: Record<string, unknown>) => void,
  criterion: SortCriterion,
  doc: Record<string, unknown> | null,
): void {
  const direction = criterion.desc ? 'desc' : 'asc';
  if (criterion.geoPoint) {
    // Meilisearch's geo sort entry: the target in the key, the document's point and distance.
    const [lat, lng] = criterion.geoPoint;
    const geo = doc === null ? null : readPath(doc, GEO_FIELD);
    const point =
      geo !== null && typeof geo === 'object'
        ? [
            geoCoordinate((geo as Record<string, unknown>).lat),
            geoCoordinate((geo as Record<string, unknown>).lng),
          ]
        : [];
    const [pointLat, pointLng] = point;
    const located = pointLat !== undefined && pointLng !== undefined;
    const entry = {
      value: located ? { lat: pointLat, lng: pointLng } : null,
      distance: located ? haversineDistance(lat, lng, pointLat, pointLng) : null,
    };
    add(`_geoPoint(${lat}, ${lng}):${direction}`, entry);
    return;
  }
  // Without details only the rule's place counts.
  const value = doc === null ? null : readPath(doc, criterion.attribute);
  add(`${criterion.attribute}:${direction}`, { value: value ?? null });
}

function readPath(doc: Record<string, unknown>, path: string): unknown {
  if (path in doc) return doc[path];
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A rule measured as a cost (lower is better) up to `max`: rank max+1−cost out of max+1. */
function costRank(cost: number, max: number): Rank {
  return { rank: max + 1 - cost, maxRank: max + 1 };
}

function local(rank: Rank): number {
  return rank.rank / rank.maxRank;
}

/** Meilisearch's `Rank::global_score`: ranks merged as nested buckets, from 1/1. */
function merge(ranks: readonly Rank[]): number {
  let rank = 1;
  let maxRank = 1;
  for (const inner of ranks) {
    rank = Math.max(0, rank - 1) * inner.maxRank + inner.rank;
    maxRank *= inner.maxRank;
  }
  return rank / maxRank;
}
