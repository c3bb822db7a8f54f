import { describe, expect, it } from 'vitest';
import type { Car } from '#shared/inventory/car.ts';
import { IMAGE_NOT_FOUND_URL } from '#shared/inventory/car-images.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import {
  completeCar,
  type CompleteCarContext,
  type FeedRow,
} from '#server/inventory/import/complete-car.ts';
import { baysideRow, demoCarsOf, NOW, tenant } from './support.ts';

function context(overrides: Partial<CompleteCarContext> = {}): CompleteCarContext {
  return { tenant: tenant('bayside-mazda'), previousCreatedAt: new Map(), now: NOW, ...overrides };
}

function completed(row: FeedRow, ctx: CompleteCarContext = context()): Car {
  const result = completeCar(row, ctx);
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.car;
}

function problems(row: FeedRow, ctx: CompleteCarContext = context()) {
  const result = completeCar(row, ctx);
  if (!('problems' in result)) throw new Error('expected problems');
  return result.problems;
}

describe('completeCar: derived and default fields', () => {
  it('fills every field a minimal row leaves out', () => {
    expect(completed(baysideRow())).toEqual({
      ...baysideRow(),
      slug: '2021-mazda-cx-5-bm100',
      name: '2021 Mazda CX-5',
      url: '/cars/2021-mazda-cx-5-bm100',
      badge: '',
      series: null,
      vehicle_kind: 'car',
      sold: false,
      reserved: false,
      tag: null,
      created_at: '2025-03-01T09:30:00.000Z',
      vin: '',
      simple_body: null,
      simple_fuel: null,
      simple_drive: null,
      simple_transmission: null,
      fuel: null,
      seats: null,
      colour: '',
      certified: false,
      photos_count: 0,
      views: 0,
      custom_rank: 0,
      description: '',
      features: [],
      dealership_id: 401,
      dealership_slug: 'bayside-mazda',
      dealership_name: 'Bayside Mazda',
      location_name: 'Bayside Mazda',
      location: {
        id: 4101,
        name: 'Bayside Mazda',
        slug: 'bayside-mazda',
        phone: '03 5550 4100',
        city: 'Highett',
        state: 'VIC',
        distribution_locations: [4101],
      },
      city: 'Highett',
      state: 'VIC',
      primary_image_url: IMAGE_NOT_FOUND_URL,
      thumbnails: [],
      images: [],
      finance_lenders: [],
      payment_processors: [
        {
          authorization_type: 'st_george',
          authorization_key: 'stg_demo_bayside',
          deposit_amount: 1000,
          apple_pay_enabled: false,
          google_pay_enabled: false,
        },
      ],
      has_checkout_payment_processor: true,
    });
  });

  it('names the car and derives slug and url from year, make, model, badge and stock number', () => {
    const car = completed(baysideRow({ badge: 'G25 Akera (AWD)', stocknum: 'BM-77/A' }));
    expect(car.name).toBe('2021 Mazda CX-5 G25 Akera (AWD)');
    expect(car.slug).toBe('2021-mazda-cx-5-g25-akera-awd-bm-77-a');
    expect(car.url).toBe('/cars/2021-mazda-cx-5-g25-akera-awd-bm-77-a');
    expect(car.badge).toBe('G25 Akera (AWD)');
  });

  it('keeps a given slug, builds the name from its parts (product rule 9.13); the url follows the slug', () => {
    const car = completed(baysideRow({ slug: 'cx-5-special', name: 'Mazda CX-5 CX-5 Special' }));
    expect([car.slug, car.name, car.url]).toEqual([
      'cx-5-special',
      '2021 Mazda CX-5',
      '/cars/cx-5-special',
    ]);
  });

  it('marks a car sold from its status unless sold is given', () => {
    expect(completed(baysideRow({ status: 'sold' })).sold).toBe(true);
    expect(completed(baysideRow({ status: 'coming_soon' })).sold).toBe(false);
    expect(completed(baysideRow({ status: 'sold', sold: false })).sold).toBe(false);
  });

  it('takes the pictures from images: first is the primary image, thumbnails are a copy', () => {
    const images = ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'];
    const car = completed(baysideRow({ images, simple_body: 'suv' }));
    expect(car.primary_image_url).toBe('https://cdn.example.com/a.jpg');
    expect(car.thumbnails).toEqual(images);
    expect(car.thumbnails).not.toBe(car.images);
    expect(car.photos_count).toBe(2);
  });

  it('keeps given thumbnails, primary image and photo count', () => {
    const car = completed(
      baysideRow({
        images: ['/a.jpg', '/b.jpg'],
        thumbnails: ['/a-small.jpg'],
        primary_image_url: '/b.jpg',
        photos_count: 12,
      }),
    );
    expect([car.primary_image_url, car.thumbnails, car.photos_count]).toEqual([
      '/b.jpg',
      ['/a-small.jpg'],
      12,
    ]);
  });

  it('falls back to the body-type picture, or the not-found picture without a body type', () => {
    expect(completed(baysideRow({ simple_body: 'suv' })).primary_image_url).toBe(
      '/images/vehicles/suv-white.svg',
    );
    expect(completed(baysideRow({ simple_body: 'cabChassis' })).primary_image_url).toBe(
      '/images/vehicles/cab-chassis-white.svg',
    );
    expect(completed(baysideRow()).primary_image_url).toBe('/images/vehicles/image-not-found.svg');
  });

  it('keeps created_at from the row, else from the previous import, else now', () => {
    const previousCreatedAt = new Map([[900_001, '2024-11-05T01:00:00.000Z']]);
    const ctx = context({ previousCreatedAt });
    expect(completed(baysideRow(), ctx).created_at).toBe('2024-11-05T01:00:00.000Z');
    expect(completed(baysideRow({ created_at: '2025-02-02T00:00:00Z' }), ctx).created_at).toBe(
      '2025-02-02T00:00:00Z',
    );
    expect(completed(baysideRow({ id: 900_002 }), ctx).created_at).toBe('2025-03-01T09:30:00.000Z');
  });

  it('keeps every optional field a row gives', () => {
    const given = {
      badge: 'Touring',
      series: 'KF',
      vehicle_kind: 'car',
      reserved: true,
      reservable: false,
      tag: 'Special',
      vin: 'JM0KF4W7A01234567',
      simple_body: 'suv',
      simple_fuel: 'Petrol',
      simple_drive: 'AWD',
      simple_transmission: 'Automatic',
      fuel: 'Unleaded Petrol 91',
      seats: 5,
      colour: 'Soul Red',
      certified: true,
      views: 31,
      custom_rank: 2.5,
      description: 'One owner.',
      features: ['Sunroof'],
      finance_lenders: [{ name: 'AusLoans', annual_rate: 6.5, comparison_rate: 7.1 }],
    } satisfies Partial<Car>;
    expect(completed(baysideRow(given))).toMatchObject(given);
  });
});

