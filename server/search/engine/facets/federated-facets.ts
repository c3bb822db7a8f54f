import { assertFacetable } from '../filter/filter-attributes.ts';
import { filterablePatterns } from '../filter/filterable-rules.ts';
import { facetResults, type FacetResults } from './facet-results.ts';
import { compareCodePoints } from '../filter/string-values.ts';
import type { DocSet } from '../index/doc-set.ts';
import type { IndexStore } from '../index/index-store.ts';
import { SearchError, isSearchError } from '../search-error.ts';

/** One index's facets in a federated search (`facetsByIndex.<uid>`). */
export type ComputedFacets = FacetResults;

/**
 * The distribution and stats of `facets` (`*` for every filterable
 * attribute) over `candidates`, as a single search computes them; a facet
 * that is not filterable fails with `invalid_multi_search_facets`.
 */
export function computeFacets(
  store: IndexStore,
  facets: readonly string[],
  candidates: DocSet,
): ComputedFacets {
  const filterable = store.settings.filterableAttributes;
  try {
    assertFacetable(facets, filterable);
  } catch (error) {
    if (!isSearchError(error)) throw error;
    throw new SearchError('invalid_multi_search_facets', error.message);
  }
  const names = facets.flatMap((facet) =>
    facet === '*' ? filterablePatterns(filterable) : [facet],
  );
  return facetResults(store, [...new Set(names)], candidates);
}

/**
 * `mergeFacets`: the indexes' distributions summed value by value and their
 * stats widened, each facet's values ordered as its indexes order them
 * (alphanumerically by value, or by count, highest first) and cut to
 * `maxValuesPerFacet` when given (Meilisearch's `FederatedFacets::merge`).
 */
export function mergeFacets(
  byIndex: ReadonlyMap<string, ComputedFacets>,
  orders: ReadonlyMap<string, 'alpha' | 'count'>,
  maxValuesPerFacet: number | null,
): ComputedFacets {
  const counts = new Map<string, Map<string, number>>();
  const stats: ComputedFacets['stats'] = {};
  for (const facets of byIndex.values()) {
    for (const [facet, values] of Object.entries(facets.distribution)) {
      const merged = counts.get(facet) ?? new Map<string, number>();
      counts.set(facet, merged);
      for (const [value, count] of Object.entries(values)) {
        merged.set(value, (merged.get(value) ?? 0) + count);
      }
    }
    for (const [facet, stat] of Object.entries(facets.stats)) {
      const current = stats[facet];
      stats[facet] = current
        ? { min: Math.min(current.min, stat.min), max: Math.max(current.max, stat.max) }
        : { ...stat };
    }
  }
  const distribution: ComputedFacets['distribution'] = {};
  for (const [facet, values] of counts) {
    const entries = [...values].sort((a, b) => compareCodePoints(a[0], b[0]));
    if (orders.get(facet) === 'count') entries.sort((a, b) => b[1] - a[1]);
    const kept = maxValuesPerFacet === null ? entries : entries.slice(0, maxValuesPerFacet);
    distribution[facet] = Object.fromEntries(kept);
  }
  return { distribution, stats };
}
