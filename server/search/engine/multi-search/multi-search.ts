import { errors, insideQuery } from '../errors.ts';
import type { IndexStore } from '../index/index-store.ts';
import { runSearch } from '../run-search.ts';
import { SearchError, isSearchError } from '../search-error.ts';
import type { FederatedSearchResponse, SearchParams, SearchResponse } from '../types.ts';
import { assertNotFederated, federatedSearch } from './federated-search.ts';

type Results = { results: Array<SearchResponse & { indexUid: string }> };

/**
 * `POST /multi-search`: with `federation`, one list merged from every query;
 * without, one result per query, in order. An error names the query it came
 * from (`Inside .queries[i]`).
 */
export function multiSearch(
  body: { queries?: unknown; federation?: unknown },
  requireIndex: (uid: string) => IndexStore,
): Results | FederatedSearchResponse {
  if (body?.federation != null) return federatedSearch(body, requireIndex);
  assertNotFederated(body?.queries);
  const queries = body?.queries;
  if (!Array.isArray(queries)) {
    throw errors.invalidType('bad_request', '.queries', 'an array', queries);
  }
  return {
    results: queries.map((query: Record<string, unknown>, i) => {
      try {
        // `federationOptions: null` is allowed without federation (assertNotFederated).
        const { indexUid, federationOptions: _, ...params } = query;
        if (typeof indexUid !== 'string') {
          throw new SearchError('missing_index_uid', 'Missing field `indexUid`');
        }
        return { indexUid, ...runSearch(requireIndex(indexUid), params as SearchParams) };
      } catch (error) {
        throw isSearchError(error) ? insideQuery(error, i) : error;
      }
    }),
  };
}
