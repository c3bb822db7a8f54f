// Weekly finance estimate of a listing card, from the tenant's finance terms. The search
// index's `weekly_price` comes from the same function and terms, so both agree.
import { financeTermsOf } from '../finance/finance-styles.ts';
import { financeEstimate, type FinanceEstimate } from '../finance/repayment.ts';
import type { FinanceConfig, TenantFeatures } from '../tenant/tenant-config.ts';

export interface CardFinance {
  estimate: FinanceEstimate;
  /** The site's finance settings, for the disclosure shown with the figure. */
  finance: FinanceConfig;
}

/** Null when the site hides finance on cards or there is no price to finance. */
export function cardFinance(
  price: number,
  site: {
    features: Pick<TenantFeatures, 'show_weekly_finance_on_cards'>;
    finance: FinanceConfig;
  },
): CardFinance | null {
  if (!site.features.show_weekly_finance_on_cards) return null;
  const estimate = financeEstimate(price, financeTermsOf(site.finance));
  return estimate ? { estimate, finance: site.finance } : null;
}
