import { slugify } from '../format/slugify.ts';
import type { Location } from '../tenant/tenant-config.ts';

const DEPARTMENT_SUFFIX = / - (Sales|Service|Parts)\s*$/i;

/**
 * product rule 2.3: /contact-us/{slug}: the location name without a trailing ' - Sales',
 * ' - Service' or ' - Parts', slugified: accents dropped, '&' read as 'and'
 * (as the tenant slugs do), lower case, every other run of non-alphanumerics
 * becomes one '-', no leading or trailing '-'.
 * 'High Country RV & Moto - Sales' -> 'high-country-rv-and-moto'.
 */
export function contactUsSlug(location: Pick<Location, 'name'>): string {
  return slugify(locationSiteName(location));
}

/** The location name without its department suffix: 'Harbour City Toyota - Sales' -> 'Harbour City Toyota'. */
export function locationSiteName(location: Pick<Location, 'name'>): string {
  return location.name.replace(DEPARTMENT_SUFFIX, '').trim();
}

/** Path of a location's contact page (product rule 2.3). */
export function contactUsPath(location: Pick<Location, 'name'>): string {
  return `/contact-us/${contactUsSlug(location)}`;
}
