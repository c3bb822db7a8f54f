import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { createCarServices } from '../cars/car-services.server.ts';
import type { Env } from '../env.server.ts';
import { createListingServices } from '../listing/listing-services.server.ts';
import { createScopedMultiSearch } from '../search/proxy/scoped-multi-search.ts';
import type { SearchService } from '../search/search-service.server.ts';
import { stockReadLifetimeMs } from '../ssr/page-lifetime.server.ts';
import { createSearchInventory } from './search-inventory.server.ts';

/**
 * What pages and the search proxy read of each site's stock, each cached per site and stock
 * version: the home page's counts and featured cars, shoppers' searches, listings, cars.
 */
export function createStockReads(options: {
  env: Pick<Env, 'MEILI_HOST' | 'DATABASE_URL'>;
  tenants: readonly TenantConfig[];
  search: SearchService;
}) {
  const { tenants, search } = options;
  const lifetimeMs = stockReadLifetimeMs(options.env);
  const multiSearch = createScopedMultiSearch({ search });
  return {
    inventory: createSearchInventory({ search, tenants, cacheTtlMs: lifetimeMs }),
    multiSearch,
    listing: createListingServices({ tenants, search, multiSearch, vocabularyTtlMs: lifetimeMs }),
    cars: createCarServices({ tenants, search }),
  };
}
