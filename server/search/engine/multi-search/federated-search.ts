import { performance } from 'node:perf_hooks';
import { errors, insideQuery } from '../errors.ts';
import type { DocSet } from '../index/doc-set.ts';
import type { IndexStore } from '../index/index-store.ts';
import { hitScores } from '../rank/hit-score.ts';
import { runSearch, type SearchTrace } from '../run-search.ts';
import { SearchError, isSearchError } from '../search-error.ts';
import type { FederatedSearchResponse, SearchParams } from '../types.ts';
import { readFederation, readFederationOptions, type Federation } from './federation-params.ts';
import { federatedFacets } from './federated-facet-results.ts';

interface FederatedQuery {
  indexUid: string;
  params: SearchParams;
  weight: number;
  position: number;
}

interface ScoredHit {
  hit: Record<string, unknown>;
  indexUid: string;
  docId: number;
  weighted: number;
  position: number;
  rank: number;
}

const PAGINATION = ['offset', 'limit', 'page', 'hitsPerPage'] as const;

/**
 * `POST /multi-search` with `federation` (Meilisearch 1.15): every query
 * runs on its index for the first `offset + limit` hits; the hits merge into
 * one list by weighted ranking score (the query's score times its
 * `federationOptions.weight`), ties to the earlier query, a document reached
 * by several queries of its index kept once; the page is cut from that list.
 * `estimatedTotalHits` adds up, per index, the documents any of its queries
 * matched. Queries are validated as Meilisearch does before anything runs.
 */
export function federatedSearch(
  body: { queries?: unknown; federation?: unknown },
  requireIndex: (uid: string) => IndexStore,
): FederatedSearchResponse {
  const started = performance.now();
  if (body.queries === undefined) throw errors.badRequest('Missing field `queries`');
  if (!Array.isArray(body.queries)) {
    throw errors.invalidType('bad_request', '.queries', 'an array', body.queries);
  }
  const federation = readFederation(body.federation);
  const queries = body.queries.map(readQuery);
  queries.forEach(assertFederatable);
  const byIndex = new Map<string, FederatedQuery[]>();
  for (const query of queries) {
    byIndex.set(query.indexUid, [...(byIndex.get(query.indexUid) ?? []), query]);
  }
  const scored: ScoredHit[] = [];
  const candidatesByIndex = new Map<string, DocSet>();
  const stores = new Map<string, IndexStore>();
  // Meilisearch runs the indexes in uid order, so the first error is the same.
  for (const uid of [...byIndex.keys()].sort(byBytes)) {
    const indexQueries = byIndex.get(uid)!;
    const store = openIndex(requireIndex, uid, indexQueries[0]!.position);
    stores.set(uid, store);
    const required = Math.min(
      federation.offset + federation.limit,
      store.settings.pagination.maxTotalHits,
    );
    let candidates: DocSet | null = null;
    for (const query of indexQueries) {
      const trace: SearchTrace = {};
      const result = search(store, query, required, trace);
      candidates = candidates ? candidates.or(trace.candidates!) : trace.candidates!;
      const score = hitScores(result, trace.hitIds!, trace.candidates!.count());
      result.hits.forEach((hit, rank) => {
        if (query.params.showRankingScore !== true) delete hit._rankingScore;
        const docId = trace.hitIds![rank]!;
        const weighted = score(docId) * query.weight;
        scored.push({ hit, indexUid: uid, docId, weighted, position: query.position, rank });
      });
    }
    candidatesByIndex.set(uid, candidates!);
  }
  const merged = mergeHits(scored).slice(federation.offset, federation.offset + federation.limit);
  const response: FederatedSearchResponse = {
    hits: merged.map(({ hit, indexUid, position, weighted }) => ({
      ...hit,
      _federation: { indexUid, queriesPosition: position, weightedRankingScore: weighted },
    })),
    processingTimeMs: 0,
    limit: federation.limit,
    offset: federation.offset,
    estimatedTotalHits: [...candidatesByIndex.values()].reduce((n, set) => n + set.count(), 0),
  };
  Object.assign(
    response,
    federatedFacets(federation, stores, candidatesByIndex, firstQueries(byIndex), requireIndex),
  );
  response.processingTimeMs = Math.round(performance.now() - started);
  return response;
}

