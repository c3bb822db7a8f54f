import { primaryLocation } from '#shared/locations/primary-location.ts';
import type { Location, TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { DeliveryDealer } from '../delivery/lead-for-delivery.ts';

/** The site's https origin, against which car and page paths are resolved. */
export function siteUrl(tenant: Pick<TenantConfig, 'primary_hostname'>): string {
  return `https://${tenant.primary_hostname}`;
}

/** The dealer a lead is for: the lead's own location of the site, else the primary one. */
export function deliveryDealer(
  tenant: Pick<TenantConfig, 'primary_hostname' | 'locations' | 'dealership'>,
  locationId: number | null,
): DeliveryDealer {
  const location: Location | undefined =
    tenant.locations.find((candidate) => candidate.id === locationId) ??
    primaryLocation(tenant.locations);
  if (!location) throw new Error('The tenant has no location to deliver leads for.');
  return {
    dealership_id: location.dealership_id,
    name: location.dealership_name || tenant.dealership.name,
    site_url: siteUrl(tenant),
    location: {
      id: location.id,
      name: location.name,
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
      phone: location.contact_detail.phone,
      email: location.contact_detail.email,
    },
  };
}
