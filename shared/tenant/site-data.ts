import type { TenantConfig } from './tenant-config.ts';

/**
 * The public part of a tenant config that pages render and the browser receives
 * in the hydration data. Anything not listed here never leaves the server.
 */
export type SiteData = Pick<
  TenantConfig,
  | 'slug'
  | 'primary_hostname'
  | 'template'
  | 'theme'
  | 'seo'
  | 'home'
  | 'navigation'
  | 'features'
  | 'labels'
  | 'locations'
> & {
  dealership: Pick<TenantConfig['dealership'], 'id' | 'name' | 'phone' | 'email' | 'address'>;
  listing_path: string;
};

export function toSiteData(config: TenantConfig): SiteData {
  const { dealership } = config;
  return {
    slug: config.slug,
    primary_hostname: config.primary_hostname,
    template: config.template,
    theme: config.theme,
    seo: config.seo,
    home: config.home,
    navigation: config.navigation,
    features: config.features,
    labels: config.labels,
    locations: config.locations,
    dealership: {
      id: dealership.id,
      name: dealership.name,
      phone: dealership.phone,
      email: dealership.email,
      address: dealership.address,
    },
    listing_path: config.search.listing_path,
  };
}

/** Absolute URL on the tenant's canonical host, never the request's Host header. */
export function canonicalUrl(site: Pick<SiteData, 'primary_hostname'>, pathname: string): string {
  return `https://${site.primary_hostname}${pathname}`;
}
