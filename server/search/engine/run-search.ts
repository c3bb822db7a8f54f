import { performance } from 'node:perf_hooks';
import { DocSet } from './index/doc-set.ts';
import { assertFacetable, assertFilterable, isFilterable } from './filter/filter-attributes.ts';
import { parseFilter, type FilterInput } from './filter/parse-filter.ts';
import { SearchError } from './search-error.ts';
import { findMatchesPosition, formatDocument } from './format/format-document.ts';
import type { TextMatches } from './rank/text-matches.ts';
import { searchText } from './rank/search-text.ts';
import { projectDocument } from './index/documents.ts';
import type { IndexStore } from './index/index-store.ts';
import { resolveSearchParams, type ResolvedParams } from './query/search-params.ts';
import { parseCustomRule } from './index/settings.ts';
import { buildRankOrder, type SortCriterion } from './rank/rank-keys.ts';
import { rankRange } from './rank/top-k.ts';
import { parseGeoSort } from './rank/geo-sort.ts';
import { addGeoDistances } from './format/geo-distance.ts';
import type { SearchParams, SearchResponse } from './types.ts';

/**
 * One search: filter to a DocSet, text search restricted to it, facets over
 * the matching set, then order only as many hits as the page needs (ranking
 * rules in settings order, `sort` where the `sort` rule sits, ties by
 * internal id).
 */
export function runSearch(
  store: IndexStore,
  params: SearchParams,
  trace?: SearchTrace,
): SearchResponse {
  const started = performance.now();
  const p = resolveSearchParams(params);
  const settings = store.settings;

  const filtered = evaluateFilter(store, p.filter);
  const facets = resolveFacets(store, p.facets);
  const sort = resolveSort(store, p.sort);

  const matches = searchText(store.text.state, p.q, {
    matchingStrategy: p.matchingStrategy,
    candidates: filtered ?? undefined,
  });
  let ids: ArrayLike<number>;
  let candidates: DocSet;
  if (matches.isPlaceholder) {
    candidates = filtered ?? store.live;
    ids = candidates.ids();
  } else {
    const matched = Uint32Array.from(matches.docIds());
    ids = matched;
    candidates = DocSet.fromIdSlice(matched);
  }
  const ranked = matches.isPlaceholder ? null : matches;

  const maxTotalHits = settings.pagination.maxTotalHits;
  const total = Math.min(ids.length, maxTotalHits);
  const offset = p.pageMode ? (p.page === 0 ? total : (p.page - 1) * p.hitsPerPage) : p.offset;
  const limit = p.pageMode ? p.hitsPerPage : p.limit;
  const end = Math.min(offset + limit, total);

  const page = rankPage(store, ids, ranked, sort, offset, end);
  const hits = page.map((index) => buildHit(store, store.docs[ids[index]!]!, p, matches));
  if (trace) {
    trace.candidates = candidates;
    trace.hitIds = page.map((index) => ids[index]!);
  }

  if (sort.some((criterion) => criterion.geoPoint)) addGeoDistances(hits, p.sort!);
  const response: SearchResponse = { hits, query: p.q, processingTimeMs: 0 };
  if (p.pageMode) {
    response.hitsPerPage = p.hitsPerPage;
    response.page = p.page;
    response.totalPages = p.hitsPerPage === 0 ? 0 : Math.ceil(total / p.hitsPerPage);
    response.totalHits = total;
  } else {
    response.limit = p.limit;
    response.offset = p.offset;
    response.estimatedTotalHits = total;
  }
  if (facets) {
    const distribution: Record<string, Record<string, number>> = {};
    const stats: Record<string, { min: number; max: number }> = {};
    const orders = settings.faceting.sortFacetValuesBy;
    for (const facet of facets) {
      distribution[facet] = store.facets.facetDistribution(
        facet,
        candidates,
        settings.faceting.maxValuesPerFacet,
        orders[facet] ?? orders['*'] ?? 'alpha',
      );
      const stat = store.facets.facetStats(facet, candidates);
      if (stat) stats[facet] = stat;
    }
    response.facetDistribution = distribution;
    if (Object.keys(stats).length > 0) response.facetStats = stats;
  }
  response.processingTimeMs = Math.round(performance.now() - started);
  return response;
}

