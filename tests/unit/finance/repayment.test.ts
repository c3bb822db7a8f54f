import { describe, expect, it } from 'vitest';
import {
  financeEstimate,
  periodicPayment,
  weeklyRepayment,
  type FinanceTerms,
} from '#shared/finance/repayment.ts';

/** Present value of the schedule: what the payments and balloon are worth today. */
function presentValue(payment: number, balloon: number, rate: number, periods: number): number {
  let value = balloon / (1 + rate) ** periods;
  for (let period = 1; period <= periods; period += 1) value += payment / (1 + rate) ** period;
  return value;
}

function terms(overrides: Partial<FinanceTerms> = {}): FinanceTerms {
  return {
    termYears: 5,
    deposit: { percent: 0 },
    balloonPercent: 0,
    annualRatePercent: 6.99,
    comparisonRatePercent: 7.99,
    ...overrides,
  };
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

// Expected figures worked out separately with 50-digit decimals from the formula in
// australian-rules.md, then rounded to cents; 5.2% p.a. makes the weekly rate exactly 0.001.
describe('financeEstimate against hand-computed cases', () => {
  it.each([
    ['zero rate', 26_000, terms({ annualRatePercent: 0 }), 100],
    [
      'zero rate with a 20% final payment',
      26_000,
      terms({ annualRatePercent: 0, balloonPercent: 20 }),
      80,
    ],
    ['1 year at 0.1% a week', 10_000, terms({ termYears: 1, annualRatePercent: 5.2 }), 197.45],
    [
      '1 year at 0.1% a week, $2,000 final payment',
      10_000,
      terms({ termYears: 1, annualRatePercent: 5.2, balloonPercent: 20 }),
      159.96,
    ],
    ['$30,000 over 5 years at 6.99%', 30_000, terms(), 136.8],
    [
      '10% deposit and 30% final payment at 6.49%',
      40_000,
      terms({ deposit: { percent: 10 }, balloonPercent: 30, annualRatePercent: 6.49 }),
      123.13,
    ],
    ['$0 final payment at 9.95%', 30_000, terms({ annualRatePercent: 9.95 }), 146.56],
    [
      '$2,500 deposit, $0 final payment at 9.95%',
      25_000,
      terms({ deposit: { amount: 2_500 }, annualRatePercent: 9.95 }),
      109.92,
    ],
  ])('%s', (_, price, loan, weekly) => {
    expect(financeEstimate(price, loan)?.weekly).toBe(weekly);
  });

  it('states every assumption behind the figure', () => {
    const loan = terms({ deposit: { percent: 10 }, balloonPercent: 30, annualRatePercent: 6.49 });
    expect(financeEstimate(40_000, loan)).toEqual({
      price: 40_000,
      weekly: 123.13,
      weeks: 260,
      termYears: 5,
      deposit: 4_000,
      depositPercent: 10,
      principal: 36_000,
      balloon: 12_000,
      balloonPercent: 30,
      annualRatePercent: 6.49,
      comparisonRatePercent: 7.99,
    });
  });

  it('a deposit in dollars is kept as dollars, and a lender is named', () => {
    const estimate = financeEstimate(
      25_000,
      terms({ deposit: { amount: 2_500.5 }, lender: 'Example Bank' }),
    )!;
    expect(estimate).toMatchObject({ deposit: 2_500.5, depositPercent: null, principal: 22_499.5 });
    expect(estimate.lender).toBe('Example Bank');
  });

  it('has no estimate without a price, a loan, or a final payment below the loan', () => {
    expect(financeEstimate(0, terms())).toBeNull();
    expect(financeEstimate(Number.NaN, terms())).toBeNull();
    expect(financeEstimate(30_000, terms({ deposit: { percent: 100 } }))).toBeNull();
    expect(financeEstimate(30_000, terms({ deposit: { amount: -1 } }))).toBeNull();
    expect(
      financeEstimate(30_000, terms({ deposit: { percent: 50 }, balloonPercent: 50 })),
    ).toBeNull();
    expect(financeEstimate(30_000, terms({ termYears: 0 }))).toBeNull();
  });
});

describe('weeklyRepayment', () => {
  it('is financeEstimate’s figure for percentage terms', () => {
    expect(
      weeklyRepayment({
        price: 50_000,
        depositPercent: 10,
        balloonPercent: 20,
        annualRatePercent: 5.86,
        termYears: 5,
      }),
    ).toBe(166.64);
    expect(
      weeklyRepayment({
        price: 0,
        depositPercent: 0,
        balloonPercent: 0,
        annualRatePercent: 5,
        termYears: 5,
      }),
    ).toBeNull();
  });
});
