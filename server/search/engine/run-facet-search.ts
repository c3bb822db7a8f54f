import { performance } from 'node:perf_hooks';
import { DocSet } from './index/doc-set.ts';
import type { IndexStore } from './index/index-store.ts';
import { isFacetSearchable } from './filter/filterable-rules.ts';
import { SearchError } from './search-error.ts';
import { matchDocuments } from './match-documents.ts';
import { searchDistinct } from './rank/distinct.ts';
import { resolveFacetSearchParams } from './facets/facet-search-params.ts';
import type { FacetSearchParams } from './facets/facet-search-params.ts';
import { matchFacetValues } from './facets/match-facet-values.ts';
import { FacetHitCollector, type FacetHit } from './facets/collect-facet-hits.ts';
import type { FacetSearchResponse, FilterableAttribute } from './types.ts';

// Meilisearch runs the facet search's query as a search with its default page.
const SEARCH_LIMIT = 20;

/**
 * `POST /indexes/:uid/facet-search`: the string values of one filterable
 * attribute that the facet query matches, each with how many documents
 * matching `q` and `filter` hold it, at most `faceting.maxValuesPerFacet`,
 * ordered by the facet's `sortFacetValuesBy`. Numbers are not searched, as in
 * Meilisearch.
 */
export function runFacetSearch(store: IndexStore, body: unknown): FacetSearchResponse {
  const started = performance.now();
  const p = resolveFacetSearchParams(body);
  const settings = store.settings;
  if (!settings.facetSearch) {
    throw new SearchError('facet_search_disabled', 'The facet search is disabled for this index');
  }
  assertFacetSearchable(p.facetName, settings.filterableAttributes);
  const candidates = searchCandidates(store, p);
  const values = store.facets.stringValues(p.facetName);
  const facetHits: FacetHit[] = [];
  if (values) {
    const order = settings.faceting.sortFacetValuesBy;
    const collector = new FacetHitCollector(
      settings.faceting.maxValuesPerFacet,
      order[p.facetName] ?? order['*'] ?? 'alpha',
    );
    const typo = settings.typoTolerance;
    const typos = {
      enabled: typo.enabled,
      oneTypo: typo.minWordSizeForTypos.oneTypo,
      twoTypos: typo.minWordSizeForTypos.twoTypos,
      exactWords: typo.disableOnWords,
      exactAttribute: typo.disableOnAttributes.includes(p.facetName),
    };
    for (const key of matchFacetValues(values, p.facetQuery, typos)) {
      if (!collector.open) break;
      const [value, count] = values.countOf(key, candidates);
      if (count > 0) collector.add({ value, count });
    }
    facetHits.push(...collector.hits());
  }
  return {
    facetHits,
    facetQuery: p.facetQuery,
    processingTimeMs: Math.round(performance.now() - started),
  };
}

/** milli's `InvalidFacetSearchFacetName` (v1.14+ wording). */
function assertFacetSearchable(facetName: string, rules: readonly FilterableAttribute[]): void {
  if (isFacetSearchable(facetName, rules)) return;
  const searchable = rules.flatMap((rule) =>
    typeof rule === 'string' ? [rule] : rule.features.facetSearch ? rule.attributePatterns : [],
  );
  const patterns = [...new Set(searchable)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const hint = 'To make it facet-searchable add it to the `filterableAttributes` index settings.';
  const available =
    patterns.length === 0
      ? `This index does not have configured facet-searchable attributes. ${hint}`
      : `Available facet-searchable attributes patterns are: \`${patterns.join(', ')}\`. ${hint}`;
  throw new SearchError(
    'invalid_facet_search_facet_name',
    `Attribute \`${facetName}\` is not facet-searchable. ${available}`,
  );
}

/**
 * The documents the facet counts are taken over: those matching `q` and
 * `filter`, after the index's `distinctAttribute` the way a search with the
 * default page applies it (every candidate with `exhaustiveFacetCount`).
 */
function searchCandidates(store: IndexStore, p: FacetSearchParams): DocSet {
  const { matches, ids, candidates } = matchDocuments(store, p);
  const distinct = store.settings.distinctAttribute;
  if (distinct === null) return candidates;
  const maxTotalHits = store.settings.pagination.maxTotalHits;
  return searchDistinct(store, distinct, {
    ids,
    candidates,
    ranked: matches.isPlaceholder ? null : matches,
    sort: [],
    exhaustive: p.exhaustiveFacetCount,
    maxTotalHits,
    bounds: (total) =>
      p.exhaustiveFacetCount
        ? { offset: total, end: total }
        : { offset: 0, end: Math.min(SEARCH_LIMIT, maxTotalHits) },
  }).candidates;
}
