import { describe, expect, it } from 'vitest';
import { periodicPayment, weeklyRepayment } from '#shared/finance/repayment.ts';

/** Present value of the schedule: what the payments and balloon are worth today. */
function presentValue(payment: number, balloon: number, rate: number, periods: number): number {
  let value = balloon / (1 + rate) ** periods;
  for (let period = 1; period <= periods; period += 1) value += payment / (1 + rate) ** period;
  return value;
}

describe('periodicPayment', () => {
  it('repays exactly the principal at the periodic rate', () => {
    const rate = 0.0699 / 52;
    const payment = periodicPayment(30_000, 0, rate, 260);
    expect(presentValue(payment, 0, rate, 260)).toBeCloseTo(30_000, 6);
  });

  it('leaves the balloon as the final payment', () => {
    const rate = 0.0899 / 52;
    const payment = periodicPayment(45_000, 15_000, rate, 260);
    expect(presentValue(payment, 15_000, rate, 260)).toBeCloseTo(45_000, 6);
    expect(payment).toBeLessThan(periodicPayment(45_000, 0, rate, 260));
  });

  it('divides evenly when the rate is zero', () => {
    expect(periodicPayment(26_000, 0, 0, 260)).toBe(100);
    expect(periodicPayment(26_000, 5_200, 0, 260)).toBe(80);
  });

  it('refuses a loan without periods', () => {
    expect(() => periodicPayment(1000, 0, 0.01, 0)).toThrow(RangeError);
  });
});

describe('weeklyRepayment', () => {
  const base = {
    price: 30_000,
    depositPercent: 0,
    balloonPercent: 0,
    annualRatePercent: 6.99,
    termYears: 5,
  };

  it('is the weekly payment over 5 years in cents', () => {
    const weekly = weeklyRepayment(base)!;
    expect(weekly).toBe(Math.round(periodicPayment(30_000, 0, 0.0699 / 52, 260) * 100) / 100);
    expect(weekly).toBeGreaterThan(136);
    expect(weekly).toBeLessThan(137);
  });

  it('takes the deposit off the principal and keeps the balloon to the end', () => {
    const nissanStyle = weeklyRepayment({ ...base, depositPercent: 10, balloonPercent: 30 })!;
    const expected = periodicPayment(27_000, 9_000, 0.0699 / 52, 260);
    expect(nissanStyle).toBeCloseTo(expected, 2);
  });

  it('has no figure without a price or with nothing to borrow', () => {
    expect(weeklyRepayment({ ...base, price: 0 })).toBeNull();
    expect(weeklyRepayment({ ...base, depositPercent: 100 })).toBeNull();
  });
});
