import type { Location, OpeningHoursEntry } from '#shared/tenant/tenant-config.ts';

const WEEKDAY_HOURS: OpeningHoursEntry[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: 'Open',
  open: '08:30',
  close: '17:30',
}));

/** A valid visible sales location; tests override only the fields they are about. */
export function makeLocation(overrides: Partial<Location> & { id: number }): Location {
  const { id } = overrides;
  return {
    name: `Location ${id} - Sales`,
    slug: `location-${id}-sales`,
    location_type: 'sales',
    manufacturers: [],
    primary: false,
    visible: true,
    position: id,
    address: {
      street: `${id} Main Street`,
      city: 'Concord',
      state: 'NSW',
      postcode: '2137',
      lat: -33.86,
      lang: 151.1,
      place_url: 'https://www.google.com/maps/search/?api=1&query=x',
      place_id: `place-${id}`,
    },
    contact_detail: {
      phone: `02 5550 ${String(1000 + id).slice(-4)}`,
      email: `location${id}@example.com`,
      opening_hours: [
        ...WEEKDAY_HOURS,
        { weekday: 6, status: 'Open', open: '09:00', close: '12:00' },
        { weekday: 0, status: 'Closed' },
      ],
    },
    special_hours: [],
    dealership_id: 1,
    dealership_slug: 'example-motors',
    dealership_name: 'Example Motors',
    ...overrides,
  };
}