describe('completeCar: the tenant’s own fields', () => {
  it('takes the location from the tenant, whatever location fields the row carries', () => {
    const car = completed(
      baysideRow({ location_name: 'Elsewhere', city: 'Perth', state: 'WA' }),
      context(),
    );
    expect([car.location_name, car.city, car.state]).toEqual(['Bayside Mazda', 'Highett', 'VIC']);
  });

  it('offers a car from every sales location of the dealer, even when it sits at the service centre', () => {
    const harbour = context({ tenant: tenant('harbour-city-motors') });
    const car = completed(baysideRow({ location_id: 1104 }), harbour);
    expect(car.location).toEqual({
      id: 1104,
      name: 'Harbour City Service Centre Ryde - Service',
      slug: 'harbour-city-service-centre-ryde-service',
      phone: '02 5550 1400',
      city: 'Ryde',
      state: 'NSW',
      distribution_locations: [1101, 1102, 1103],
    });
    expect(car.dealership_id).toBe(101);
    expect(car.location_name).toBe('Harbour City Service Centre Ryde - Service');
  });

  it('keeps the distribution locations a row gives', () => {
    const harbour = context({ tenant: tenant('harbour-city-motors') });
    const location = {
      id: 1102,
      name: 'x',
      slug: 'x',
      phone: '',
      city: '',
      state: '',
      distribution_locations: [1102],
    };
    const car = completed(baysideRow({ location_id: 1102, location }), harbour);
    expect(car.location.distribution_locations).toEqual([1102]);
    expect(car.location.name).toBe('Harbour City Mazda - Sales');
  });

  it('offers the car from its own location when the dealer has no sales location', () => {
    const trucks: TenantConfig = tenant('southern-cross-trucks');
    for (const location of trucks.locations) location.location_type = 'service';
    const car = completed(baysideRow({ location_id: 3102 }), context({ tenant: trucks }));
    expect(car.location.distribution_locations).toEqual([3102]);
  });

  it('copies the tenant’s payment processors and whether one can take a deposit', () => {
    const harbour = tenant('harbour-city-motors');
    const car = completed(baysideRow({ location_id: 1101 }), context({ tenant: harbour }));
    expect(car.payment_processors).toEqual(harbour.payment_processors);
    expect(car.payment_processors[0]).not.toBe(harbour.payment_processors[0]);
    expect(car.has_checkout_payment_processor).toBe(true);

    const highCountry = context({ tenant: tenant('high-country-rv-moto') });
    const bike = completed(baysideRow({ location_id: 5101 }), highCountry);
    expect(bike.payment_processors).toEqual([]);
    expect(bike.has_checkout_payment_processor).toBe(false);
  });

  it('accepts dealership fields that match the tenant', () => {
    const car = completed(
      baysideRow({
        dealership_id: 401,
        dealership_slug: 'bayside-mazda',
        dealership_name: 'Bayside Mazda',
      }),
    );
    expect(car.dealership_id).toBe(401);
  });

  it('leaves a complete demo car as it was', () => {
    for (const slug of ['bayside-mazda', 'harbour-city-motors', 'high-country-rv-moto']) {
      const ctx = context({ tenant: tenant(slug) });
      for (const demo of demoCarsOf(slug)) expect(completed(demo, ctx)).toEqual(demo);
    }
  });
});

