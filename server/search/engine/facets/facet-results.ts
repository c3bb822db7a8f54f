import type { DocSet } from '../index/doc-set.ts';
import type { IndexStore } from '../index/index-store.ts';

/** A search's `facetDistribution` and `facetStats`. */
export interface FacetResults {
  distribution: Record<string, Record<string, number>>;
  stats: Record<string, { min: number; max: number }>;
}

/**
 * The distribution (at most `faceting.maxValuesPerFacet` values per facet, in
 * its `sortFacetValuesBy` order) and the numeric stats of each facet over
 * `candidates`.
 */
export function facetResults(
  store: IndexStore,
  facets: readonly string[],
  candidates: DocSet,
): FacetResults {
  const { maxValuesPerFacet } = store.settings.faceting;
  const results: FacetResults = { distribution: {}, stats: {} };
  for (const facet of facets) {
    results.distribution[facet] = store.facets.facetDistribution(
      facet,
      candidates,
      maxValuesPerFacet,
      facetOrder(store, facet),
    );
    const stat = store.facets.facetStats(facet, candidates);
    if (stat) results.stats[facet] = stat;
  }
  return results;
}

export function facetOrder(store: IndexStore, facet: string): 'alpha' | 'count' {
  const orders = store.settings.faceting.sortFacetValuesBy;
  return orders[facet] ?? orders['*'] ?? 'alpha';
}
