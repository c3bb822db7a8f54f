// Weekly finance estimate of a listing card, from the tenant's finance terms. The search
// index's `weekly_price` comes from the same function and terms, so both agree.
import { weeklyRepayment } from '../finance/repayment.ts';
import type { FinanceConfig, TenantFeatures } from '../tenant/tenant-config.ts';

export interface CardFinance {
  weekly: number;
  annualRatePercent: number;
  comparisonRatePercent: number;
  termYears: number;
  depositPercent: number;
  balloonPercent: number;
}

/** australian-rules: a rate is shown with its comparison rate and this warning. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** Null when the site hides finance on cards or there is no price to finance. */
export function cardFinance(
  price: number,
  site: {
    features: Pick<TenantFeatures, 'show_weekly_finance_on_cards'>;
    finance: FinanceConfig;
  },
): CardFinance | null {
  if (!site.features.show_weekly_finance_on_cards) return null;
  const { finance } = site;
  const weekly = weeklyRepayment({
    price,
    depositPercent: finance.deposit_percent,
    balloonPercent: finance.balloon_percent,
    annualRatePercent: finance.annual_rate_percent,
    termYears: finance.term_years,
  });
  if (weekly === null) return null;
  return {
    weekly,
    annualRatePercent: finance.annual_rate_percent,
    comparisonRatePercent: finance.comparison_rate_percent,
    termYears: finance.term_years,
    depositPercent: finance.deposit_percent,
    balloonPercent: finance.balloon_percent,
  };
}