/** Multi-search without `federation`: a query may not carry `federationOptions`. */
export function assertNotFederated(queries: unknown): void {
  if (!Array.isArray(queries)) return;
  queries.forEach((query: unknown, i) => {
    const options = (query as Record<string, unknown> | null)?.federationOptions;
    if (options === undefined || options === null) return;
    throw new SearchError(
      'invalid_multi_search_federation_options',
      `Inside \`.queries[${i}]\`: Using \`federationOptions\` is not allowed in a non-federated search.\n - Hint: remove \`federationOptions\` from query #${i} or add \`federation\` to the request.`,
    );
  });
}

function readQuery(value: unknown, position: number): FederatedQuery {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidType('bad_request', `.queries[${position}]`, 'an object', value);
  }
  const { indexUid, federationOptions, ...params } = value as Record<string, unknown>;
  if (typeof indexUid !== 'string') {
    throw new SearchError(
      'missing_index_uid',
      `Missing field \`indexUid\` inside \`.queries[${position}]\``,
    );
  }
  const { weight } = readFederationOptions(federationOptions, position);
  return { indexUid, params: params as SearchParams, weight, position };
}

function assertFederatable({ params, indexUid, position }: FederatedQuery): void {
  const field = PAGINATION.find((name) => params[name] !== undefined && params[name] !== null);
  if (field !== undefined) {
    throw new SearchError(
      'invalid_multi_search_query_pagination',
      `Inside \`.queries[${position}]\`: Using pagination options is not allowed in federated queries.\n - Hint: remove \`${field}\` from query #${position} or remove \`federation\` from the request\n - Hint: pass \`federation.limit\` and \`federation.offset\` for pagination in federated search`,
    );
  }
  const facets = params.facets;
  if (Array.isArray(facets) && facets.length > 0) {
    // Rust's Debug of a Vec<String>: `["a", "b"]`.
    const list = `[${facets.map((facet) => JSON.stringify(facet)).join(', ')}]`;
    throw new SearchError(
      'invalid_multi_search_query_facets',
      `Inside \`.queries[${position}]\`: Using facet options is not allowed in federated queries.\n - Hint: remove \`facets\` from query #${position} or remove \`federation\` from the request\n - Hint: pass \`federation.facetsByIndex.${indexUid}: ${list}\` for facets in federated search`,
    );
  }
}

function openIndex(
  requireIndex: (uid: string) => IndexStore,
  uid: string,
  position: number,
): IndexStore {
  try {
    return requireIndex(uid);
  } catch (error) {
    if (!isSearchError(error)) throw error;
    // The index is not part of the URL here: Meilisearch answers 400, not 404.
    throw new SearchError(error.code, `Inside \`.queries[${position}]\`: ${error.message}`);
  }
}

function search(store: IndexStore, query: FederatedQuery, limit: number, trace: SearchTrace) {
  try {
    return runSearch(store, { ...query.params, offset: 0, limit, showRankingScore: true }, trace);
  } catch (error) {
    throw isSearchError(error) ? insideQuery(error, query.position) : error;
  }
}

/** Highest weighted score first, ties to the earlier query then the better rank; each document once per index. */
function mergeHits(hits: ScoredHit[]): ScoredHit[] {
  hits.sort((a, b) => b.weighted - a.weighted || a.position - b.position || a.rank - b.rank);
  const seen = new Set<string>();
  return hits.filter(({ indexUid, docId }) => {
    const key = `${docId}:${indexUid}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function firstQueries(byIndex: Map<string, FederatedQuery[]>): Map<string, number> {
  return new Map([...byIndex].map(([uid, queries]) => [uid, queries[0]!.position]));
}

function byBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export type { Federation };
