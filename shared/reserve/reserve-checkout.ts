// The reserve-online journey's shapes, shared by the pages (shared/pages/reserve) and the
// server's payments module (server/payments). docs/payments.md tells the whole flow.
import type { SiteData } from '../tenant/site-data.ts';

/**
 * How this site takes a deposit right now, decided on the server:
 * - 'stripe': Stripe's Payment Element on the page; the publishable key is public by design.
 * - 'request': the page sends a 'Reserve Online' lead carrying the deposit and the dealer
 *   calls to take it: Till and St George sites ('dealer-takes-deposit'), or a Stripe site
 *   whose secret key is not configured on this server ('payments-offline').
 */
export type ReserveCheckout =
  | {
      mode: 'stripe';
      publishable_key: string;
      /** The processor's apple_pay_enabled / google_pay_enabled flags. */
      wallets: { apple_pay: boolean; google_pay: boolean };
    }
  | { mode: 'request'; reason: 'dealer-takes-deposit' | 'payments-offline' };

/**
 * What the return page shows, read from Stripe's own record of the PaymentIntent (never
 * from the query string) and the platform's reservation:
 * - 'reserved': paid, and the car is held for this shopper (reference set);
 * - 'refunded': paid after another buyer reserved the car first; refunded in full;
 * - 'processing': the bank has not confirmed yet;
 * - 'failed': not paid (declined, or 3-D Secure not completed); `message` says why.
 */
export type ReservationOutcome = 'reserved' | 'refunded' | 'processing' | 'failed';

export interface ReservationConfirmation {
  outcome: ReservationOutcome;
  /** The shopper's reference for the dealer (e.g. 'R-7KQ2M9'); null until reserved. */
  reference: string | null;
  /** AUD. */
  deposit: number;
  car: {
    id: number;
    slug: string;
    year: number;
    make: string;
    model: string;
    badge: string | null;
    stocknum: string;
    primary_image_url: string | null;
  };
  /** Where the confirmation email went, partly starred (j***@example.com); null if unknown. */
  email: string | null;
  /** Stripe's message for a failed payment; null otherwise. */
  message: string | null;
}

/** The reserve pages' server services (RouteServices.reservations). */
export interface ReservationServices {
  /** How the site takes deposits now; null when it does not take them online at all. */
  checkout(site: Pick<SiteData, 'slug'>): ReserveCheckout | null;
  /**
   * The return page's answer for a PaymentIntent, when `client_secret` is that intent's and
   * the intent is this site's; null otherwise (the page answers 404). A paid intent whose
   * webhook has not arrived yet is fulfilled here, the same way the webhook would.
   */
  confirmation(
    site: Pick<SiteData, 'slug'>,
    query: { payment_intent: string; client_secret: string },
  ): Promise<ReservationConfirmation | null>;
}

/** The page Stripe returns the shopper to (confirmPayment's return_url), on the site's origin. */
export const RESERVATION_RETURN_PATH = '/reservation';
/** The reservation terms page every reserve form links to. */
export const RESERVATION_TERMS_PATH = '/reservation-terms';
