import { LRUCache } from 'lru-cache';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type {
  ListingVocabularyInput,
  VocabularyFacet,
} from '#shared/search-url/listing-vocabulary.ts';
import { serializeScopedFilter } from '#server/search/engine/filter/serialize-filter.ts';
import { parseStockScope } from '#server/search/proxy/scope-query.ts';
import type { SearchService } from '#server/search/search-service.server.ts';
import { siteListingPaths } from '#shared/search-url/site-listing-paths.ts';

const VOCABULARY_FACETS: VocabularyFacet[] = [
  'make',
  'make_model',
  'simple_body',
  'city',
  'location_name',
  'dealership_slug',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'colour',
];

export interface ListingVocabularySource {
  /** What the site's listing paths are made of: its search config plus the values in stock. */
  input(tenant: TenantConfig): Promise<ListingVocabularyInput>;
}

/**
 * Facet values of each site's whole stock (inside its scope), cached per site and
 * inventory version like the other stock reads, so a new make gets its path as soon
 * as an import lands and a sold-out one stops resolving.
 */
export function createListingVocabularySource(
  search: Pick<SearchService, 'multiSearch' | 'stockVersion' | 'indexUid'>,
  /** How long a site's vocabulary is kept (server/ssr/page-lifetime.server.ts). */
  ttlMs: number,
): ListingVocabularySource {
  const cache = new LRUCache<string, Promise<ListingVocabularyInput>>({ max: 500, ttl: ttlMs });

  async function read(tenant: TenantConfig): Promise<ListingVocabularyInput> {
    const filter = serializeScopedFilter(parseStockScope(tenant.search), null);
    const { results } = await search.multiSearch([
      { indexUid: search.indexUid, q: '', filter, limit: 0, facets: VOCABULARY_FACETS },
    ]);
    const distribution = results[0]?.facetDistribution ?? {};
    const facetValues = Object.fromEntries(
      VOCABULARY_FACETS.map((facet) => [facet, Object.keys(distribution[facet] ?? {})]),
    );
    return {
      ...siteListingPaths(tenant),
      indexName: search.indexUid,
      facetValues,
    };
  }

  return {
    input(tenant) {
      const key = `${tenant.slug}\u0000${search.stockVersion(tenant.search)}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = read(tenant);
        cache.set(key, pending);
        pending.catch(() => cache.delete(key));
      }
      return pending;
    },
  };
}
