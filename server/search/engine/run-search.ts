import { performance } from 'node:perf_hooks';
import { DocSet } from './index/doc-set.ts';
import { assertFacetable, isFilterable } from './filter/filter-attributes.ts';
import { filterablePatterns } from './filter/filterable-rules.ts';
import { SearchError } from './search-error.ts';
import { findMatchesPosition, formatDocument } from './format/format-document.ts';
import type { TextMatches } from './rank/text-matches.ts';
import { matchDocuments } from './match-documents.ts';
import { projectDocument } from './index/documents.ts';
import type { IndexStore } from './index/index-store.ts';
import { resolveSearchParams, type ResolvedParams } from './query/search-params.ts';
import { parseCustomRule } from './index/settings.ts';
import { buildRankOrder, type SortCriterion } from './rank/rank-keys.ts';
import { rankRange } from './rank/top-k.ts';
import { scoreHit, type ScoreInput } from './rank/ranking-score.ts';
import { keepScoresAbove } from './rank/score-threshold.ts';
import { resolveDistinct, searchDistinct } from './rank/distinct.ts';
import { parseGeoSort } from './rank/geo-sort.ts';
import { addGeoDistances } from './format/geo-distance.ts';
import { facetResults } from './facets/facet-results.ts';
import type { SearchParams, SearchResponse } from './types.ts';

const DEFAULT_SEARCH_CUTOFF_MS = 1500;

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

  const facets = resolveFacets(store, p.facets);
  const sort = resolveSort(store, p.sort);
  const distinct = resolveDistinct(store, p.distinct);
  const matched = matchDocuments(store, p);
  const { matches } = matched;
  let { ids, candidates } = matched;
  let ranked = matches.isPlaceholder ? null : matches;
  const scores: ScoreInput = {
    rules: settings.rankingRules,
    sort,
    // Built only for a search that shows or filters by scores.
    scoring:
      p.showRankingScore || p.showRankingScoreDetails || p.rankingScoreThreshold !== null
        ? (ranked?.scoring?.() ?? null)
        : null,
    withDetails: p.showRankingScoreDetails,
  };
  if (p.rankingScoreThreshold !== null && ranked !== null) {
    const kept = keepScoresAbove(
      Uint32Array.from(ids),
      ranked,
      scores,
      p.rankingScoreThreshold,
      store.docs,
    );
    ids = kept;
    candidates = DocSet.fromIdSlice(kept);
    // Rank keys are written per match: they must line up with the kept ids.
    ranked = ranked.restrict(kept);
  }

  const maxTotalHits = settings.pagination.maxTotalHits;
  const bounds = (total: number) => {
    const offset = p.pageMode ? (p.page === 0 ? total : (p.page - 1) * p.hitsPerPage) : p.offset;
    const limit = p.pageMode ? p.hitsPerPage : p.limit;
    return { offset, end: Math.min(offset + limit, total, maxTotalHits) };
  };
  // `searchCutoffMs` (Meilisearch's default when null: 1500 ms): a search that
  // has used it up by now returns its page in the order found, unranked.
  const cutoff = settings.searchCutoffMs ?? DEFAULT_SEARCH_CUTOFF_MS;
  const outOfTime = performance.now() - started > cutoff;
  const order = outOfTime ? { ranked: null, sort: [] } : { ranked, sort };
  let total: number;
  let positions: number[];
  if (distinct === null) {
    total = Math.min(ids.length, maxTotalHits);
    const { offset, end } = bounds(total);
    positions = rankPage(store, ids, order.ranked, order.sort, offset, end);
  } else {
    const search = { ids, candidates, ...order, exhaustive: p.pageMode, maxTotalHits, bounds };
    ({ positions, total, candidates } = searchDistinct(store, distinct, search));
  }

  const hits = positions.map((index) =>
    buildHit(store, store.docs[ids[index]!]!, p, matches, () =>
      scoreHit(scores, matches.rank(ids[index]!) ?? null, store.docs[ids[index]!]!),
    ),
  );
  if (trace) {
    trace.candidates = candidates;
    trace.hitIds = positions.map((index) => ids[index]!);
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
    const { distribution, stats } = facetResults(store, facets, candidates);
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

function resolveFacets(store: IndexStore, facets: string[] | null): string[] | null {
  if (facets === null) return null;
  const filterable = store.settings.filterableAttributes;
  assertFacetable(facets, filterable);
  const names = facets.flatMap((facet) =>
    facet === '*' ? filterablePatterns(filterable) : [facet],
  );
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
  score: () => ReturnType<typeof scoreHit>,
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
  if (p.showRankingScore || p.showRankingScoreDetails) {
    const { score: rankingScore, details } = score();
    if (p.showRankingScore) hit._rankingScore = rankingScore;
    if (details) hit._rankingScoreDetails = details;
  }
  return hit;
}
