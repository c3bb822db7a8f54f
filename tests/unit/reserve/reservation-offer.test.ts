import { describe, expect, test } from 'vitest';
import {
  offersReservation,
  reservationReturnPath,
  reservationTerms,
  reservePath,
  reserveRequestSentPath,
} from '#shared/reserve/reservation-offer.ts';
import { demoSite } from '../../support/demo-site.ts';

describe('where a site reserves online', () => {
  test.each([
    ['harbour-city-motors', true],
    ['coastal-used-cars', true],
    ['bayside-mazda', true],
    ['southern-cross-trucks', false],
    ['high-country-rv-moto', false],
  ])('%s: %s', (slug, expected) => {
    const site = demoSite(slug);
    expect(offersReservation(site)).toBe(expected);
    expect(reservationTerms(site) !== undefined).toBe(expected);
  });

  test.each([
    [
      'the dealer switched reserve off',
      (site: ReturnType<typeof demoSite>) => void (site.features.reserve = false),
    ],
    [
      'no payment provider',
      (site: ReturnType<typeof demoSite>) => void delete site.dealership.payment_provider,
    ],
    [
      'no processor',
      (site: ReturnType<typeof demoSite>) => void (site.public_payment_processors = []),
    ],
    ['no reservation terms', (site: ReturnType<typeof demoSite>) => void delete site.reservation],
  ])('not when %s', (_, edit) => {
    const site = demoSite('bayside-mazda');
    edit(site);
    expect(offersReservation(site)).toBe(false);
    expect(reservationTerms(site)).toBeUndefined();
  });
});

describe('reserve journey paths', () => {
  test('the reserve page follows the site’s checkout segment (product rule 2.2)', () => {
    expect(reservePath(demoSite('harbour-city-motors'), 'a-car-1')).toBe('/cars/a-car-1/checkout');
    expect(reservePath(demoSite('coastal-used-cars'), 'a-car-1')).toBe('/cars/a-car-1/buy-online');
  });

  test('the request-sent page names the car', () => {
    expect(reserveRequestSentPath('a-car-1')).toBe('/success?car=a-car-1&reserve=request');
  });

  test.each([
    ['succeeded', 'succeeded'],
    ['processing', 'processing'],
    ['requires_capture', 'succeeded'],
  ])('a %s payment returns as Stripe’s own redirect would (%s)', (status, redirect) => {
    const path = reservationReturnPath({ id: 'pi_1', clientSecret: 'pi_1_secret_2', status });
    const url = new URL(path, 'https://example.com');
    expect(url.pathname).toBe('/reservation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment_intent: 'pi_1',
      payment_intent_client_secret: 'pi_1_secret_2',
      redirect_status: redirect,
    });
  });
});
