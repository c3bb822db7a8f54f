import type { Location } from '../tenant/tenant-config.ts';
import type { SiteData } from '../tenant/site-data.ts';
import { contactUsSlug } from './location-slug.ts';
import { selectLocations } from './select-locations.ts';

type SiteLocations = Pick<SiteData, 'dealership' | 'locations' | 'features'>;

/**
 * product rule 2.3: /locations/{dealership_slug or location slug}: the dealership slug
 * shows every visible location, a location slug that one location. Undefined
 * when nothing matches (the page is a 404).
 */
export function findViewLocations(site: SiteLocations, slug: string): Location[] | undefined {
  const all = selectLocations(site.locations, { sort: site.features.location_sort });
  if (slug === site.dealership.slug) return all.length > 0 ? all : undefined;
  const location = all.find((candidate) => candidate.slug === slug);
  return location ? [location] : undefined;
}

/**
 * product rule 2.3: /contact-us/{slug}: the visible locations whose name without the
 * department suffix slugifies to `slug`; one page covers e.g. the Sales,
 * Service and Parts records of one site. Undefined when nothing matches.
 */
export function findContactLocations(site: SiteLocations, slug: string): Location[] | undefined {
  const matches = selectLocations(site.locations, { sort: site.features.location_sort }).filter(
    (location) => contactUsSlug(location) === slug,
  );
  return matches.length > 0 ? matches : undefined;
}

/** product rule 2.3: a location's 'View Location' link target, per the tenant's `view_location_link`. */
export function viewLocationPath(
  site: Pick<SiteData, 'features'>,
  location: Pick<Location, 'slug' | 'name'>,
): string {
  return site.features.view_location_link === 'contact'
    ? `/contact-us/${contactUsSlug(location)}`
    : `/locations/${location.slug}`;
}
