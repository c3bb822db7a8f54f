import type { Location, TenantFeatures } from '../tenant/tenant-config.ts';

export type LocationSort = TenantFeatures['location_sort'];

/** product rule 2.11: a location type filter, or one location's id. */
export type LocationTypeFilter =
  'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | number;

export interface LocationSelection {
  sort: LocationSort;
  /** Only these location slugs; wins over `type` when both are given. */
  slugs?: readonly string[];
  type?: LocationTypeFilter;
}

/**
 * product rule 2.11: the location list: visible locations, filtered by slug list or by
 * type, sorted by name unless the tenant uses its custom order ('position').
 * Ties keep the data's order by id so every render agrees.
 */
export function selectLocations(
  locations: readonly Location[],
  selection: LocationSelection,
): Location[] {
  const { sort, slugs, type = 'all' } = selection;
  const slugSet = slugs ? new Set(slugs) : undefined;
  const chosen = locations.filter(
    (location) =>
      location.visible &&
      (slugSet ? slugSet.has(location.slug) : matchesLocationType(location, type)),
  );
  return chosen.sort(sort === 'position' ? byPosition : byName);
}

/** product rule 3.2: an empty location_type counts as sales. */
export function effectiveLocationType(location: Pick<Location, 'location_type'>) {
  return location.location_type === '' ? 'sales' : location.location_type;
}

function matchesLocationType(location: Location, type: LocationTypeFilter): boolean {
  if (typeof type === 'number') return location.id === type;
  switch (type) {
    case 'all':
      return true;
    case 'primary':
      return location.primary;
    case 'service-and-parts':
      return effectiveLocationType(location) !== 'sales';
    default:
      return effectiveLocationType(location) === type;
  }
}

// Plain code-unit comparison of lower-cased names: localeCompare could differ
// between the server's and the browser's ICU data.
function byName(a: Location, b: Location): number {
  const nameA = a.name.toLowerCase();
  const nameB = b.name.toLowerCase();
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.id - b.id;
}

function byPosition(a: Location, b: Location): number {
  return a.position - b.position || a.id - b.id;
}
