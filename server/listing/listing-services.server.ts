import type { ListingServices } from '#shared/app/route-context.ts';
import { createListingSearchClient } from '#shared/pages/listing/listing-search-client.ts';
import { listingSearchParameters } from '#shared/pages/listing/listing-search-parameters.ts';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import {
  createInProcessHttpClient,
  IN_PROCESS_HOST,
} from '#server/search/engine/http/in-process-client.ts';
import type { ScopedMultiSearch } from '#server/search/proxy/scoped-multi-search.ts';
import { createTenantSearchHandler } from '#server/search/proxy/tenant-search-handler.ts';
import type { SearchService } from '#server/search/search-service.server.ts';
import { searchListingServerState } from './listing-server-state.server.ts';
import { createListingVocabularySource } from './listing-vocabulary.server.ts';

export interface ListingServicesOptions {
  tenants: readonly TenantConfig[];
  search: Pick<SearchService, 'multiSearch' | 'stockVersion' | 'indexUid'>;
  multiSearch: ScopedMultiSearch;
  /** How long a site's listing vocabulary is kept (server/ssr/page-lifetime.server.ts). */
  vocabularyTtlMs: number;
}

export function createListingServices(options: ListingServicesOptions): ListingServices {
  const tenants = new Map(options.tenants.map((tenant) => [tenant.slug, tenant]));
  const vocabularySource = createListingVocabularySource(options.search, options.vocabularyTtlMs);
  const configOf = (slug: string) => {
    const tenant = tenants.get(slug);
    if (!tenant) throw new Error(`No tenant "${slug}" for a listing search`);
    return tenant;
  };
  return {
    vocabularyInput: (site) => vocabularySource.input(configOf(site.slug)),
    serverState(site, input) {
      const tenant = configOf(site.slug);
      // One client per render: instant-meilisearch caches results for its lifetime.
      const handler = createTenantSearchHandler(options.multiSearch, tenant);
      const searchClient = createListingSearchClient(
        IN_PROCESS_HOST,
        createInProcessHttpClient(handler),
      );
      const vocabulary = buildListingVocabulary(input.vocabularyInput);
      const landing = parseListingUrl(input.url, vocabulary)?.landing;
      const parameters = listingSearchParameters({
        url: input.url,
        vocabulary,
        landing,
        searchFacets: site.search_facets,
      });
      return searchListingServerState(searchClient, parameters);
    },
  };
}
