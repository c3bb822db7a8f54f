import { primaryLocation } from '../locations/primary-location.ts';
import type { Location } from '../tenant/tenant-config.ts';

/**
 * product rule 3.6: the value a form's hidden location field carries when the page has
 * no location of its own (no select shown, no car): the server puts the
 * tenant's primary location there. Braces keep it from ever being an id.
 */
export const PRIMARY_LOCATION_PLACEHOLDER = '{{primary_location_id}}';

/**
 * The placeholder becomes the site's primary location id (shared/locations'
 * rule: visible and primary, else the first visible); any other value is
 * returned as it is, to be checked as an id of the tenant.
 */
export function resolveLocationPlaceholder<T>(
  value: T,
  site: { locations: readonly Location[] },
): T | number {
  if (value !== PRIMARY_LOCATION_PLACEHOLDER) return value;
  return primaryLocation(site.locations)?.id ?? value;
}
