import { describe, expect, test } from 'vitest';
import {
  adjustedPrice,
  estimateTradeIn,
  isComparable,
  outsideRuleReasons,
  quantile,
  type MarketCar,
  type TradeInVehicle,
} from '#shared/trade-in/trade-in-estimate.ts';
import { nameKey } from '#shared/text/name-key.ts';

// Midday in Sydney, 1 July 2026: a 2019 car is 7 years old, a 2018 car 8.
const NOW = new Date('2026-07-01T02:00:00Z');

const VEHICLE: TradeInVehicle = {
  make: 'Toyota',
  model: 'RAV4',
  year: 2022,
  km: 50_000,
  condition: 'Good',
};

function car(overrides: Partial<MarketCar> = {}): MarketCar {
  return {
    make: 'Toyota',
    model: 'RAV4',
    year: 2022,
    km: 50_000,
    price: 30_000,
    price_type: 'Excl. Government Charges',
    car_type: 'used',
    sold: false,
    updated_at: '2026-06-01T00:00:00Z',
    ...overrides,
  };
}

describe('the trade-in rule decides whether there is an estimate at all', () => {
  test('exactly 7 years old and exactly 100,000 km: an estimate', () => {
    const vehicle = { ...VEHICLE, year: 2019, km: 100_000 };
    expect(outsideRuleReasons(vehicle, NOW)).toEqual([]);
    const result = estimateTradeIn(vehicle, [car({ year: 2019, km: 95_000 })], NOW);
    expect(result.outcome).toBe('estimate');
  });

  test('8 years old: no estimate, whatever the market holds', () => {
    const vehicle = { ...VEHICLE, year: 2018 };
    expect(estimateTradeIn(vehicle, [car({ year: 2018 })], NOW)).toEqual({
      outcome: 'outside-rule',
      reasons: ['age'],
    });
  });

  test('100,001 km: no estimate', () => {
    const vehicle = { ...VEHICLE, km: 100_001 };
    expect(estimateTradeIn(vehicle, [car({ km: 100_001 })], NOW)).toEqual({
      outcome: 'outside-rule',
      reasons: ['km'],
    });
  });

  test('both broken: both reasons', () => {
    expect(outsideRuleReasons({ year: 2010, km: 250_000 }, NOW)).toEqual(['age', 'km']);
  });

  test("next year's model is young enough", () => {
    expect(outsideRuleReasons({ year: 2027, km: 0 }, NOW)).toEqual([]);
  });
});

describe('which cars are comparable', () => {
  test('the model is matched however it is spelt', () => {
    expect(nameKey('CX-5')).toBe(nameKey('cx 5'));
    expect(nameKey('Mazda 3')).toBe(nameKey('Mazda3'));
    expect(isComparable({ ...VEHICLE, model: 'rav 4', make: 'TOYOTA' }, car(), NOW)).toBe(true);
  });

  test('another model or make is not', () => {
    expect(isComparable(VEHICLE, car({ model: 'Corolla' }), NOW)).toBe(false);
    expect(isComparable(VEHICLE, car({ make: 'Lexus' }), NOW)).toBe(false);
  });

  test('year within 2 either way, odometer within 40,000 km either way', () => {
    expect(isComparable(VEHICLE, car({ year: 2020 }), NOW)).toBe(true);
    expect(isComparable(VEHICLE, car({ year: 2024 }), NOW)).toBe(true);
    expect(isComparable(VEHICLE, car({ year: 2019 }), NOW)).toBe(false);
    expect(isComparable(VEHICLE, car({ year: 2025 }), NOW)).toBe(false);
    expect(isComparable(VEHICLE, car({ km: 90_000 }), NOW)).toBe(true);
    expect(isComparable(VEHICLE, car({ km: 10_000 }), NOW)).toBe(true);
    expect(isComparable(VEHICLE, car({ km: 90_001 }), NOW)).toBe(false);
  });

  test('new cars and cars without a price are not market prices', () => {
    expect(isComparable(VEHICLE, car({ car_type: 'new' }), NOW)).toBe(false);
    expect(isComparable(VEHICLE, car({ car_type: 'demo' }), NOW)).toBe(true);
    expect(isComparable(VEHICLE, car({ price: 0, price_type: 'Price on application' }), NOW)).toBe(
      false,
    );
  });

  test('a sold car counts for a year after it sold', () => {
    expect(
      isComparable(VEHICLE, car({ sold: true, updated_at: '2025-07-02T00:00:00Z' }), NOW),
    ).toBe(true);
    expect(
      isComparable(VEHICLE, car({ sold: true, updated_at: '2025-06-30T00:00:00Z' }), NOW),
    ).toBe(false);
    expect(isComparable(VEHICLE, car({ sold: true, updated_at: null }), NOW)).toBe(false);
  });
});

