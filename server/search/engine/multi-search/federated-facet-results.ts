import { DocSet } from '../index/doc-set.ts';
import type { IndexStore } from '../index/index-store.ts';
import { computeFacets, mergeFacets, type ComputedFacets } from '../facets/federated-facets.ts';
import { facetOrder } from '../facets/facet-results.ts';
import { SearchError, isSearchError } from '../search-error.ts';
import type { Federation } from './federation-params.ts';

export interface FederatedFacetsResult {
  facetDistribution?: ComputedFacets['distribution'];
  facetStats?: ComputedFacets['stats'];
  facetsByIndex?: Record<string, ComputedFacets>;
}

const ORDER_NAMES = { alpha: 'alphanumerically', count: 'by count' } as const;

/**
 * `federation.facetsByIndex`: each queried index's facets over the documents
 * its queries matched, listed by index, or merged into `facetDistribution` /
 * `facetStats` with `mergeFacets` (which requires each facet to be ordered
 * the same way in every index). Indexes named but not queried are checked
 * (they must exist and the facets be filterable) and left out, as in
 * Meilisearch.
 */
export function federatedFacets(
  federation: Federation,
  stores: ReadonlyMap<string, IndexStore>,
  candidates: ReadonlyMap<string, DocSet>,
  firstQuery: ReadonlyMap<string, number>,
  requireIndex: (uid: string) => IndexStore,
): FederatedFacetsResult {
  const orders = new Map<string, { uid: string; order: 'alpha' | 'count' }>();
  const merging = federation.mergeFacets !== null;
  const computed = new Map<string, ComputedFacets>();
  const visit = (uid: string, store: IndexStore, set: DocSet, note: string): void => {
    const facets = federation.facetsByIndex.get(uid) ?? null;
    try {
      if (merging && facets) checkOrder(orders, uid, store, facets);
      if (facets) computed.set(uid, computeFacets(store, facets, set));
    } catch (error) {
      if (!isSearchError(error)) throw error;
      throw new SearchError(
        error.code,
        `Inside \`.federation.facetsByIndex.${uid}\`: ${error.message}\n - Note: ${note}`,
      );
    }
  };
  for (const uid of [...stores.keys()].sort(byBytes)) {
    const note = `index \`${uid}\` used in \`.queries[${firstQuery.get(uid)}]\``;
    visit(uid, stores.get(uid)!, candidates.get(uid)!, note);
  }
  const used = new Set(computed.keys());
  for (const uid of [...federation.facetsByIndex.keys()].sort(byBytes)) {
    if (stores.has(uid)) continue;
    const note = `index \`${uid}\` is not used in queries`;
    let store: IndexStore;
    try {
      store = requireIndex(uid);
    } catch (error) {
      if (!isSearchError(error)) throw error;
      throw new SearchError(
        error.code,
        `Inside \`.federation.facetsByIndex.${uid}\`: ${error.message}\n - Note: ${note}`,
      );
    }
    visit(uid, store, DocSet.empty(), note);
  }
  for (const uid of computed.keys()) if (!used.has(uid)) computed.delete(uid);
  if (merging) {
    if (computed.size === 0) return {};
    const byFacet = new Map([...orders].map(([facet, { order }]) => [facet, order]));
    const merged = mergeFacets(computed, byFacet, federation.mergeFacets!.maxValuesPerFacet);
    return { facetDistribution: merged.distribution, facetStats: merged.stats };
  }
  if (computed.size === 0) return {};
  return { facetsByIndex: Object.fromEntries([...computed].sort(([a], [b]) => byBytes(a, b))) };
}

function checkOrder(
  orders: Map<string, { uid: string; order: 'alpha' | 'count' }>,
  uid: string,
  store: IndexStore,
  facets: readonly string[],
): void {
  for (const facet of facets) {
    const order = facetOrder(store, facet);
    const first = orders.get(facet);
    if (!first) {
      orders.set(facet, { uid, order });
      continue;
    }
    if (first.order === order) continue;
    throw new SearchError(
      'invalid_multi_search_facet_order',
      `Inconsistent order for values in facet \`${facet}\`: index \`${first.uid}\` orders ${ORDER_NAMES[first.order]}, but index \`${uid}\` orders ${ORDER_NAMES[order]}.\n - Hint: Remove \`federation.mergeFacets\` or change \`faceting.sortFacetValuesBy\` to be consistent in settings.`,
    );
  }
}

function byBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
