// The detail page's finance calculator as data: the shopper's typed deposit, term and final
// payment checked and turned into an estimate. Pure, so the server renders the first figure
// and the browser recomputes on every keystroke with the same code.
import { formatDollars } from '../format/money.ts';
import { financeEstimate, type FinanceEstimate, type FinanceTerms } from './repayment.ts';

export const TERM_YEARS = { min: 1, max: 7 } as const;
export const BALLOON_PERCENT = { min: 0, max: 50 } as const;

/** What the inputs hold, as typed. */
export interface CalculatorInputs {
  /** Dollars. */
  deposit: string;
  termYears: string;
  /** Share of the price. */
  balloonPercent: string;
}

export type CalculatorField = keyof CalculatorInputs;
export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

export interface CalculatorResult {
  estimate: FinanceEstimate | null;
  errors: CalculatorErrors;
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

function depositDollars(price: number, terms: FinanceTerms): number {
  return 'percent' in terms.deposit
    ? Math.round((price * terms.deposit.percent) / 100)
    : terms.deposit.amount;
}

/** The site's offer as the inputs' first values, brought inside the calculator's ranges. */
export function initialCalculatorInputs(price: number, terms: FinanceTerms): CalculatorInputs {
  return {
    deposit: String(Math.max(0, depositDollars(price, terms))),
    termYears: String(clamp(Math.round(terms.termYears), TERM_YEARS)),
    balloonPercent: String(clamp(terms.balloonPercent, BALLOON_PERCENT)),
  };
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * Checks each input against its range (messages name the field and what is wrong) and, when
 * all are valid, estimates with them. `terms` is the site's (or a lender's) offer: its rates
 * apply, and while the deposit still reads the offer's amount its percentage is kept, so the
 * first figure is exactly the listing card's.
 */
export function calculateFinance(
  price: number,
  inputs: CalculatorInputs,
  terms: FinanceTerms,
): CalculatorResult {
  const errors: CalculatorErrors = {};
  const deposit = parseNumber(inputs.deposit);
  if (deposit === null) errors.deposit = 'Enter a deposit in dollars, or 0 for no deposit.';
  else if (Number.isNaN(deposit)) errors.deposit = 'Deposit must be a number of dollars.';
  else if (deposit < 0) errors.deposit = 'Deposit cannot be less than $0.';
  else if (deposit >= price) {
    errors.deposit = `Deposit must be less than the price of ${formatDollars(price)}.`;
  }

  const termYears = parseNumber(inputs.termYears);
  if (
    termYears === null ||
    !Number.isInteger(termYears) ||
    termYears < TERM_YEARS.min ||
    termYears > TERM_YEARS.max
  ) {
    errors.termYears = `Term must be a whole number of years from ${TERM_YEARS.min} to ${TERM_YEARS.max}.`;
  }

  const balloonPercent = parseNumber(inputs.balloonPercent);
  if (
    balloonPercent === null ||
    Number.isNaN(balloonPercent) ||
    balloonPercent < BALLOON_PERCENT.min ||
    balloonPercent > BALLOON_PERCENT.max
  ) {
    errors.balloonPercent = `Final payment must be from ${BALLOON_PERCENT.min}% to ${BALLOON_PERCENT.max}% of the price.`;
  }

  if (Object.keys(errors).length > 0) return { estimate: null, errors };
  const keepsOfferDeposit = inputs.deposit.trim() === String(depositDollars(price, terms));
  const estimate = financeEstimate(price, {
    ...terms,
    termYears: termYears!,
    deposit: keepsOfferDeposit ? terms.deposit : { amount: deposit! },
    balloonPercent: balloonPercent!,
  });
  if (estimate) return { estimate, errors };
  // The only way left to fail: the final payment is not less than what is borrowed.
  const balloon = formatDollars((price * balloonPercent!) / 100);
  const borrowed = formatDollars(price - deposit!);
  return {
    estimate: null,
    errors: {
      balloonPercent: `Final payment of ${balloon} must be less than the ${borrowed} borrowed after the deposit.`,
    },
  };
}