describe('adjusting a comparable to the shopper’s vehicle', () => {
  test('the same car before government charges is its price', () => {
    expect(adjustedPrice(VEHICLE, car())).toBe(30_000);
  });

  test('a drive-away price loses its on-road costs (5%)', () => {
    expect(adjustedPrice(VEHICLE, car({ price_type: 'Drive Away' }))).toBeCloseTo(28_500, 6);
  });

  test('each model year newer than the shopper’s is 10% more than the shopper’s is worth', () => {
    expect(adjustedPrice(VEHICLE, car({ year: 2023 }))).toBeCloseTo(27_000, 6);
    expect(adjustedPrice(VEHICLE, car({ year: 2020 }))).toBeCloseTo(30_000 / 0.81, 6);
  });

  test('each 10,000 km more on the shopper’s vehicle takes 1.5% off', () => {
    expect(adjustedPrice(VEHICLE, car({ km: 30_000 }))).toBeCloseTo(30_000 * 0.97, 6);
    expect(adjustedPrice(VEHICLE, car({ km: 70_000 }))).toBeCloseTo(30_000 * 1.03, 6);
  });
});

describe('the range', () => {
  test('quantiles interpolate', () => {
    expect(quantile([10, 20, 30, 40, 50], 0.5)).toBe(30);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([7], 0.75)).toBe(7);
  });

  test('no comparables: says so, with no figures', () => {
    expect(estimateTradeIn(VEHICLE, [], NOW)).toEqual({
      outcome: 'no-comparables',
      comparables: 0,
    });
    expect(estimateTradeIn(VEHICLE, [car({ model: 'Corolla' })], NOW)).toEqual({
      outcome: 'no-comparables',
      comparables: 0,
    });
  });

  test('one comparable: 80% of its price, times the condition, 15% either side', () => {
    // 30,000 x 0.8 x 0.94 (Good) = 22,560; +-15% = 19,176 .. 25,944; rounded out to $100.
    expect(estimateTradeIn(VEHICLE, [car()], NOW)).toEqual({
      outcome: 'estimate',
      low: 19_100,
      high: 26_000,
      comparables: 1,
    });
  });

  test('many comparables: the middle half of their prices', () => {
    const prices = [24_000, 26_000, 28_000, 30_000, 32_000, 34_000, 36_000, 38_000, 40_000];
    const market = prices.map((price) => car({ price }));
    // Quartiles 28,000 and 36,000, median 32,000; factor 0.8 x 1 (Excellent) = 0.8.
    // 22,400 .. 28,800 is wider than 5% of 25,600 either side (24,320 .. 26,880).
    expect(estimateTradeIn({ ...VEHICLE, condition: 'Excellent' }, market, NOW)).toEqual({
      outcome: 'estimate',
      low: 22_400,
      high: 28_800,
      comparables: 9,
    });
  });

  test('a worse condition lowers both ends in order', () => {
    const market = [car({ price: 28_000 }), car({ price: 30_000 }), car({ price: 32_000 })];
    const grades = (['Excellent', 'Good', 'Fair', 'Poor'] as const).map((condition) =>
      estimateTradeIn({ ...VEHICLE, condition }, market, NOW),
    );
    const highs = grades.map((grade) => (grade.outcome === 'estimate' ? grade.high : Number.NaN));
    expect(highs).toEqual([...highs].sort((a, b) => b - a));
    expect(new Set(highs).size).toBe(4);
  });

  test('whole dollars, low below high, never negative', () => {
    const result = estimateTradeIn(VEHICLE, [car({ price: 1_990 })], NOW);
    expect(result.outcome).toBe('estimate');
    if (result.outcome !== 'estimate') return;
    expect(Number.isInteger(result.low) && Number.isInteger(result.high)).toBe(true);
    expect(result.low).toBeGreaterThanOrEqual(0);
    expect(result.low).toBeLessThan(result.high);
  });
});
