import type { SiteData } from '../../tenant/site-data.ts';

/**
 * product rule 2.13: the path of the page explaining the manufacturer's online
 * service booking, where the site has one (tenant data, e.g. /mazda-service); without a
 * booking URL there is no such page.
 */
export function serviceBookingPath(site: Pick<SiteData, 'service_booking'>): string | undefined {
  return site.service_booking?.path;
}

/** Whether a one-segment path (trailing slash removed) is the site's service-booking page. */
export function isServiceBookingPath(
  site: Pick<SiteData, 'service_booking'>,
  pathname: string,
): boolean {
  const path = serviceBookingPath(site);
  return path !== undefined && path === pathname;
}
