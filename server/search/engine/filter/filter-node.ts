/**
 * The parsed form of a Meilisearch filter expression. It mirrors Meilisearch's
 * `FilterCondition`: `!=` stays its own operator, while `NOT IN`, `NOT EXISTS`,
 * `IS NOT NULL` and `IS NOT EMPTY` parse to `not` around the positive form,
 * and double negations cancel out (filter-parser `parse_not`).
 *
 * Values stay strings, as in Meilisearch's tokens: whether a value is a number
 * is decided when the filter is evaluated.
 */
export type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  | { type: 'comparison'; attribute: string; operator: ComparisonOperator; value: string }
  | { type: 'range'; attribute: string; from: string; to: string }
  | { type: 'in'; attribute: string; values: string[] }
  | { type: 'exists'; attribute: string }
  | { type: 'isNull'; attribute: string }
  | { type: 'isEmpty'; attribute: string }
  | GeoNode;

/**
 * `_geoRadius(lat, lng, radius)` and `_geoBoundingBox([lat, lng], [lat, lng])`
 * (top right, then bottom left). Coordinates stay as written; they are
 * checked when the filter is checked against the index (geo-conditions.ts).
 */
export type GeoNode =
  | { type: 'geoRadius'; attribute: '_geo'; lat: string; lng: string; radius: string }
  | {
      type: 'geoBoundingBox';
      attribute: '_geo';
      topRight: [lat: string, lng: string];
      bottomLeft: [lat: string, lng: string];
    };

export type ConditionNode = Exclude<FilterNode, { type: 'and' | 'or' | 'not' }>;

/** Where a condition's attribute was written, for Meilisearch's `col:col filter` error line. */
export interface SourceSpan {
  source: string;
  start: number;
  end: number;
}

// A side table keeps nodes plain data: two parses of equivalent text are deeply
// equal even though their attributes sit at different columns.
const spans = new WeakMap<FilterNode, SourceSpan>();

export function recordSpan<T extends FilterNode>(node: T, span: SourceSpan): T {
  spans.set(node, span);
  return node;
}

export function spanOf(node: FilterNode): SourceSpan | undefined {
  return spans.get(node);
}

/** `NOT NOT x` is `x`, as Meilisearch's parser folds it. */
export function negate(node: FilterNode): FilterNode {
  return node.type === 'not' ? node.child : { type: 'not', child: node };
}
