import type { Car } from '#shared/inventory/car.ts';
import type { FilterNode } from '#server/search/filter/filter-node.ts';
import { serializeScopedFilter } from '#server/search/filter/serialize-filter.ts';
import { parseTenantScope, type TenantSearchScope } from '#server/search/proxy/scope-query.ts';
import type { SearchService } from '#server/search/search-service.server.ts';

/** What a phone reveal needs to know of its car. */
export type SiteCar = Pick<Car, 'id' | 'dealership_id'>;

export type FindSiteCar = (
  search: TenantSearchScope,
  carId: number,
) => Promise<SiteCar | undefined>;

/**
 * A car by id, only if it is the site's dealer's (its scope_filter). The stock filter
 * does not apply: a sold car's page still shows the phone, as the detail page does.
 * Another dealer's car is simply not found, so a page cannot record a reveal against
 * a dealer it does not sell for.
 */
export function createFindSiteCar(
  search: Pick<SearchService, 'multiSearch' | 'indexUid'>,
): FindSiteCar {
  // Keyed by the tenant's config object, as the search proxy does: parsed once per site.
  const scopes = new WeakMap<TenantSearchScope, FilterNode>();

  return async (scopeConfig, carId) => {
    let scope = scopes.get(scopeConfig);
    if (!scope) {
      scope = parseTenantScope({ scope_filter: scopeConfig.scope_filter });
      scopes.set(scopeConfig, scope);
    }
    const byId: FilterNode = {
      type: 'comparison',
      attribute: 'id',
      operator: '=',
      value: String(carId),
    };
    const { results } = await search.multiSearch([
      {
        indexUid: search.indexUid,
        q: '',
        filter: serializeScopedFilter(scope, byId),
        limit: 1,
        attributesToRetrieve: ['id', 'dealership_id'],
      },
    ]);
    return results[0]?.hits[0] as SiteCar | undefined;
  };
}
