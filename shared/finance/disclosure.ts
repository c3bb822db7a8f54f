// What must accompany every displayed repayment (australian-rules, National Credit Code
// advertising): the annual rate, the comparison rate no less prominent, the comparison-rate
// warning and the assumptions; the dealer's disclaimer and offer date where set.
import { formatDollars } from '../format/money.ts';
import type { FinanceConfig } from '../tenant/tenant-config.ts';
import type { FinanceEstimate, FinanceTerms } from './repayment.ts';

export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/**
 * The warning to print beside a comparison rate: none when the dealer's disclaimer, printed
 * with it, already carries one in its own words (it must appear once, not twice).
 */
export function comparisonRateWarning(disclaimer: string | null): string | null {
  const carried =
    disclaimer !== null && /comparison rate is true only for the example/i.test(disclaimer);
  return carried ? null : COMPARISON_RATE_WARNING;
}

// Fixed locale and options: the server and the browser print the same text (hydration).
const RATE = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SHARE = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

export interface DisclosureText {
  /** `5.86% p.a.` */
  annualRate: string;
  comparisonRate: string;
  assumptions: string;
  /** Null when the disclaimer carries the warning itself. */
  warning: string | null;
  /** The dealer's disclaimer: only for the dealer's own offer, not a lender the shopper picked. */
  disclaimer: string | null;
  /** `Offer valid until 31/12/2026.` */
  offerValidUntil: string | null;
}

export function formatRate(percent: number): string {
  return `${RATE.format(percent)}% p.a.`;
}

/** `2026-12-31` as `31/12/2026`, read from the string so no time zone can shift the day. */
export function formatOfferDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** `5-year term, 10% deposit and 20% final payment`: an estimate's, or an offer's, terms. */
export function termsText(
  terms: Pick<FinanceTerms, 'termYears' | 'deposit' | 'balloonPercent'>,
): string {
  const deposit =
    'percent' in terms.deposit
      ? `${SHARE.format(terms.deposit.percent)}%`
      : formatDollars(terms.deposit.amount);
  const balloon =
    terms.balloonPercent === 0 ? formatDollars(0) : `${SHARE.format(terms.balloonPercent)}%`;
  return `${terms.termYears}-year term, ${deposit} deposit and ${balloon} final payment`;
}

/** `Estimate based on a 5-year term, 10% deposit and 20% final payment, at 5.86% p.a.` */
export function assumptionsText(estimate: FinanceEstimate): string {
  const terms = termsText({
    termYears: estimate.termYears,
    deposit:
      estimate.depositPercent === null
        ? { amount: estimate.deposit }
        : { percent: estimate.depositPercent },
    // A final payment that rounds to nothing reads as $0, whatever share was asked for.
    balloonPercent: estimate.balloon === 0 ? 0 : estimate.balloonPercent,
  });
  const rate = formatRate(estimate.annualRatePercent);
  const lenderRate = estimate.lender ? `${estimate.lender}'s rate of ${rate}` : rate;
  return `Estimate based on a ${terms}, at ${lenderRate}`;
}

export function financeDisclosure(
  estimate: FinanceEstimate,
  finance: Pick<FinanceConfig, 'disclaimer' | 'offer_valid_until'>,
): DisclosureText {
  const dealerOffer = !estimate.lender;
  const disclaimer = dealerOffer && finance.disclaimer ? finance.disclaimer : null;
  return {
    annualRate: formatRate(estimate.annualRatePercent),
    comparisonRate: formatRate(estimate.comparisonRatePercent),
    assumptions: assumptionsText(estimate),
    warning: comparisonRateWarning(disclaimer),
    disclaimer,
    offerValidUntil:
      dealerOffer && finance.offer_valid_until
        ? `Offer valid until ${formatOfferDate(finance.offer_valid_until)}.`
        : null,
  };
}
