import { rankKeyWidth } from '../text/index.ts';
import type { TextMatches, TextRankingRule } from '../text/index.ts';
import type { IndexStore } from './index-store.ts';
import { parseCustomRule } from './settings.ts';

const TEXT_RULES = new Set<string>(['words', 'typo', 'proximity', 'attribute', 'exactness']);

export interface SortCriterion {
  attribute: string;
  desc: boolean;
}

export interface RankOrder {
  /** Compares positions in `ids`: ranking rules in order, then internal id. */
  compare: (a: number, b: number) => number;
  /** Number of key columns; 0 when only the internal id orders. */
  width: number;
}

type KeyColumn =
  | { kind: 'text'; rule: TextRankingRule; width: number }
  | { kind: 'sort'; ranks: Uint32Array; width: 1 };

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
  const width = columns.reduce((total, column) => total + column.width, 0);
  const keys = new Int32Array(ids.length * width);
  let at = 0;
  for (const column of columns) {
    if (column.kind === 'text') {
      ranked!.writeRankKeys(column.rule, keys, width, at);
    } else {
      const ranks = column.ranks;
      for (let i = 0; i < ids.length; i++) keys[i * width + at] = ranks[ids[i]!]!;
    }
    at += column.width;
  }
  const compare = (a: number, b: number): number => {
    const rowA = a * width;
    const rowB = b * width;
    for (let k = 0; k < width; k++) {
      const order = keys[rowA + k]! - keys[rowB + k]!;
      if (order !== 0) return order;
    }
    return ids[a]! - ids[b]!;
  };
  return { compare, width };
}
