import type { Location, TenantFeatures } from '../../tenant/tenant-config.ts';
import { selectLocations, type LocationTypeFilter } from '../../locations/select-locations.ts';
import type { SelectOption } from '../forms/select-field.tsx';

export interface LocationSelectOptions {
  location: SelectOption[];
  dealership_slug: SelectOption[];
}

/**
 * product rule 5.1: the location and dealership selects' choices, labelled by the site's
 * own location and dealership names; `type` narrows them (service bookings).
 */
export function locationSelectOptions(
  site: { locations: readonly Location[]; features: Pick<TenantFeatures, 'location_sort'> },
  type: LocationTypeFilter = 'all',
): LocationSelectOptions {
  const locations = selectLocations(site.locations, { sort: site.features.location_sort, type });
  const dealerships = new Map(
    locations.map((location) => [location.dealership_slug, location.dealership_name]),
  );
  return {
    location: locations.map((location) => ({ value: String(location.id), label: location.name })),
    dealership_slug: [...dealerships].map(([value, label]) => ({ value, label })),
  };
}
