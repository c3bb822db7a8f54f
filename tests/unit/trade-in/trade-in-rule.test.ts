import { describe, expect, test } from 'vitest';
import { currentYearInSydney, qualifiesForTradeIn } from '#shared/inventory/trade-in.ts';

const MID_2026 = new Date('2026-06-15T02:00:00Z');

describe('trade-in valuation qualification (product rule 9.11: at most 7 years and 100,000 km)', () => {
  test.each([
    ['7 years old (2019 in 2026)', { year: 2019, km: 50_000 }, true],
    ['8 years old (2018 in 2026)', { year: 2018, km: 50_000 }, false],
    ['this year', { year: 2026, km: 10 }, true],
    ["next year's model", { year: 2027, km: 0 }, true],
    ['exactly 100,000 km', { year: 2022, km: 100_000 }, true],
    ['100,001 km', { year: 2022, km: 100_001 }, false],
    ['7 years and exactly 100,000 km', { year: 2019, km: 100_000 }, true],
    ['8 years and 100,001 km', { year: 2018, km: 100_001 }, false],
  ])('%s', (_case, car, expected) => {
    expect(qualifiesForTradeIn(car, MID_2026)).toBe(expected);
  });

  test('the year turns over at midnight in Sydney, not UTC', () => {
    const car = { year: 2018, km: 20_000 };
    // 31 Dec 2025 23:59:59 in Sydney (AEDT, UTC+11): still 2025, so a 2018 car is 7.
    const lastSecondOf2025 = new Date('2025-12-31T12:59:59Z');
    // 1 Jan 2026 00:00 in Sydney, though still 31 December in UTC: the 2018 car is now 8.
    const newYear2026 = new Date('2025-12-31T13:00:00Z');
    expect(currentYearInSydney(lastSecondOf2025)).toBe(2025);
    expect(currentYearInSydney(newYear2026)).toBe(2026);
    expect(qualifiesForTradeIn(car, lastSecondOf2025)).toBe(true);
    expect(qualifiesForTradeIn(car, newYear2026)).toBe(false);
  });
});
