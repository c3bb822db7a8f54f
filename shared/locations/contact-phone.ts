import type { Location } from '../tenant/tenant-config.ts';
import { primaryLocation } from './primary-location.ts';

/**
 * product rule 4.4: the number a shopper is told to call about a car: the phone of the
 * location holding it, else (no car, or a location the site does not list) the primary
 * location's, else the dealership's.
 */
export function contactPhone(
  site: { locations: readonly Location[]; dealership: { phone: string } },
  carLocationId: number | null,
): string {
  const carLocation =
    carLocationId === null
      ? undefined
      : site.locations.find((location) => location.id === carLocationId);
  return (
    carLocation?.contact_detail.phone ||
    primaryLocation(site.locations)?.contact_detail.phone ||
    site.dealership.phone
  );
}