/** What a caller combining searches (federated search) reads besides the response. */
export interface SearchTrace {
  /** Every document the search matched (before paging). */
  candidates?: DocSet;
  /** The internal id of each hit, in order. */
  hitIds?: number[];
}

/** Positions in `ids` of the hits `offset..end-1`; a page past the results ranks nothing. */
function rankPage(
  store: IndexStore,
  ids: ArrayLike<number>,
  ranked: TextMatches | null,
  sort: SortCriterion[],
  offset: number,
  end: number,
): number[] {
  if (end <= offset) return [];
  const { compare, width } = buildRankOrder(store, ids, ranked, sort);
  // Placeholder ids are ascending, which is the tie-break order: no ordering needed.
  if (width === 0 && ranked === null) {
    return Array.from({ length: end - offset }, (_, i) => offset + i);
  }
  return rankRange(ids.length, offset, end, compare);
}

function evaluateFilter(store: IndexStore, filter: unknown): DocSet | null {
  const node = parseFilter(filter as FilterInput);
  if (!node) return null;
  assertFilterable(node, store.settings.filterableAttributes, { indexUid: store.uid });
  return store.facets.evaluate(node, store.live);
}

function resolveFacets(store: IndexStore, facets: string[] | null): string[] | null {
  if (facets === null) return null;
  const filterable = store.settings.filterableAttributes;
  assertFacetable(facets, filterable);
  const names = facets.flatMap((facet) => (facet === '*' ? filterable : [facet]));
  return [...new Set(names)];
}

function resolveSort(store: IndexStore, sort: string[] | null): SortCriterion[] {
  if (sort === null || sort.length === 0) return [];
  const settings = store.settings;
  const criteria = sort.map((entry) => {
    const parsed = parseGeoSort(entry) ?? parseCustomRule(entry);
    if (!parsed) {
      throw new SearchError(
        'invalid_search_sort',
        `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${entry}\`.`,
      );
    }
    if (!isFilterable(parsed.attribute, settings.sortableAttributes)) {
      const names = [...settings.sortableAttributes].sort();
      const available =
        names.length === 0
          ? 'This index does not have configured sortable attributes.'
          : `Available sortable attributes are: \`${names.join(', ')}\`.`;
      throw new SearchError(
        'invalid_search_sort',
        `Attribute \`${parsed.attribute}\` is not sortable. ${available}`,
      );
    }
    return parsed;
  });
  if (!settings.rankingRules.includes('sort')) {
    throw new SearchError(
      'invalid_search_sort',
      'You must specify where `sort` is listed in the rankingRules setting to use the sort parameter at search time.',
    );
  }
  return criteria;
}

function buildHit(
  store: IndexStore,
  doc: Record<string, unknown>,
  p: ResolvedParams,
  matches: TextMatches,
): Record<string, unknown> {
  const displayed = store.settings.displayedAttributes;
  const hit = projectDocument(doc, displayed, p.attributesToRetrieve);
  if (p.attributesToHighlight.length > 0 || p.attributesToCrop.length > 0) {
    const visible = projectDocument(doc, displayed, null);
    const formatted = formatDocument(visible, matches, {
      attributesToHighlight: p.attributesToHighlight,
      highlightPreTag: p.highlightPreTag,
      highlightPostTag: p.highlightPostTag,
      attributesToCrop: p.attributesToCrop,
      cropLength: p.cropLength,
      cropMarker: p.cropMarker,
      attributesToRetrieve: p.attributesToRetrieve ?? ['*'],
    });
    if (formatted) hit._formatted = formatted;
  }
  if (p.showMatchesPosition) {
    hit._matchesPosition = findMatchesPosition(projectDocument(doc, displayed, null), matches);
  }
  return hit;
}
