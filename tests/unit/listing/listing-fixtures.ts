import type { ListingCar } from '#shared/listing/listing-car.ts';

export const NOW = new Date('2025-03-20T02:00:00Z');

/** An in-stock, reservable used car as the search proxy returns it. */
export function listingCar(overrides: Partial<ListingCar> = {}): ListingCar {
  return {
    id: 41,
    slug: '2021-toyota-corolla-ascent-sport-u1041',
    name: '2021 Toyota Corolla Ascent Sport',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: 'MZEA12R',
    km: 42_500,
    price: 27_990,
    price_type: 'Drive Away',
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    reserved: false,
    tag: null,
    created_at: '2025-01-05T00:00:00Z',
    stocknum: 'U1041',
    simple_body: 'hatchback',
    simple_fuel: 'Petrol',
    simple_transmission: 'Automatic',
    certified: false,
    has_checkout_payment_processor: true,
    primary_image_url: '/images/vehicles/hatchback-blue.svg',
    city: 'Parramatta',
    state: 'NSW',
    ...overrides,
  };
}
