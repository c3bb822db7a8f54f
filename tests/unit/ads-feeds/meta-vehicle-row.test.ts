import { describe, expect, test } from 'vitest';
import { metaPhone, toMetaRow } from '#shared/ads-feeds/meta-vehicle-row.ts';
import type { FeedCar } from '#shared/ads-feeds/feed-car.ts';
import { feedCar, FEED_SITE } from './feed-fixtures.ts';

describe('a car as a Meta automotive catalog row (product rule 2.16)', () => {
  test('a used car: Meta’s columns and values', () => {
    expect(toMetaRow(feedCar(), FEED_SITE)).toEqual({
      row: {
        vehicle_id: '501',
        vin: 'JTMW43FV10D123456',
        title: '2021 Toyota RAV4 GX',
        description: 'One owner, full service history.',
        url: 'https://www.harbourcity.example/cars/2021-toyota-rav4-gx-t501?utm_source=facebook&utm_medium=paid_social&utm_campaign=vehicle-ads',
        make: 'Toyota',
        model: 'RAV4',
        trim: 'GX',
        year: '2021',
        'mileage.value': '42315',
        'mileage.unit': 'KM',
        price: '38990 AUD',
        state_of_vehicle: 'USED',
        body_style: 'SUV',
        transmission: 'AUTOMATIC',
        fuel_type: 'HYBRID',
        drivetrain: 'AWD',
        exterior_color: 'Silver',
        availability: 'AVAILABLE',
        vehicle_type: 'CAR_TRUCK',
        address:
          '{"addr1":"12 Parramatta Rd","city":"Ryde","region":"NSW","postal_code":"2112","country":"AU"}',
        latitude: '-33.81',
        longitude: '151.1',
        dealer_name: 'Harbour City Motors',
        dealer_phone: '+61290001234',
        'image[0].url': 'https://www.harbourcity.example/images/vehicles/suv-silver.png',
        'image[0].tag[0]': 'Main',
        'image[1].url': 'https://photos.example.com/t501/2.jpg',
      },
    });
  });

  test.each<[string, Partial<FeedCar>, Record<string, string>]>([
    ['a new car', { car_type: 'new', km: 0 }, { state_of_vehicle: 'NEW', 'mileage.value': '0' }],
    ['a demo car is used', { car_type: 'demo', km: 900 }, { state_of_vehicle: 'USED' }],
    ['a certified used car', { certified: true }, { state_of_vehicle: 'CPO' }],
    ['a ute', { simple_body: 'ute' }, { body_style: 'TRUCK' }],
    ['a people mover', { simple_body: 'peopleMover' }, { body_style: 'MINIVAN' }],
    [
      'a truck without a body',
      { vehicle_kind: 'truck', simple_body: null },
      { body_style: 'TRUCK', vehicle_type: 'COMMERCIAL' },
    ],
    ['a 4x4 drive', { simple_drive: '4x4' }, { drivetrain: 'FOUR_WD' }],
    ['a plug-in hybrid', { simple_fuel: 'Plug-in Hybrid' }, { fuel_type: 'PLUGIN_HYBRID' }],
    ['a 1300 number', { location_id: 12 }, { dealer_phone: '1300123456' }],
  ])('%s', (_name, overrides, expected) => {
    expect(toMetaRow(feedCar(overrides), FEED_SITE)).toMatchObject({ row: expected });
  });

  test.each<[string, Partial<FeedCar>, string]>([
    ['sold', { sold: true }, 'sold'],
    ['reserved', { reserved: true }, 'reserved'],
    ['in transit', { status: 'in_transit' }, 'not-in-stock'],
    ['price on application', { price_type: 'Price on application' }, 'price-on-application'],
    ['no VIN', { vin: '' }, 'no-vin'],
    ['an unknown location', { location_id: 99 }, 'no-location'],
    ['no colour', { colour: '' }, 'no-colour'],
    ['a demo car without km', { car_type: 'demo', km: 0 }, 'no-mileage'],
    ['no photos', { primary_image_url: '', images: [] }, 'no-photo'],
  ])('%s is left out: %s', (_name, overrides, reason) => {
    expect(toMetaRow(feedCar(overrides), FEED_SITE)).toEqual({ reason });
  });

  test('Meta takes trucks (the trucks site’s feed)', () => {
    expect(toMetaRow(feedCar({ vehicle_kind: 'truck' }), FEED_SITE)).toHaveProperty('row');
  });

  test.each([
    ['02 9000 1234', '+61290001234'],
    ['0412 345 678', '+61412345678'],
    ['13 22 65', '132265'],
    ['1800 123 456', '1800123456'],
  ])('phone %s -> %s', (phone, expected) => {
    expect(metaPhone(phone)).toBe(expected);
  });
});
