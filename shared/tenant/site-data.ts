import type { TenantConfig } from './tenant-config.ts';

/**
 * The public part of a tenant config: what pages render and the browser receives
 * in the hydration data. Host routing, payment keys and search internals stay on
 * the server.
 */
export type SiteData = Omit<
  TenantConfig,
  '$schema' | 'hostnames' | 'payment_processors' | 'search'
> & {
  listing_path: string;
  /** Landing pages without their search filters, which stay on the server. */
  landing_paths: Array<Omit<TenantConfig['search']['landing_paths'][number], 'filter'>>;
};

export function toSiteData(config: TenantConfig): SiteData {
  const {
    $schema: _schema,
    hostnames: _hostnames,
    payment_processors: _payments,
    search,
    ...site
  } = config;
  return {
    ...site,
    listing_path: search.listing_path,
    landing_paths: search.landing_paths.map(({ filter: _filter, ...page }) => page),
  };
}

/** Absolute URL on the tenant's canonical host, never the request's Host header. */
export function canonicalUrl(site: Pick<SiteData, 'primary_hostname'>, pathname: string): string {
  return `https://${site.primary_hostname}${pathname}`;
}
