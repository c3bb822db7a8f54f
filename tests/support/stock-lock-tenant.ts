// The site of the stock lock tests: two feeds (a, b), so each writer keeps the other's cars.
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

export const STOCK_LOCK_FEEDS = ['a', 'b'] as const;

export function stockLockTenant(base: TenantConfig): TenantConfig {
  return {
    ...base,
    feeds: STOCK_LOCK_FEEDS.map((id) => ({ id, format: 'csv', inbox: `${id}.csv` })),
  };
}

const HEADER = 'id,stocknum,year,make,model,km,price,price_type,car_type,status,location_id';

/** A small valid CSV feed of `ids` for the site of the tests. */
export function stockCsv(ids: readonly number[], location = 4101): string {
  const rows = ids.map(
    (id) => `${id},LK-${id},2022,Mazda,CX-5,15000,30000,Drive Away,used,in_stock,${location}`,
  );
  return [HEADER, ...rows].join('\n') + '\n';
}
