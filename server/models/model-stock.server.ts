import type { ModelStockServices } from '#shared/app/route-context.ts';
import { LISTING_CAR_FIELDS, type ListingCar } from '#shared/listing/listing-car.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { FilterNode } from '#server/search/engine/filter/filter-node.ts';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';
import { quote, serializeScopedFilter } from '#server/search/engine/filter/serialize-filter.ts';
import { parseStockScope } from '#server/search/proxy/scope-query.ts';
import type { SearchService } from '#server/search/search-service.server.ts';

export interface ModelStockOptions {
  tenants: readonly TenantConfig[];
  search: Pick<SearchService, 'multiSearch' | 'indexUid'>;
}

/**
 * docs/content-pages.md: a model page's stock, from the search index inside what the site lists (its
 * scope and stock filter), ranked as the listing ranks: the cards and the count agree
 * with the listing the page links to.
 */
export function createModelStock(options: ModelStockOptions): ModelStockServices {
  const { search } = options;
  const scopes = new Map<string, FilterNode>(
    options.tenants.map((tenant) => [tenant.slug, parseStockScope(tenant.search)]),
  );
  return {
    async stockOf(site, { make, model }, limit) {
      const scope = scopes.get(site.slug);
      if (!scope) throw new Error(`No search scope for site "${site.slug}"`);
      const shopper = parseFilter(
        `make = ${quote(make)} AND model = ${quote(model)} AND sold != true`,
      );
      const { results } = await search.multiSearch([
        {
          indexUid: search.indexUid,
          q: '',
          filter: serializeScopedFilter(scope, shopper),
          sort: ['custom_rank:desc'],
          limit,
          attributesToRetrieve: [...LISTING_CAR_FIELDS],
        },
      ]);
      const result = results[0];
      const cars = (result?.hits ?? []) as ListingCar[];
      return { cars, total: result?.estimatedTotalHits ?? result?.totalHits ?? cars.length };
    },
  };
}
