import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import {
  COMPARABLE_YEARS,
  estimateTradeIn,
  outsideRuleReasons,
  type MarketCar,
  type TradeInEstimate,
  type TradeInVehicle,
} from '#shared/trade-in/trade-in-estimate.ts';
import type { FilterNode } from '#server/search/engine/filter/filter-node.ts';
import { serializeScopedFilter } from '#server/search/engine/filter/serialize-filter.ts';
import { parseTenantScope } from '#server/search/proxy/scope-query.ts';
import type { SearchService } from '#server/search/search-service.server.ts';

const MARKET_FIELDS = [
  'make',
  'model',
  'year',
  'km',
  'price',
  'price_type',
  'car_type',
  'sold',
  'updated_at',
] as const satisfies ReadonlyArray<keyof MarketCar>;

/** More of one make within five model years than any group stocks; the rest would be ignored. */
const MARKET_LIMIT = 5_000;

export type ValueTradeIn = (
  tenant: Pick<TenantConfig, 'slug'>,
  vehicle: TradeInVehicle,
  now: Date,
) => Promise<TradeInEstimate>;

type MarketTenant = Pick<TenantConfig, 'slug' | 'dealership'> & {
  search: Pick<TenantConfig['search'], 'scope_filter'>;
};

/**
 * The sites whose stock is a site's market: its own, plus that of every site of the same
 * dealer group (`dealership.dealership_group`), never another dealer's.
 */
export function marketMembers<T extends Pick<TenantConfig, 'slug' | 'dealership'>>(
  tenants: readonly T[],
  tenant: T,
): T[] {
  const group = tenant.dealership.dealership_group;
  return group ? tenants.filter((other) => other.dealership.dealership_group === group) : [tenant];
}

/**
 * Each site's market as one filter: the scope filters of its members (sold cars included).
 * Only whole-market figures leave here, never a car.
 */
export function marketScopes(tenants: readonly MarketTenant[]): Map<string, FilterNode> {
  const scopes = new Map<string, FilterNode>();
  for (const tenant of tenants) {
    const filters = marketMembers(tenants, tenant).map((member) =>
      parseTenantScope({ scope_filter: member.search.scope_filter }),
    );
    scopes.set(tenant.slug, filters.length === 1 ? filters[0]! : { type: 'or', children: filters });
  }
  return scopes;
}

/** Estimates for each site from its market, through the search service (embedded or MEILI_HOST). */
export function createTradeInValuer(options: {
  tenants: readonly MarketTenant[];
  search: Pick<SearchService, 'multiSearch' | 'indexUid'>;
}): ValueTradeIn {
  const scopes = marketScopes(options.tenants);
  return async (tenant, vehicle, now) => {
    const scope = scopes.get(tenant.slug);
    if (!scope) throw new Error(`No trade-in market for site "${tenant.slug}"`);
    // Outside the trade-in rule the market is not asked at all.
    if (outsideRuleReasons(vehicle, now).length > 0) return estimateTradeIn(vehicle, [], now);
    // The make and model years narrow the engine's answer; the model, whose spellings
    // vary ('CX-5', 'CX5'), is matched by isComparable.
    const nearby: FilterNode = {
      type: 'and',
      children: [
        { type: 'comparison', attribute: 'make', operator: '=', value: vehicle.make.trim() },
        {
          type: 'range',
          attribute: 'year',
          from: String(vehicle.year - COMPARABLE_YEARS),
          to: String(vehicle.year + COMPARABLE_YEARS),
        },
      ],
    };
    const { results } = await options.search.multiSearch([
      {
        indexUid: options.search.indexUid,
        q: '',
        filter: serializeScopedFilter(scope, nearby),
        limit: MARKET_LIMIT,
        attributesToRetrieve: [...MARKET_FIELDS],
      },
    ]);
    const market = (results[0]?.hits ?? []) as unknown as MarketCar[];
    return estimateTradeIn(vehicle, market, now);
  };
}
