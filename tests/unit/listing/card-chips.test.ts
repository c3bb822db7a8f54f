import { describe, expect, test } from 'vitest';
import { cardChips, DEFAULT_CARD_CHIPS } from '#shared/listing/card-chips.ts';
import {
  kmChipLabel,
  priceChipLabel,
  chipRefinements,
  refinementChipLabel,
  seatsChipLabel,
  stockNumberChipLabel,
  subscriptionPriceChipLabel,
  yearChipLabel,
} from '#shared/listing/chip-labels.ts';
import { listingCar } from './listing-fixtures.ts';

describe('card attribute chips', () => {
  test('product rule 9.4 default: car type, body, km, transmission, stock number', () => {
    expect(DEFAULT_CARD_CHIPS).toEqual([
      'car_type',
      'simple_body',
      'km',
      'simple_transmission',
      'stocknum',
    ]);
    expect(cardChips(listingCar()).map((chip) => chip.label)).toEqual([
      'Used',
      'Hatchback',
      '42,500 km',
      'Automatic',
      'Stock No. U1041',
    ]);
  });

  test('a tenant’s list sets which chips and their order', () => {
    const car = listingCar({ seats: 5, simple_fuel: 'Hybrid', colour: 'Blue' });
    expect(cardChips(car, ['simple_fuel', 'seats', 'year', 'colour']).map((c) => c.label)).toEqual([
      'Hybrid',
      '5 seats',
      '2021',
      'Blue',
    ]);
  });

  test('attributes a car lacks are left out, not shown empty', () => {
    const bike = listingCar({ simple_body: null, simple_transmission: null, stocknum: undefined });
    expect(cardChips(bike).map((chip) => chip.key)).toEqual(['car_type', 'km']);
  });
});

describe('filter chip labels (product rule 9.4)', () => {
  test.each([
    ['price from', priceChipLabel('from', 25_000), 'From $25K'],
    ['price to', priceChipLabel('to', 62_500), 'To $62.5K'],
    ['odometer from', kmChipLabel('from', 20_000), 'From 20K'],
    ['odometer to', kmChipLabel('to', 150_000), 'To 150K'],
    ['year from', yearChipLabel('from', 2019), 'From 2019'],
    ['year to', yearChipLabel('to', 2024), 'To 2024'],
    ['seats', seatsChipLabel(7), '7 Seats'],
    ['stock number', stockNumberChipLabel('U1041'), 'StockNo - U1041'],
    ['subscription from', subscriptionPriceChipLabel('from', 150), 'From $150'],
    ['subscription to', subscriptionPriceChipLabel('to', 1200), 'To $1,200'],
  ])('%s', (_name, label, expected) => {
    expect(label).toBe(expected);
  });

  test.each([
    [{ attribute: 'price', operator: '>=' as const, value: 10_000 }, 'From $10K'],
    [{ attribute: 'price', operator: '<=' as const, value: '40000' }, 'To $40K'],
    [{ attribute: 'km', operator: '<=' as const, value: 80_000 }, 'To 80K'],
    [{ attribute: 'year', operator: '>=' as const, value: 2020 }, 'From 2020'],
    [{ attribute: 'seats', value: 8 }, '8 Seats'],
    [{ attribute: 'seats', operator: '>=' as const, value: 7 }, '7+ Seats'],
    [{ attribute: 'seats', operator: '<=' as const, value: 5 }, 'Up to 5 Seats'],
    [{ attribute: 'seats', operator: '=' as const, value: 7 }, '7 Seats'],
    [{ attribute: 'year', operator: '=' as const, value: 2021 }, '2021'],
    [{ attribute: 'price', operator: '=' as const, value: 30_000 }, '$30K'],
    [{ attribute: 'km', operator: '=' as const, value: 20_000 }, '20K'],
    [{ attribute: 'subscription_price', operator: '=' as const, value: 150 }, '$150'],
    [{ attribute: 'stocknum', value: 'N220' }, 'StockNo - N220'],
    [{ attribute: 'weekly_price', operator: '<=' as const, value: 150 }, 'Weekly Repayments'],
    [{ attribute: 'photos_count', operator: '>=' as const, value: 1 }, 'Has Photos'],
    [{ attribute: 'subscription_price', operator: '<=' as const, value: 300 }, 'To $300'],
    [{ attribute: 'car_type', value: 'demo' }, 'Demo'],
    [{ attribute: 'make', value: 'Mazda' }, 'Mazda'],
  ])('refinement %o reads %s', (refinement, expected) => {
    expect(refinementChipLabel(refinement)).toBe(expected);
  });

  test('a range labelled as a whole is one chip, whatever bounds it has', () => {
    const chips = chipRefinements([
      { attribute: 'weekly_price', operator: '>=' as const, value: 100 },
      { attribute: 'weekly_price', operator: '<=' as const, value: 300 },
      { attribute: 'price', operator: '>=' as const, value: 5000 },
      { attribute: 'price', operator: '<=' as const, value: 40000 },
      { attribute: 'photos_count', operator: '>=' as const, value: 1 },
    ]);
    expect(chips.map((chip) => refinementChipLabel(chip))).toEqual([
      'Weekly Repayments',
      'From $5K',
      'To $40K',
      'Has Photos',
    ]);
  });

  test('a range with equal bounds is one chip for the exact value, not a "from" and a "to"', () => {
    const chips = chipRefinements([
      { attribute: 'seats', operator: '>=' as const, value: 7 },
      { attribute: 'seats', operator: '<=' as const, value: 7 },
      { attribute: 'year', operator: '>=' as const, value: 2021 },
      { attribute: 'year', operator: '<=' as const, value: '2021' },
      { attribute: 'km', operator: '>=' as const, value: 10_000 },
      { attribute: 'km', operator: '<=' as const, value: 50_000 },
    ]);
    expect(chips.map((chip) => refinementChipLabel(chip))).toEqual([
      '7 Seats',
      '2021',
      'From 10K',
      'To 50K',
    ]);
  });

  test('seat bounds read as ranges', () => {
    const chips = chipRefinements([
      { attribute: 'seats', operator: '>=' as const, value: 5 },
      { attribute: 'seats', operator: '<=' as const, value: 7 },
    ]);
    expect(chips.map((chip) => refinementChipLabel(chip))).toEqual(['5+ Seats', 'Up to 7 Seats']);
  });
});
