// The site's finance offer without a car (the /finance page): no repayment to show, so the
// annual rate goes with its comparison rate, the comparison-rate warning and the terms
// (australian-rules), all from the tenant's own finance settings, in the cards' wording.
import type { FinanceConfig } from '../tenant/tenant-config.ts';
import { comparisonRateWarning, formatOfferDate, formatRate, termsText } from './disclosure.ts';
import { financeTermsOf } from './finance-styles.ts';

export interface FinanceOfferText {
  /** The finance company; null when the dealer arranges it itself ('Manual'). */
  provider: string | null;
  /** `5.86% p.a.` */
  annualRate: string;
  comparisonRate: string;
  /** `Rates based on a 5-year term, 10% deposit and 20% final payment.` */
  terms: string;
  /** Null when the disclaimer carries the warning itself. */
  warning: string | null;
  disclaimer: string | null;
  /** `Offer valid until 31/12/2026.` */
  offerValidUntil: string | null;
}

export function financeOfferText(finance: FinanceConfig): FinanceOfferText {
  const terms = financeTermsOf(finance);
  return {
    provider: finance.provider === 'Manual' ? null : finance.provider,
    annualRate: formatRate(terms.annualRatePercent),
    comparisonRate: formatRate(terms.comparisonRatePercent),
    terms: `Rates based on a ${termsText(terms)}.`,
    warning: comparisonRateWarning(finance.disclaimer || null),
    disclaimer: finance.disclaimer || null,
    offerValidUntil: finance.offer_valid_until
      ? `Offer valid until ${formatOfferDate(finance.offer_valid_until)}.`
      : null,
  };
}
