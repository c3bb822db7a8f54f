import { describe, expect, test } from 'vitest';
import { buildAdsFeed, countLeftOut } from '#shared/ads-feeds/build-ads-feed.ts';
import { checkFeedItem } from '#shared/ads-feeds/channel-rules.ts';
import { feedCar, FEED_SITE } from './feed-fixtures.ts';

const cars = [
  feedCar({ id: 1, vin: 'JTMW43FV10D000001' }),
  feedCar({ id: 2, vin: 'JTMW43FV10D000001', stocknum: 'DUP' }),
  feedCar({ id: 3, vin: 'JTMW43FV10D000003', reserved: true }),
  feedCar({ id: 4, vin: 'JTMW43FV10D000004', vehicle_kind: 'truck' }),
  feedCar({ id: 5, vin: 'JTMW43FV10D000005', price_type: 'Price on application' }),
];

describe('a site’s feed per channel (product rule 2.16)', () => {
  test('Google: each car in or left out with one reason, each VIN once', () => {
    const feed = buildAdsFeed('google', cars, FEED_SITE);
    expect(feed.items.map((item) => item.id)).toEqual(['1']);
    expect(feed.left_out).toEqual([
      { car_id: 2, stocknum: 'DUP', reason: 'duplicate-vin' },
      { car_id: 3, stocknum: 'T501', reason: 'reserved' },
      { car_id: 4, stocknum: 'T501', reason: 'kind-not-accepted' },
      { car_id: 5, stocknum: 'T501', reason: 'price-on-application' },
    ]);
    expect(countLeftOut(feed)).toEqual({
      'duplicate-vin': 1,
      reserved: 1,
      'kind-not-accepted': 1,
      'price-on-application': 1,
    });
  });

  test('Meta takes the truck', () => {
    const feed = buildAdsFeed('meta', cars, FEED_SITE);
    expect(feed.items.map((row) => row.vehicle_id)).toEqual(['1', '4']);
    expect(countLeftOut(feed)).toEqual({
      'duplicate-vin': 1,
      reserved: 1,
      'price-on-application': 1,
    });
  });
});

describe('the channels’ rules on an item', () => {
  const item = buildAdsFeed('google', [feedCar()], FEED_SITE).items[0]!;

  test('a built item breaks none', () => {
    expect(checkFeedItem('google', item)).toEqual([]);
  });

  test.each([
    [{ price: '38990 AUD' }, 'price "38990 AUD" is not in the format'],
    [{ vin: 'ABC' }, 'vin "ABC" is not 17 characters'],
    [
      { image_link: 'http://x.example/1.jpg' },
      'image_link "http://x.example/1.jpg" is not an absolute https URL',
    ],
    [{ link: '/cars/x' }, 'link "/cars/x" is not an absolute https URL'],
    [{ title: 'x'.repeat(151) }, 'title is longer than 150 characters'],
    [{ description: 'y'.repeat(5001) }, 'description is longer than 5000 characters'],
    [{ description: 'Nice 🚗' }, 'description holds markup, control characters or emoji'],
    [{ mileage: undefined }, 'mileage is missing'],
    [{ color: '' }, 'color is missing'],
    [{ condition: 'demo' }, 'condition "demo" is not in the format'],
  ])('%j: %s', (change, problem) => {
    const problems = checkFeedItem('google', { ...item, ...change });
    expect(problems.join('\n')).toContain(problem);
  });

  test('a new car needs no mileage', () => {
    expect(checkFeedItem('google', { ...item, condition: 'new', mileage: undefined })).toEqual([]);
  });

  test('Meta: price without cents, enums in capitals', () => {
    const row = buildAdsFeed('meta', [feedCar()], FEED_SITE).items[0]!;
    expect(checkFeedItem('meta', row)).toEqual([]);
    expect(checkFeedItem('meta', { ...row, price: '38990.00 AUD' })).toEqual([
      'price "38990.00 AUD" is not in the format',
    ]);
    expect(checkFeedItem('meta', { ...row, body_style: 'suv', availability: 'PENDING' })).toEqual([
      'body_style "suv" is not in the format',
      'availability "PENDING" is not in the format',
    ]);
  });
});
