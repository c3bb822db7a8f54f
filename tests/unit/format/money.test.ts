import { describe, expect, it } from 'vitest';
import {
  carPrice,
  carPriceText,
  formatDollars,
  formatPrice,
  formatWeekly,
} from '#shared/format/money.ts';

describe('money', () => {
  it.each([
    [45_990, '$45,990'],
    [0, '$0'],
    [500, '$500'],
    [1_234_567, '$1,234,567'],
    [121.56, '$122'],
    [121.49, '$121'],
  ])('formatDollars(%d) is %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });

  it.each([
    [260, '$260 weekly'],
    [121.56, '$122 weekly'],
    [1_043.2, '$1,043 weekly'],
  ])('formatWeekly(%d) is %s', (amount, text) => {
    expect(formatWeekly(amount)).toBe(text);
  });

  it.each([
    [45_990, '$45,990'],
    [0, 'Price on application'],
    [-1, 'Price on application'],
    [null, 'Price on application'],
    [undefined, 'Price on application'],
  ])('formatPrice(%s) is %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });
});

describe('a car’s price', () => {
  it.each([
    [{ price: 25_990, price_type: 'Drive Away' }, '$25,990', 'Drive Away', '$25,990 Drive Away'],
    [{ price: 0, price_type: 'Drive Away' }, 'Price on application', null, 'Price on application'],
    // A feed's figure beside price on application is not the dealer's to show.
    [
      { price: 25_990, price_type: 'Price on application' },
      'Price on application',
      null,
      'Price on application',
    ],
  ])('%o', (car, amount, type, text) => {
    expect(carPrice(car)).toEqual({ amount, type });
    expect(carPriceText(car)).toBe(text);
  });
});
