import { SearchError } from '../search-error.ts';
import { createFilterError } from './filter-error.ts';
import { spanOf, type ConditionNode, type FilterNode, type GeoNode } from './filter-node.ts';
import {
  availableFilterablePatterns,
  isFilterableBy,
  listedFilterablePatterns,
} from './filterable-rules.ts';
import { assertOperatorsAllowed } from './filter-operators.ts';
import { assertGeoCoordinates } from './geo-conditions.ts';
import type { FilterableAttribute } from '../types.ts';

/** Every attribute a filter reads, in order of first appearance. */
export function filterAttributes(node: FilterNode): string[] {
  return [...new Set(conditionsOf(node).map((condition) => condition.attribute))];
}

export interface FilterableCheckOptions {
  /** Recent Meilisearch versions prefix the message with "Index `<uid>`: ". */
  indexUid?: string;
}

/**
 * Throws Meilisearch's `invalid_search_filter` error for the first attribute
 * that is not filterable, worded as milli's `AttributeNotFilterable` (v1.14+):
 * "Attribute `x` is not filterable. Available filterable attribute patterns
 * are: `a`, `b`." followed by the attribute's position in the filter.
 */
export function assertFilterable(
  node: FilterNode,
  filterable: readonly FilterableAttribute[],
  options: FilterableCheckOptions = {},
): void {
  const prefix = options.indexUid === undefined ? '' : `Index \`${options.indexUid}\`: `;
  // milli checks the attributes first, then `_geo` and the coordinates of
  // each geo filter while evaluating, in the filter's order.
  const conditions = conditionsOf(node);
  const geo = conditions.filter((condition) => isGeoNode(condition));
  for (const condition of [...conditions.filter((c) => !isGeoNode(c)), ...geo]) {
    if (isFilterableBy(condition.attribute, filterable)) continue;
    const patterns = listedFilterablePatterns(filterable);
    const available =
      patterns.length === 0
        ? 'This index does not have configured filterable attributes.'
        : `Available filterable attribute patterns are: ${patterns.map((p) => `\`${p}\``).join(', ')}.`;
    throw createFilterError(
      `${prefix}Attribute \`${condition.attribute}\` is not filterable. ${available}`,
      spanOf(condition),
    );
  }
  // As milli, operators are checked once every attribute is known filterable.
  assertOperatorsAllowed(
    conditions.filter((condition) => !isGeoNode(condition)),
    filterable,
    prefix,
  );
  for (const condition of geo) assertGeoCoordinates(condition as GeoNode, options.indexUid);
}

function isGeoNode(node: ConditionNode): boolean {
  return node.type === 'geoRadius' || node.type === 'geoBoundingBox';
}

/**
 * Throws Meilisearch's `invalid_search_facets` error for the first requested
 * facet that is not filterable (`*` asks for all of them and always passes).
 */
export function assertFacetable(
  facets: readonly string[],
  filterable: readonly FilterableAttribute[],
): void {
  const invalid = facets.find((facet) => facet !== '*' && !isFilterableBy(facet, filterable));
  if (invalid === undefined) return;
  const available = availableFilterablePatterns(filterable);
  throw new SearchError(
    'invalid_search_facets',
    `Invalid facet distribution: Attribute \`${invalid}\` is not filterable. ${available}`,
  );
}

/**
 * Meilisearch's legacy matching for a plain filterable attribute name: the
 * name itself or anything nested under it (`dog` makes `dog.age` filterable).
 */
export function isFilterable(attribute: string, filterable: readonly string[]): boolean {
  return filterable.some((name) => attribute === name || attribute.startsWith(`${name}.`));
}

function conditionsOf(node: FilterNode): ConditionNode[] {
  switch (node.type) {
    case 'and':
    case 'or':
      return node.children.flatMap(conditionsOf);
    case 'not':
      return conditionsOf(node.child);
    default:
      return [node];
  }
}
