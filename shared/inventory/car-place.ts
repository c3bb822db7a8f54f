import type { Car } from './car.ts';

/** The dealer fields a car's place reads: a tenant file or a seed dealer. */
interface PlaceDealer {
  slug: string;
  dealership: { id: number; name: string };
}

/** The location fields a car's place reads. */
interface PlaceLocation {
  id: number;
  name: string;
  slug: string;
  address: { city: string; state: string };
  contact_detail: { phone: string };
}

export type CarPlace = Pick<
  Car,
  | 'dealership_id'
  | 'dealership_slug'
  | 'dealership_name'
  | 'location_name'
  | 'location'
  | 'city'
  | 'state'
>;

/**
 * Where a car sits, copied from the dealer's own data (never from a feed row), the same for
 * imported and seeded cars. `distributionLocations` are the locations that may sell it.
 */
export function carPlace(
  dealer: PlaceDealer,
  location: PlaceLocation,
  distributionLocations: number[],
): CarPlace {
  return {
    dealership_id: dealer.dealership.id,
    dealership_slug: dealer.slug,
    dealership_name: dealer.dealership.name,
    location_name: location.name,
    location: {
      id: location.id,
      name: location.name,
      slug: location.slug,
      phone: location.contact_detail.phone,
      city: location.address.city,
      state: location.address.state,
      distribution_locations: distributionLocations,
    },
    city: location.address.city,
    state: location.address.state,
  };
}
