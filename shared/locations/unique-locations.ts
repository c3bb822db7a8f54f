import type { Location, TenantFeatures } from '../tenant/tenant-config.ts';

export type UniqueLocationsRule = TenantFeatures['unique_locations_rule'];

/**
 * product rule 5.8: unique by phone digits + street (case/space-insensitive), or by
 * place_id with all whitespace removed. Keeps the first of each group, in input
 * order; only visible locations count. A location whose key is empty (no phone
 * digits and no street, or no place_id) is never merged with another one.
 */
export function uniqueLocations(
  locations: readonly Location[],
  rule: UniqueLocationsRule,
): Location[] {
  const seen = new Set<string>();
  const unique: Location[] = [];
  for (const location of locations) {
    if (!location.visible) continue;
    const key = uniquenessKey(location, rule);
    if (key !== '' && seen.has(key)) continue;
    if (key !== '') seen.add(key);
    unique.push(location);
  }
  return unique;
}

function uniquenessKey(location: Location, rule: UniqueLocationsRule): string {
  if (rule === 'place-id') return removeWhitespace(location.address.place_id ?? '');
  const phone = (location.contact_detail.phone ?? '').replace(/\D/g, '');
  const street = removeWhitespace(location.address.street ?? '').toLowerCase();
  return phone === '' && street === '' ? '' : `${phone}|${street}`;
}

function removeWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}
