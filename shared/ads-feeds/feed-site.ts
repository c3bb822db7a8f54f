// What the ads feeds need to know about a site, read from its tenant file once per feed.
import type { TenantConfig } from '../tenant/tenant-config.ts';

export type AdsChannel = 'google' | 'meta';
export const ADS_CHANNELS: readonly AdsChannel[] = ['google', 'meta'];

export interface FeedLocation {
  id: number;
  name: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  phone: string;
}

export interface FeedSite {
  primary_hostname: string;
  dealer_name: string;
  locations: ReadonlyMap<number, FeedLocation>;
  /** Google store code per location id; a location without one has no Google items. */
  store_codes: ReadonlyMap<number, string>;
}

/** Whether the site serves this channel's feed (its tenant file enables it). */
export function isChannelEnabled(
  tenant: Pick<TenantConfig, 'ads_feeds'>,
  channel: AdsChannel,
): boolean {
  const feeds = tenant.ads_feeds;
  return channel === 'google'
    ? feeds?.google_vehicle_ads?.enabled === true
    : feeds?.meta_vehicles?.enabled === true;
}

export function toFeedSite(
  tenant: Pick<TenantConfig, 'primary_hostname' | 'dealership' | 'locations' | 'ads_feeds'>,
): FeedSite {
  const locations = new Map<number, FeedLocation>();
  for (const location of tenant.locations) {
    const { address } = location;
    locations.set(location.id, {
      id: location.id,
      name: location.name,
      street: address.street,
      city: address.city,
      state: address.state,
      postcode: address.postcode,
      latitude: address.lat,
      longitude: address.lang,
      phone: location.contact_detail.phone,
    });
  }
  const codes = tenant.ads_feeds?.google_vehicle_ads?.store_codes ?? [];
  return {
    primary_hostname: tenant.primary_hostname,
    dealer_name: tenant.dealership.name,
    locations,
    store_codes: new Map(codes.map((code) => [code.location_id, code.store_code])),
  };
}
