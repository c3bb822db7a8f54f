import type { InstantMeiliSearchOptions } from '@meilisearch/instant-meilisearch';
import { MeilisearchApiError } from 'meilisearch';

export type SearchHttpClient = NonNullable<InstantMeiliSearchOptions['httpClient']>;

/**
 * What instant-meilisearch's facet-distribution probe sends: before a client's first search it
 * asks the index for its whole facet distribution (facets and a page, nothing else), which only
 * its `keepZeroFacets` option reads. The listing's own searches always carry a query and the
 * card's fields (`q`, `attributesToRetrieve`).
 */
const PROBE_FIELDS = new Set(['indexUid', 'facets', 'hitsPerPage', 'page', 'limit', 'offset']);

type MultiSearchBody = { queries: Array<Record<string, unknown>> };

/** Whether a request body is instant-meilisearch's facet-distribution probe. */
export function isFacetDistributionProbe(body: unknown): body is MultiSearchBody {
  const queries = (body as Partial<MultiSearchBody> | null)?.queries;
  return (
    Array.isArray(queries) &&
    queries.length > 0 &&
    queries.every(
      (query) =>
        typeof query === 'object' &&
        query !== null &&
        Object.keys(query).every((field) => PROBE_FIELDS.has(field)),
    )
  );
}

/** An empty answer per probed index: the probe's facets are only kept, never shown. */
export function facetDistributionProbeAnswer(body: MultiSearchBody) {
  return {
    results: body.queries.map((query) => ({
      indexUid: query.indexUid,
      hits: [],
      query: '',
      processingTimeMs: 0,
      facetDistribution: {},
      facetStats: {},
    })),
  };
}

/**
 * The listing's transport with the probe answered in place, so a search is one request, not a
 * probe and then the search (a round trip before every first search in the browser, a search
 * per server render). Only right while the listing leaves `keepZeroFacets` off.
 */
export function withoutFacetDistributionProbe(send: SearchHttpClient): SearchHttpClient {
  return async (input, init) => {
    if (typeof init?.body === 'string' && String(input).endsWith('/multi-search')) {
      const body: unknown = JSON.parse(init.body);
      if (isFacetDistributionProbe(body)) return facetDistributionProbeAnswer(body);
    }
    return send(input, init);
  };
}

/** The browser's transport: what the Meilisearch client does with `fetch` when given none. */
export const sendWithFetch: SearchHttpClient = async (input, init) => {
  const response = await fetch(input, init);
  const text = await response.text();
  const body: unknown = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    throw new MeilisearchApiError(
      response,
      body as ConstructorParameters<typeof MeilisearchApiError>[1],
    );
  }
  return body;
};
