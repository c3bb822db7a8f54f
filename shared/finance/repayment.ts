// Repayment maths for finance estimates (australian-rules: an amortising loan with an optional
// final (balloon) payment). Listing cards, the detail page's calculator and the search index's
// weekly_price all call financeEstimate, so every figure a shopper sees agrees.

/** Periods per year of the repayment schedule; the comparison-rate maths uses 52.18 elsewhere. */
export const WEEKS_PER_YEAR = 52;

/** Up-front payment: a share of the price (tenant finance settings) or dollars (the calculator). */
export type DepositTerms = { percent: number } | { amount: number };

/** Everything an estimate assumes besides the price. Rates are annual percentages (6.99 = 6.99%). */
export interface FinanceTerms {
  termYears: number;
  deposit: DepositTerms;
  /** Final (balloon) payment as a share of the price, 0..100. */
  balloonPercent: number;
  annualRatePercent: number;
  comparisonRatePercent: number;
  /** Whose rates these are, when the shopper picked one of the car's lenders. */
  lender?: string;
}

/** A weekly repayment with every assumption behind it, amounts in dollars and cents. */
export interface FinanceEstimate {
  price: number;
  weekly: number;
  weeks: number;
  termYears: number;
  deposit: number;
  /** How the deposit was stated: a percentage of the price, or null when given in dollars. */
  depositPercent: number | null;
  /** Amount borrowed: the price less the deposit. */
  principal: number;
  balloon: number;
  balloonPercent: number;
  annualRatePercent: number;
  comparisonRatePercent: number;
  lender?: string;
}

function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * The periodic payment of an amortising loan:
 * `(P - B / (1 + r)^n) * r / (1 - (1 + r)^-n)`, or `(P - B) / n` when r = 0,
 * for principal P (price less deposit), balloon B, periodic rate r and n periods.
 */
export function periodicPayment(
  principal: number,
  balloon: number,
  periodicRate: number,
  periods: number,
): number {
  if (periods <= 0) throw new RangeError('A loan needs at least one repayment period');
  if (periodicRate === 0) return (principal - balloon) / periods;
  const growth = (1 + periodicRate) ** periods;
  return ((principal - balloon / growth) * periodicRate) / (1 - 1 / growth);
}

/**
 * The weekly estimate for a car at `price`; null when there is nothing to estimate: no
 * price (price on application), nothing borrowed after the deposit, a final payment at least
 * the amount borrowed, or a term without a repayment.
 */
export function financeEstimate(price: number, terms: FinanceTerms): FinanceEstimate | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  const weeks = Math.round(terms.termYears * WEEKS_PER_YEAR);
  if (!(weeks > 0) || terms.annualRatePercent < 0) return null;
  const stated = terms.deposit;
  const depositPercent = 'percent' in stated ? stated.percent : null;
  const deposit = cents('percent' in stated ? (price * stated.percent) / 100 : stated.amount);
  const principal = cents(price - deposit);
  const balloon = cents((price * terms.balloonPercent) / 100);
  if (!(deposit >= 0) || !(principal > 0) || !(balloon >= 0) || balloon >= principal) return null;
  const payment = periodicPayment(
    principal,
    balloon,
    terms.annualRatePercent / 100 / WEEKS_PER_YEAR,
    weeks,
  );
  return {
    price,
    weekly: cents(payment),
    weeks,
    termYears: terms.termYears,
    deposit,
    depositPercent,
    principal,
    balloon,
    balloonPercent: terms.balloonPercent,
    annualRatePercent: terms.annualRatePercent,
    comparisonRatePercent: terms.comparisonRatePercent,
    ...(terms.lender ? { lender: terms.lender } : {}),
  };
}

/** Percentage terms of the original API, kept for callers that only need the figure. */
export interface LoanTerms {
  price: number;
  depositPercent: number;
  balloonPercent: number;
  annualRatePercent: number;
  termYears: number;
}

/** Weekly repayment in dollars and cents, or null (see financeEstimate). */
export function weeklyRepayment(terms: LoanTerms): number | null {
  return (
    financeEstimate(terms.price, {
      termYears: terms.termYears,
      deposit: { percent: terms.depositPercent },
      balloonPercent: terms.balloonPercent,
      annualRatePercent: terms.annualRatePercent,
      comparisonRatePercent: 0,
    })?.weekly ?? null
  );
}
