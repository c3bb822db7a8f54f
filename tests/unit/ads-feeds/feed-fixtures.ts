import type { FeedCar } from '#shared/ads-feeds/feed-car.ts';
import type { FeedSite } from '#shared/ads-feeds/feed-site.ts';

/** A used car both channels take, at a location with a store code. */
export function feedCar(overrides: Partial<FeedCar> = {}): FeedCar {
  return {
    id: 501,
    slug: '2021-toyota-rav4-gx-t501',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    series: null,
    vehicle_kind: 'car',
    km: 42_315,
    price: 38_990,
    price_type: 'Drive Away',
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    reserved: false,
    stocknum: 'T501',
    vin: 'JTMW43FV10D123456',
    simple_body: 'suv',
    simple_fuel: 'Hybrid',
    simple_drive: 'AWD',
    simple_transmission: 'Automatic',
    colour: 'Silver',
    certified: false,
    description: 'One owner, full service history.',
    location_id: 11,
    primary_image_url: '/images/vehicles/suv-silver.svg',
    images: [
      '/images/vehicles/suv-silver.svg',
      '/images/vehicles/suv-silver.svg#front',
      'https://photos.example.com/t501/2.jpg',
    ],
    ...overrides,
  };
}

export const FEED_SITE: FeedSite = {
  primary_hostname: 'www.harbourcity.example',
  dealer_name: 'Harbour City Motors',
  locations: new Map([
    [
      11,
      {
        id: 11,
        name: 'Harbour City Toyota - Sales',
        street: '12 Parramatta Rd',
        city: 'Ryde',
        state: 'NSW',
        postcode: '2112',
        latitude: -33.81,
        longitude: 151.1,
        phone: '02 9000 1234',
      },
    ],
    [
      12,
      {
        id: 12,
        name: 'Harbour City Annex',
        street: '1 Side St',
        city: 'Ryde',
        state: 'NSW',
        postcode: '2112',
        latitude: -33.8,
        longitude: 151.2,
        phone: '1300 123 456',
      },
    ],
  ]),
  store_codes: new Map([[11, 'HCM-TOYOTA']]),
};
