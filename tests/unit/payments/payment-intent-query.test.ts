import { describe, expect, test } from 'vitest';
import { readPaymentIntentQuery } from '#server/api/payments/payment-intent-query.ts';

const site = { hostnames: ['harbour-city-motors.localhost', 'www.harbourcitymotors.com.au'] };
const read = (query: Record<string, unknown>, dealership = '7') =>
  readPaymentIntentQuery(site, dealership, query);

describe('payment-intent parameters (ARCHITECTURE HTTP contract)', () => {
  test('a car of the site and one of its origins', () => {
    expect(read({ car_id: '42', origin: 'https://www.harbourcitymotors.com.au' })).toEqual({
      ok: true,
      value: { dealershipId: 7, carId: 42, origin: 'https://www.harbourcitymotors.com.au' },
    });
    expect(read({ car_id: '42', origin: 'http://harbour-city-motors.localhost:3000/' })).toEqual({
      ok: true,
      value: { dealershipId: 7, carId: 42, origin: 'http://harbour-city-motors.localhost:3000' },
    });
  });

  test.each([
    ['another site', 'https://www.coastalusedcars.com.au', 'origin'],
    ['plain http on a real host', 'http://www.harbourcitymotors.com.au', 'origin'],
    ['a path', 'https://www.harbourcitymotors.com.au/cars', 'origin'],
    ['credentials', 'https://a:b@www.harbourcitymotors.com.au', 'origin'],
    ['not a URL', 'harbour', 'origin'],
    ['a look-alike host', 'https://www.harbourcitymotors.com.au.evil.test', 'origin'],
  ])('refuses %s as the origin', (_name, origin, field) => {
    const result = read({ car_id: '42', origin });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(400);
      expect(Object.keys(result.fields)).toEqual([field]);
    }
  });

  test('names every bad parameter at once', () => {
    const result = read({ car_id: '4.2', origin: ['x'] }, '0');
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fields: {
        dealership_id: expect.any(String),
        car_id: expect.any(String),
        origin: expect.any(String),
      },
    });
    expect(read({})).toMatchObject({ ok: false, fields: { car_id: expect.any(String) } });
  });

  test('a model reservation is a clear 409, not an error', () => {
    expect(read({ model_id: '3', origin: 'https://www.harbourcitymotors.com.au' })).toMatchObject({
      ok: false,
      status: 409,
      code: 'model_reservations_not_offered',
    });
  });
});
