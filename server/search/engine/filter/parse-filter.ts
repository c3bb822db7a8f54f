import { SearchError } from '../search-error.ts';
import type { FilterNode } from './filter-node.ts';
import { parseFilterExpression } from './parse-filter-expression.ts';

export type FilterInput = string | ReadonlyArray<string | readonly string[]> | null | undefined;

/**
 * Parses a `filter` search parameter: a string expression, or Meilisearch's
 * array form where the outer array is AND-ed and an inner array is OR-ed
 * (`["a = 1", ["b = 2", "b = 3"]]`). Returns null when there is nothing to
 * filter on (absent, blank strings, empty arrays), as Meilisearch does.
 */
export function parseFilter(input: FilterInput): FilterNode | null {
  const value: unknown = input;
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return parseFilterExpression(value);
  if (!Array.isArray(value)) throw invalidFilterType(['String', 'Array'], value);
  const ands: FilterNode[] = [];
  for (const element of value as unknown[]) {
    if (typeof element === 'string') {
      const node = parseFilterExpression(element);
      if (node) ands.push(node);
    } else if (Array.isArray(element)) {
      const ors = parseAlternatives(element as unknown[]);
      if (ors) ands.push(ors);
    } else {
      throw invalidFilterType(['String', '[String]'], element);
    }
  }
  return combine('and', ands);
}

function parseAlternatives(elements: unknown[]): FilterNode | null {
  const ors: FilterNode[] = [];
  for (const element of elements) {
    // Meilisearch allows two levels only: a third is a type error.
    if (typeof element !== 'string') throw invalidFilterType(['String'], element);
    const node = parseFilterExpression(element);
    if (node) ors.push(node);
  }
  return combine('or', ors);
}

function combine(type: 'and' | 'or', children: FilterNode[]): FilterNode | null {
  if (children.length === 0) return null;
  if (children.length === 1) return children[0]!;
  return { type, children };
}

// milli's `InvalidFilterExpression`: the found value is printed as compact JSON.
function invalidFilterType(expected: string[], found: unknown): SearchError {
  return new SearchError(
    'invalid_search_filter',
    `Invalid syntax for the filter parameter: \`expected ${expected.join(', ')}, found: ${JSON.stringify(found)}\`.`,
  );
}
