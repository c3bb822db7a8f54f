import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Database } from '#server/db/database.server.ts';
import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import type {
  ReservationConfirmation,
  ReservationServices,
} from '#shared/reserve/reserve-checkout.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { RESERVABLE_FIELDS } from './reserve-deposit.server.ts';
import { reserveCheckout } from './reserve-checkout.server.ts';
import {
  clientSecretMatches,
  findPaymentIntent,
  findReservationByIntent,
  type PaymentIntentRow,
} from './reservation-store.server.ts';
import type { PaymentSettlement } from './settle-payment.server.ts';
import type { StripeAccounts } from './stripe-accounts.server.ts';

interface ReservationServicesDeps {
  tenants: readonly TenantConfig[];
  accounts: StripeAccounts;
  database: Database;
  findCar: FindTenantCar;
  settlement: PaymentSettlement;
  logger: Logger;
}

const INTENT_ID = /^pi_[A-Za-z0-9]{1,255}$/;
const FAILED_MESSAGE = 'The payment was not completed, and nothing was charged.';
/** product rule 4.15: a payment that was not the deposit was refunded and holds nothing. */
export const MISMATCH_MESSAGE =
  'The payment did not match the deposit for this car, so it has been refunded in full.';

/** j***@example.com: enough for the shopper to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The reserve pages' server side (RouteServices.reservations). */
export function createReservationServices(deps: ReservationServicesDeps): ReservationServices {
  const bySlug = new Map(deps.tenants.map((tenant) => [tenant.slug, tenant]));

  async function describe(
    tenant: TenantConfig,
    row: PaymentIntentRow,
  ): Promise<ReservationConfirmation | null> {
    const car = await deps.findCar(tenant.search, row.car_id, RESERVABLE_FIELDS);
    if (!car) return null;
    const reservation = await findReservationByIntent(deps.database, row.id);
    const lead = await deps.database.query<{ email: string | null }>(
      'select email from leads where id = $1',
      [row.lead_id],
    );
    const email = lead.rows[0]?.email;
    const outcome: ReservationConfirmation['outcome'] =
      row.outcome === 'rejected'
        ? 'failed'
        : (row.outcome ??
          (row.status === 'processing' || row.status === 'succeeded' ? 'processing' : 'failed'));
    const failure = row.outcome === 'rejected' ? MISMATCH_MESSAGE : row.last_error;
    return {
      outcome,
      reference: outcome === 'reserved' ? (reservation?.reference ?? null) : null,
      deposit: row.amount_cents / 100,
      car: {
        id: car.id,
        slug: car.slug,
        year: car.year,
        make: car.make,
        model: car.model,
        badge: car.badge ?? null,
        stocknum: car.stocknum,
        primary_image_url: car.primary_image_url || null,
      },
      email: email ? maskEmail(email) : null,
      message: outcome === 'failed' ? (failure ?? FAILED_MESSAGE) : null,
    };
  }

  return {
    checkout(site) {
      const tenant = bySlug.get(site.slug);
      return tenant ? reserveCheckout(tenant, deps.accounts) : null;
    },
    async confirmation(site, query) {
      const tenant = bySlug.get(site.slug);
      const account = tenant && deps.accounts.forTenant(tenant.slug);
      if (!tenant || !account || !INTENT_ID.test(query.payment_intent)) return null;
      const stored = await findPaymentIntent(deps.database, { id: query.payment_intent });
      // The client secret proves this browser is the payer; nothing else in the query counts.
      if (
        !stored ||
        stored.tenant_slug !== tenant.slug ||
        !clientSecretMatches(query.client_secret, stored)
      ) {
        return null;
      }
      // Settled already (a reload, the processing page's poll): nothing to ask Stripe, except
      // a refund still to be made.
      if (stored.outcome === 'reserved' || (stored.outcome !== null && stored.refund_id)) {
        return describe(tenant, stored);
      }
      // Stripe's own record decides (the redirect's redirect_status is not trusted).
      let row: PaymentIntentRow | undefined = stored;
      try {
        const intent = await account.client.paymentIntents.retrieve(stored.id);
        row = await deps.settlement.settle(intent);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        deps.logger.warn(
          { payment_intent: stored.id, stripe_error: error.type },
          'Stripe unreachable from the return page: showing the stored state',
        );
      }
      return row ? describe(tenant, row) : null;
    },
  };
}
