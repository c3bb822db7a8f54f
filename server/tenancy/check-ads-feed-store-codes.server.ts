import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { TenantConfigError } from './load-tenants.server.ts';

/**
 * docs/ads-feeds.md: each Google store code names a location of this site, once, and no two
 * locations share a code; a typo would otherwise leave a yard's cars out of the ads silently.
 */
export function checkAdsFeedStoreCodes(
  tenant: Pick<TenantConfig, 'ads_feeds' | 'locations'>,
  file: string,
): void {
  const codes = tenant.ads_feeds?.google_vehicle_ads?.store_codes ?? [];
  const locations = new Set(tenant.locations.map((location) => location.id));
  const seenLocations = new Set<number>();
  const seenCodes = new Set<string>();
  codes.forEach(({ location_id, store_code }, index) => {
    const pointer = `/ads_feeds/google_vehicle_ads/store_codes/${index}`;
    if (!locations.has(location_id)) {
      throw new TenantConfigError(
        file,
        `${pointer}/location_id`,
        `is ${location_id}, which is not one of this site's locations (${[...locations].join(', ')})`,
      );
    }
    if (seenLocations.has(location_id)) {
      throw new TenantConfigError(
        file,
        `${pointer}/location_id`,
        `gives location ${location_id} a second store code`,
      );
    }
    if (seenCodes.has(store_code)) {
      throw new TenantConfigError(
        file,
        `${pointer}/store_code`,
        `"${store_code}" is already another location's`,
      );
    }
    seenLocations.add(location_id);
    seenCodes.add(store_code);
  });
}
