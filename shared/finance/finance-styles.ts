// The finance-card styles of product rule 9.3 and the terms an estimate uses for a site (and, on the
// detail page, for one of the car's lenders).
//
// A tenant picks its style through the values it already states in `finance` (term_years,
// deposit_percent, balloon_percent): those are the source of truth, so the card, the detail
// page and the index never disagree with the disclaimer the dealer wrote for those values.
// The presets document what each style means; financeCardStyle names the style of a config.
import type { FinanceLender } from '../inventory/car.ts';
import type { FinanceConfig, FinanceProvider } from '../tenant/tenant-config.ts';
import type { FinanceTerms } from './repayment.ts';

export type FinanceCardStyle = 'standard' | 'deposit-and-final-payment' | 'no-final-payment';

export interface FinanceCardPreset {
  termYears: number;
  /** Unset: the tenant's own value applies. */
  depositPercent?: number;
  balloonPercent?: number;
}

/** product rule 9.3: a 5 year term; Nissan-style 10% deposit and 30% final payment; Angle-style $0 final. */
export const FINANCE_CARD_PRESETS: Readonly<Record<FinanceCardStyle, FinanceCardPreset>> = {
  standard: { termYears: 5 },
  'deposit-and-final-payment': { termYears: 5, depositPercent: 10, balloonPercent: 30 },
  'no-final-payment': { termYears: 5, balloonPercent: 0 },
};

/** Providers whose cards come in one style (product rule 9.3); the others may use any. */
export const PROVIDER_CARD_STYLES: Readonly<Partial<Record<FinanceProvider, FinanceCardStyle>>> = {
  'Nissan Finance': 'deposit-and-final-payment',
  Angle: 'no-final-payment',
};

type StyleValues = Pick<FinanceConfig, 'deposit_percent' | 'balloon_percent'>;

/** The style a tenant's finance values make: $0 final first, then 10%/30%, else standard. */
export function financeCardStyle(finance: StyleValues): FinanceCardStyle {
  if (finance.balloon_percent === 0) return 'no-final-payment';
  const { depositPercent, balloonPercent } = FINANCE_CARD_PRESETS['deposit-and-final-payment'];
  if (finance.deposit_percent === depositPercent && finance.balloon_percent === balloonPercent) {
    return 'deposit-and-final-payment';
  }
  return 'standard';
}

/**
 * A developer message when a provider with a fixed style (Nissan Finance, Angle) has finance
 * values of another style; null when the config is consistent.
 */
export function financeStyleProblem(finance: FinanceConfig): string | null {
  const expected = PROVIDER_CARD_STYLES[finance.provider];
  if (!expected || financeCardStyle(finance) === expected) return null;
  const preset = FINANCE_CARD_PRESETS[expected];
  const fixes = [
    preset.depositPercent === undefined ? null : `deposit_percent to ${preset.depositPercent}`,
    preset.balloonPercent === undefined ? null : `balloon_percent to ${preset.balloonPercent}`,
  ].filter(Boolean);
  return `finance.provider ${finance.provider} shows ${expected} cards: set finance.${fixes.join(' and ')}`;
}

/** The terms of the site's finance offer, or of one of the car's lenders (its rates apply). */
export function financeTermsOf(finance: FinanceConfig, lender?: FinanceLender): FinanceTerms {
  return {
    termYears: finance.term_years,
    deposit: { percent: finance.deposit_percent },
    balloonPercent: finance.balloon_percent,
    annualRatePercent: lender ? lender.annual_rate : finance.annual_rate_percent,
    comparisonRatePercent: lender ? lender.comparison_rate : finance.comparison_rate_percent,
    ...(lender ? { lender: lender.name } : {}),
  };
}
