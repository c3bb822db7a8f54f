import { describe, expect, test } from 'vitest';
import { toGoogleItem } from '#shared/ads-feeds/google-vehicle-item.ts';
import type { FeedCar } from '#shared/ads-feeds/feed-car.ts';
import { feedCar, FEED_SITE } from './feed-fixtures.ts';

describe('a car as a Google vehicle ads item (product rule 2.16)', () => {
  test('a used car: every attribute in Google’s format', () => {
    expect(toGoogleItem(feedCar({ certified: true }), FEED_SITE)).toEqual({
      item: {
        id: '501',
        title: '2021 Toyota RAV4 GX',
        description: 'One owner, full service history.',
        link: 'https://www.harbourcity.example/cars/2021-toyota-rav4-gx-t501?utm_source=google&utm_medium=cpc&utm_campaign=vehicle-ads',
        image_link: 'https://www.harbourcity.example/images/vehicles/suv-silver.png',
        additional_image_link: ['https://photos.example.com/t501/2.jpg'],
        price: '38990.00 AUD',
        vehicle_price_type: 'drive_away_price',
        condition: 'used',
        brand: 'Toyota',
        model: 'RAV4',
        trim: 'GX',
        year: '2021',
        mileage: '42315 km',
        vin: 'JTMW43FV10D123456',
        store_code: 'HCM-TOYOTA',
        vehicle_fulfillment: 'in_store:HCM-TOYOTA',
        color: 'Silver',
        body_style: 'SUV',
        fuel: 'Hybrid',
        transmission: 'automatic',
        google_product_category: '916',
        'certified_pre-owned': 'yes',
      },
    });
  });

  test('a new car is condition new; a demo car is used', () => {
    const fresh = toGoogleItem(feedCar({ car_type: 'new', km: 0 }), FEED_SITE);
    expect(fresh).toMatchObject({ item: { condition: 'new', mileage: '0 km' } });
    const demo = toGoogleItem(feedCar({ car_type: 'demo', km: 1200 }), FEED_SITE);
    expect(demo).toMatchObject({ item: { condition: 'used' } });
  });

  test.each<[string, Partial<FeedCar>, string]>([
    ['sold', { sold: true }, 'sold'],
    ['reserved', { reserved: true }, 'reserved'],
    ['coming soon', { status: 'coming_soon' }, 'not-in-stock'],
    ['price on application', { price_type: 'Price on application' }, 'price-on-application'],
    ['no price', { price: 0 }, 'price-on-application'],
    ['a truck', { vehicle_kind: 'truck' }, 'kind-not-accepted'],
    ['a motorcycle', { vehicle_kind: 'motorcycle' }, 'kind-not-accepted'],
    ['an RV', { vehicle_kind: 'rv' }, 'kind-not-accepted'],
    ['no VIN', { vin: '' }, 'no-vin'],
    ['a short VIN', { vin: 'JTMW43FV10D12345' }, 'no-vin'],
    ['a VIN with an O', { vin: 'JTMW43FV10D12345O' }, 'no-vin'],
    ['a location without a store code', { location_id: 12 }, 'no-store-code'],
    ['no colour', { colour: '  ' }, 'no-colour'],
    ['a used car without km', { km: 0 }, 'no-mileage'],
    ['a used car with km not a number', { km: Number.NaN }, 'no-mileage'],
    ['no photos', { primary_image_url: '', images: [] }, 'no-photo'],
    [
      'only http and vector photos',
      {
        primary_image_url: 'http://photos.example.com/1.jpg',
        images: [
          'https://photos.example.com/1.svg',
          'data:image/png;base64,AAAA',
          '/elsewhere/1.jpg',
        ],
      },
      'photo-not-usable',
    ],
    [
      'a new car at a price excluding government charges',
      { car_type: 'new', km: 0, price_type: 'Excl. Government Charges' },
      'price-type-not-accepted',
    ],
    [
      'a used car at an estimated drive-away price',
      { price_type: 'Estimated Drive Away' },
      'price-type-not-accepted',
    ],
    ['no make', { make: '<b></b>' }, 'no-title'],
  ])('%s is left out: %s', (_name, overrides, reason) => {
    expect(toGoogleItem(feedCar(overrides), FEED_SITE)).toEqual({ reason });
  });

  test('a ute is a passenger vehicle Google takes', () => {
    expect(toGoogleItem(feedCar({ simple_body: 'ute' }), FEED_SITE)).toMatchObject({
      item: { body_style: 'Ute' },
    });
  });

  test('markup, controls and emoji are cleaned; a long title is cut to 150', () => {
    const result = toGoogleItem(
      feedCar({
        badge: `GX ${'Sport '.repeat(40)}`,
        description: '<p>Mint 🚗</p>\u0007<script>x</script> & more',
      }),
      FEED_SITE,
    );
    if (!('item' in result)) throw new Error(`left out: ${JSON.stringify(result)}`);
    expect(result.item.description).toBe('Mint x & more');
    expect([...(result.item.title as string)].length).toBeLessThanOrEqual(150);
  });
});
