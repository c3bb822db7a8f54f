import {
  instantMeiliSearch,
  type InstantMeiliSearchOptions,
} from '@meilisearch/instant-meilisearch';
import { sendWithFetch, withoutFacetDistributionProbe } from './facet-distribution-probe.ts';

/** product rule 9.1: hits per listing page. */
export const LISTING_HITS_PER_PAGE = 21;
export const LISTING_INDEX = 'cars';
export { SEARCH_PROXY_PATH } from '../../search/search-proxy-client.ts';

/**
 * The listing's instant-meilisearch client. Server rendering and the browser must
 * build it with the same options, or the hydrated results would not match; only the
 * transport differs (in-process proxy on the server, HTTP in the browser). One per
 * request on the server: the client caches results forever. `keepZeroFacets` stays off:
 * the facet-distribution probe is answered in place (facet-distribution-probe.ts).
 */
export function createListingSearchClient(
  host: string,
  httpClient?: InstantMeiliSearchOptions['httpClient'],
) {
  const { searchClient } = instantMeiliSearch(host, '', {
    // page/hitsPerPage: exact totals, so pagination can link every page.
    finitePagination: true,
    primaryKey: 'id',
    placeholderSearch: true,
    httpClient: withoutFacetDistributionProbe(httpClient ?? sendWithFetch),
  });
  return searchClient;
}

export type ListingSearchClient = ReturnType<typeof createListingSearchClient>;
