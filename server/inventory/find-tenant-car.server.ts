import type { Car } from '#shared/inventory/car.ts';
import type { FilterNode } from '#server/search/engine/filter/filter-node.ts';
import { serializeScopedFilter } from '#server/search/engine/filter/serialize-filter.ts';
import { parseTenantScope, type TenantSearchScope } from '#server/search/proxy/scope-query.ts';
import type { SearchService } from '#server/search/search-service.server.ts';

export type FindTenantCar = <K extends keyof Car>(
  search: TenantSearchScope,
  carId: number,
  fields: readonly K[],
) => Promise<Pick<Car, K> | undefined>;

/**
 * A car by id, only if it is the site's dealer's (its scope_filter). The stock
 * filter does not apply: a sold car's page still takes enquiries and shows the
 * phone. Another dealer's car is simply not found, so a site cannot record
 * anything against a dealer it does not sell for.
 */
export function createFindTenantCar(
  search: Pick<SearchService, 'multiSearch' | 'indexUid'>,
): FindTenantCar {
  // Keyed by the tenant's config object, as the search proxy does: parsed once per site.
  const scopes = new WeakMap<TenantSearchScope, FilterNode>();

  return async (scopeConfig, carId, fields) => {
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
        attributesToRetrieve: [...fields],
      },
    ]);
    return results[0]?.hits[0] as Pick<Car, (typeof fields)[number]> | undefined;
  };
}
