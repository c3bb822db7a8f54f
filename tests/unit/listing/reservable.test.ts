import { describe, expect, test } from 'vitest';
import {
  canShowReserveButton,
  isReservable,
  RESERVE_BLOCKER_MESSAGES,
  reserveBlocker,
  reserveDeposit,
  type ReservePayments,
} from '#shared/inventory/reservable.ts';
import { demoSite } from '../../support/demo-site.ts';
import { listingCar } from './listing-fixtures.ts';

const payments: ReservePayments = {
  configured: true,
  processors: [{ authorization_type: 'till', deposit_amount: 250 }],
};

describe('reservable rule (product rule 4.2)', () => {
  test('an in-stock car over $200 with a processor is reservable', () => {
    expect(isReservable(listingCar(), payments)).toBe(true);
  });

  test.each([
    ['payments not configured', {}, { configured: false }],
    ['status coming_soon', { status: 'coming_soon' as const }, {}],
    ['status in_transit', { status: 'in_transit' as const }, {}],
    ['no status (summary)', { status: undefined }, {}],
    ['tagged Test Drive Only', { tag: 'test drive only' }, {}],
    ['no processor key and no flag', { has_checkout_payment_processor: false }, {}],
    ['sold', { sold: true }, {}],
    ['reserved', { reserved: true }, {}],
    ['price exactly 200', { price: 200 }, {}],
    ['price on application', { price: 0 }, {}],
    ['reservable false', { reservable: false }, {}],
    ['no payment processor', {}, { processors: [] }],
  ])('not when %s', (_name, carChange, paymentsChange) => {
    expect(isReservable(listingCar(carChange), { ...payments, ...paymentsChange })).toBe(false);
  });

  test.each([
    ['payments-not-configured', {}, { configured: false }],
    ['sold', { sold: true, status: 'sold' as const }, {}],
    ['reserved', { reserved: true }, {}],
    ['not-in-stock', { status: 'coming_soon' as const }, {}],
    ['test-drive-only', { tag: 'Test Drive Only' }, {}],
    ['no-processor', {}, { processors: [] }],
    ['no-processor-key', { has_checkout_payment_processor: false }, {}],
    ['price-too-low', { price: 200 }, {}],
    ['not-reservable', { reservable: false }, {}],
  ])('the blocker names the first failing condition: %s', (blocker, carChange, paymentsChange) => {
    const car = listingCar(carChange);
    expect(reserveBlocker(car, { ...payments, ...paymentsChange })).toBe(blocker);
    expect(RESERVE_BLOCKER_MESSAGES[blocker as keyof typeof RESERVE_BLOCKER_MESSAGES]).toMatch(
      /\.$/,
    );
  });

  test('a sold car is reported sold before anything else it lacks', () => {
    const car = listingCar({ sold: true, reserved: true, price: 100, status: 'sold' as const });
    expect(reserveBlocker(car, payments)).toBe('sold');
    expect(reserveBlocker(listingCar(), payments)).toBeNull();
  });

  test('a processor key stands in for the flag; reservable true or absent both allow', () => {
    const keyed: ReservePayments = {
      configured: true,
      processors: [
        { authorization_type: 'stripe', authorization_key: 'pk_test', deposit_amount: 500 },
      ],
    };
    expect(isReservable(listingCar({ has_checkout_payment_processor: false }), keyed)).toBe(true);
    expect(isReservable(listingCar({ reservable: true, price: 201 }), payments)).toBe(true);
    expect(isReservable(listingCar({ tag: 'Special' }), payments)).toBe(true);
  });
});

describe('reserve button and deposit', () => {
  const harbour = demoSite('harbour-city-motors');

  test('shown with the dealership processor’s deposit on a site with reserve', () => {
    expect(canShowReserveButton(listingCar(), harbour)).toBe(true);
    expect(reserveDeposit(listingCar(), harbour)).toBe(500);
    expect(reserveDeposit(listingCar(), demoSite('coastal-used-cars'))).toBe(250);
  });

  test('the car’s own processors win over the site’s', () => {
    const car = listingCar({
      payment_processors: [
        {
          authorization_type: 'till',
          deposit_amount: 300,
          apple_pay_enabled: false,
          google_pay_enabled: false,
        },
      ],
    });
    expect(reserveDeposit(car, harbour)).toBe(300);
  });

  test('hidden when the dealer disables reserve, even for a reservable car', () => {
    const noReserve = demoSite('harbour-city-motors', (config) => {
      config.features.reserve = false;
    });
    expect(canShowReserveButton(listingCar(), noReserve)).toBe(false);
  });

  test('hidden on a site without payments', () => {
    expect(canShowReserveButton(listingCar(), demoSite('southern-cross-trucks'))).toBe(false);
  });
});
