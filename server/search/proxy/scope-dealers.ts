import type { FilterNode } from '../engine/filter/filter-node.ts';
import { normalizeFacetString } from '../engine/filter/facet-value.ts';
import { parseTenantScope, type TenantSearchScope } from './scope-query.ts';

const DEALER_ATTRIBUTE = 'dealership_slug';

const dealersOfScope = new WeakMap<TenantSearchScope, readonly string[] | undefined>();

/**
 * The dealers whose cars a site's search scope can reach (`dealership_slug = "a"`,
 * `dealership_slug IN ["a", "b"]`, either ANDed with anything or ORed with each other), or
 * undefined when the scope does not bound them: such a site can see any dealer's cars. Slugs
 * are normalised as the engine compares them (`normalizeFacetString`). Remembered per scope
 * object (a site file's version).
 */
export function scopeDealers(search: TenantSearchScope): readonly string[] | undefined {
  if (dealersOfScope.has(search)) return dealersOfScope.get(search);
  // The scope filter alone: a car page reads it without the stock filter.
  const dealers = dealersOf(parseTenantScope({ scope_filter: search.scope_filter }));
  const sorted = dealers && [...new Set(dealers)].sort();
  dealersOfScope.set(search, sorted);
  return sorted;
}

function dealersOf(node: FilterNode): string[] | undefined {
  switch (node.type) {
    case 'comparison':
      return node.attribute === DEALER_ATTRIBUTE && node.operator === '='
        ? [normalizeFacetString(node.value)]
        : undefined;
    case 'in':
      return node.attribute === DEALER_ATTRIBUTE
        ? node.values.map(normalizeFacetString)
        : undefined;
    case 'and': {
      // Any one bounded operand bounds the whole: the smallest is the tightest.
      const bounded = node.children.map(dealersOf).filter((dealers) => dealers !== undefined);
      return bounded.sort((a, b) => a.length - b.length)[0];
    }
    case 'or': {
      const branches = node.children.map(dealersOf);
      return branches.every((dealers) => dealers !== undefined) ? branches.flat() : undefined;
    }
    default:
      return undefined;
  }
}
