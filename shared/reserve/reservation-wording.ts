// docs/payments.md: the reservation terms in plain words, from the site's own numbers. The reserve
// page, the confirmation pages and the terms page all say the same thing.
import { formatDollars } from '../format/money.ts';
import type { ReservationTerms } from '../tenant/tenant-config.ts';

export function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** How long the dealer keeps the car for the shopper. */
export function holdSentence(terms: Pick<ReservationTerms, 'hold_days'>): string {
  return `The car is held for you for ${dayCount(terms.hold_days)} once your deposit is paid, and nobody else can buy it in that time.`;
}

/** Whether, and until when, the deposit comes back. */
export function refundSentence(
  terms: Pick<ReservationTerms, 'refundable_days'>,
  deposit: number,
): string {
  const amount = formatDollars(deposit);
  if (terms.refundable_days <= 0) {
    return `The ${amount} deposit is not refundable once paid. It counts towards the price of the car.`;
  }
  return `Changed your mind? Ask within ${dayCount(terms.refundable_days)} of paying and the ${amount} deposit is refunded in full; after that it is not refundable. If you buy the car, the deposit counts towards its price.`;
}

/** What a shopper reads when the dealer, not the website, takes the deposit. */
export function dealerCallsSentence(dealerName: string, deposit: number): string {
  return `${dealerName} will call you to take the ${formatDollars(deposit)} deposit over the phone. No payment is taken on this website.`;
}

/** Stripe's usual time for a refund to show on the shopper's statement (support.stripe.com). */
export const REFUND_ARRIVAL = '5 to 10 business days';
