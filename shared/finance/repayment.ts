// Repayment maths for finance estimates: an amortising loan with an optional final
// (balloon) payment. Used by listing cards, the detail page and the search index.

/** Periods per year of the repayment schedule; the comparison maths uses 52.18 elsewhere. */
export const WEEKS_PER_YEAR = 52;

export interface LoanTerms {
  /** Vehicle price in AUD. */
  price: number;
  /** Share of the price paid up front, 0..100. */
  depositPercent: number;
  /** Final payment as a share of the price, 0..100. */
  balloonPercent: number;
  /** Annual percentage rate, e.g. 6.99 for 6.99%. */
  annualRatePercent: number;
  termYears: number;
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
 * Weekly repayment for a vehicle, in dollars and cents; null when there is no price
 * to finance (price on application) or nothing left to borrow after the deposit.
 */
export function weeklyRepayment(terms: LoanTerms): number | null {
  const principal = terms.price * (1 - terms.depositPercent / 100);
  if (!(terms.price > 0) || principal <= 0) return null;
  const balloon = terms.price * (terms.balloonPercent / 100);
  const payment = periodicPayment(
    principal,
    balloon,
    terms.annualRatePercent / 100 / WEEKS_PER_YEAR,
    Math.round(terms.termYears * WEEKS_PER_YEAR),
  );
  return Math.round(payment * 100) / 100;
}
