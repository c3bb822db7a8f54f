import { rankKeyWidth } from './text-rank.ts';
import type { TextMatches } from './text-matches.ts';
import type { TextRankingRule } from '../text/types.ts';
import type { IndexStore } from '../index/index-store.ts';
import { parseCustomRule } from '../index/settings.ts';
import { writeGeoKeys, type GeoSortCriterion } from './geo-sort.ts';

const TEXT_RULES = new Set<string>(['words', 'typo', 'proximity', 'attribute', 'exactness']);

/** An attribute of `sort` or a custom rule, or a `_geoPoint(lat, lng)` of `sort`. */
export type SortCriterion =
  { attribute: string; desc: boolean; geoPoint?: never } | GeoSortCriterion;

export interface RankOrder {
  /** Compares positions in `ids`: ranking rules in order, then internal id. Valid until the next call. */
  compare: (a: number, b: number) => number;
  /** Number of key columns; 0 when only the internal id orders. */
  width: number;
}

type KeyColumn =
  | { kind: 'text'; rule: TextRankingRule; width: number }
  | { kind: 'sort'; ranks: Uint32Array; width: 1 }
  | { kind: 'geo'; criterion: GeoSortCriterion; width: 1 };

/**
 * The ranking rules (settings order, `sort` where it sits, custom
 * `attr:asc|desc` rules) as one row of integers per hit, lower first, so the
 * top-k comparator walks a typed array instead of calling a function per
 * rule. Text rules are skipped for a placeholder search (`ranked` null).
 */
export function buildRankOrder(
  store: IndexStore,
  ids: ArrayLike<number>,
  ranked: TextMatches | null,
  sort: readonly SortCriterion[],
): RankOrder {
  const columns: KeyColumn[] = [];
  const sortColumn = (criterion: SortCriterion): void => {
    if (criterion.geoPoint) {
      columns.push({ kind: 'geo', criterion, width: 1 });
      return;
    }
    const column = store.sortColumns.get(criterion.attribute);
    if (column) columns.push({ kind: 'sort', ranks: column.ranks(criterion.desc), width: 1 });
  };
  for (const rule of store.settings.rankingRules) {
    if (TEXT_RULES.has(rule)) {
      const textRule = rule as TextRankingRule;
      if (ranked !== null)
        columns.push({ kind: 'text', rule: textRule, width: rankKeyWidth(textRule) });
    } else if (rule === 'sort') {
      sort.forEach(sortColumn);
    } else {
      const custom = parseCustomRule(rule);
      if (custom) sortColumn(custom);
    }
  }
  const stride = columns.reduce((total, column) => total + column.width, 0);
  const keys = takeKeyRows(ids.length * stride);
  // Key parts equal for every hit never decide: they are left out.
  let width = 0;
  for (const column of columns) {
    if (column.kind === 'text') {
      width += ranked!.writeRankKeys(column.rule, keys, stride, width);
    } else if (column.kind === 'geo') {
      writeGeoKeys(store.geo, column.criterion, ids, keys, stride, width);
      width++;
    } else if (!isConstantRank(column.ranks, ids)) {
      const ranks = column.ranks;
      for (let i = 0; i < ids.length; i++) keys[i * stride + width] = ranks[ids[i]!]!;
      width++;
    }
  }
  const compare = (a: number, b: number): number => {
    const rowA = a * stride;
    const rowB = b * stride;
    for (let k = 0; k < width; k++) {
      const order = keys[rowA + k]! - keys[rowB + k]!;
      if (order !== 0) return order;
    }
    return ids[a]! - ids[b]!;
  };
  return { compare, width };
}

// One search runs at a time and uses its comparator before the next begins, so
// the key rows are kept between searches instead of allocating (and zeroing)
// up to megabytes per query.
let keyRows = new Int32Array(0);

function takeKeyRows(length: number): Int32Array {
  if (keyRows.length < length) keyRows = new Int32Array(Math.ceil(length * 1.25));
  return keyRows;
}

function isConstantRank(ranks: Uint32Array, ids: ArrayLike<number>): boolean {
  for (let i = 1; i < ids.length; i++) if (ranks[ids[i]!] !== ranks[ids[0]!]) return false;
  return true;
}