describe('completeCar: problems', () => {
  it('refuses a location of another dealer, listing the tenant’s own', () => {
    expect(problems(baysideRow({ location_id: 1101 }))).toEqual([
      { field: 'location_id', message: "1101 is not one of bayside-mazda's locations (4101)" },
    ]);
    const harbour = context({ tenant: tenant('harbour-city-motors') });
    expect(problems(baysideRow({ location_id: 4101 }), harbour)).toEqual([
      {
        field: 'location_id',
        message:
          "4101 is not one of harbour-city-motors's locations (1101, 1102, 1103, 1104, 1105)",
      },
    ]);
  });

  it('allows a price of 0 only for price on application', () => {
    expect(problems(baysideRow({ price: 0 }))).toEqual([
      { field: 'price', message: "must be above 0 unless price_type is 'Price on application'" },
    ]);
    const car = completed(baysideRow({ price: 0, price_type: 'Price on application' }));
    expect([car.price, car.price_type]).toEqual([0, 'Price on application']);
  });

  it('refuses dealership fields of another dealer, each with both values', () => {
    expect(
      problems(
        baysideRow({
          dealership_id: 101,
          dealership_slug: 'harbour-city-motors',
          dealership_name: 'Harbour City Motors',
        }),
      ),
    ).toEqual([
      { field: 'dealership_id', message: 'is 101 but this feed is for 401' },
      {
        field: 'dealership_slug',
        message: 'is "harbour-city-motors" but this feed is for "bayside-mazda"',
      },
      {
        field: 'dealership_name',
        message: 'is "Harbour City Motors" but this feed is for "Bayside Mazda"',
      },
    ]);
  });

  it('reports every problem of a row at once', () => {
    expect(
      problems(baysideRow({ dealership_id: 7, price: 0, location_id: 4102 })).map(
        (problem) => problem.field,
      ),
    ).toEqual(['dealership_id', 'price', 'location_id']);
  });
});
