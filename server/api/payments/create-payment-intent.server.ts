import crypto from 'node:crypto';
import Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import { findLead } from '#server/leads/store/lead-store.server.ts';
import { leadTokenMatches } from '#server/leads/store/lead-token.server.ts';
import { checkReserve, toCents } from '#server/payments/reserve-deposit.server.ts';
import {
  findPaymentIntent,
  hashClientSecret,
  hasActiveReservation,
  insertPaymentIntent,
} from '#server/payments/reservation-store.server.ts';
import type { StripeAccounts } from '#server/payments/stripe-accounts.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { carTitle } from '#shared/format/car-format.ts';
import type { PaymentIntentQuery } from './payment-intent-query.ts';

export interface PaymentIntentDeps {
  database: Database;
  findCar: FindTenantCar;
  accounts: StripeAccounts;
}

export type PaymentIntentResult =
  | { ok: true; body: { client_secret: string; payment_intent: string } }
  | { ok: false; status: number; code: string; message: string; fields?: Record<string, string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A shopper can still pay an intent in these states; others need a new start. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

export const UNAVAILABLE_MESSAGE =
  'Online payment is unavailable right now. Send your reservation request and the dealer will call you to take the deposit.';

const fail = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): PaymentIntentResult => ({ ok: false, status, code, message, ...(fields ? { fields } : {}) });

/**
 * POST /api/dealerships/:id/payment_intent: the deposit's PaymentIntent for a saved
 * 'Reserve Online' lead. Nothing the browser says is trusted: the tenant is the Host's, the
 * lead's token is checked, reservable and the amount are recomputed from stored data. The
 * same lead and car always get the same intent (our row, then Stripe's idempotency key).
 */
export function createPaymentIntentService(deps: PaymentIntentDeps) {
  // Two clicks in the same process share one Stripe call rather than racing on the key.
  const inFlight = new Map<string, Promise<PaymentIntentResult>>();

  async function create(
    tenant: TenantConfig,
    query: PaymentIntentQuery,
    lead: { id: string | undefined; token: string | undefined },
    log: Logger,
  ): Promise<PaymentIntentResult> {
    const processor = tenant.payment_processors[0];
    if (!tenant.features.reserve || !processor) {
      return fail(409, 'reserve_off', 'This site does not take reservations online.');
    }
    if (processor.authorization_type !== 'stripe') {
      return fail(
        409,
        'deposit_taken_by_dealer',
        'The deposit is taken by the dealer: send a reservation request and they will call you.',
      );
    }
    const owned = new Set([
      tenant.dealership.id,
      ...tenant.locations.map((location) => location.dealership_id),
    ]);
    if (!owned.has(query.dealershipId)) {
      return fail(404, 'not_found', `No dealership ${query.dealershipId} on this site`);
    }
    const account = deps.accounts.forTenant(tenant.slug);
    if (!account) return fail(503, 'payments_unavailable', UNAVAILABLE_MESSAGE);
    if (!lead.id || !lead.token) {
      return fail(
        400,
        'lead_required',
        "Save the shopper's details first (POST /api/leads, form 'reserve'), then send X-Lead-Id and X-Lead-Token",
      );
    }
    const leadId = lead.id.toLowerCase();
    const row = UUID.test(leadId) ? await findLead(deps.database, tenant.slug, leadId) : undefined;
    if (!row) return fail(404, 'not_found', `No lead ${leadId} on this site`);
    if (!leadTokenMatches(lead.token, row.token_hash)) {
      return fail(403, 'token_invalid', 'The X-Lead-Token does not match this lead');
    }
    if (row.form_kind !== 'reserve' || Number(row.car_id) !== query.carId) {
      return fail(409, 'lead_mismatch', 'This lead is not a reservation of this car');
    }
    if (row.status === 'Complete') {
      return fail(409, 'lead_complete', 'This reservation has already been sent');
    }
    const check = await checkReserve(tenant, query.carId, deps.findCar, (id) =>
      hasActiveReservation(deps.database, tenant.slug, id),
    );
    if (!check.ok) {
      return check.reason === 'unknown-car'
        ? fail(404, 'not_found', `No car ${query.carId} on this site`)
        : fail(409, 'car_not_reservable', check.message, { car_id: check.message });
    }
    const car = check.car;
    if (car.dealership_id !== query.dealershipId && query.dealershipId !== tenant.dealership.id) {
      return fail(404, 'not_found', `Car ${car.id} is not at dealership ${query.dealershipId}`);
    }
    const existing = await findPaymentIntent(deps.database, {
      tenant_slug: tenant.slug,
      lead_id: row.id,
      car_id: car.id,
    });
    const amount = toCents(processor.deposit_amount);
    const key = crypto
      .createHash('sha256')
      .update(`${tenant.slug}\n${car.id}\n${row.id}\n${amount}`)
      .digest('hex');
    const run = async (): Promise<PaymentIntentResult> => {
      try {
        if (existing) {
          const intent = await account.client.paymentIntents.retrieve(existing.id);
          if (PAYABLE.has(intent.status)) return answer(intent);
          if (intent.status === 'succeeded' || intent.status === 'processing') {
            return fail(409, 'already_paid', 'This reservation has already been paid for');
          }
        }
        const intent = await account.client.paymentIntents.create(
          {
            amount,
            currency: 'aud',
            automatic_payment_methods: { enabled: true },
            description: `Deposit to reserve ${carTitle(car)} (stock ${car.stocknum})`,
            ...(row.email ? { receipt_email: row.email } : {}),
            metadata: {
              tenant: tenant.slug,
              car_id: String(car.id),
              stock_number: car.stocknum,
              lead_id: row.id,
              dealership_id: String(query.dealershipId),
            },
          },
          // A canceled earlier intent gets a new key: Stripe would hand the canceled one back.
          { idempotencyKey: existing ? `${key}:after:${existing.id}` : key },
        );
        await insertPaymentIntent(deps.database, {
          id: intent.id,
          tenant_slug: tenant.slug,
          car_id: car.id,
          lead_id: row.id,
          amount_cents: amount,
          currency: 'aud',
          client_secret_hash: hashClientSecret(intent.client_secret ?? ''),
          status: intent.status,
        });
        log.info({ payment_intent: intent.id, car_id: car.id, lead_id: row.id }, 'deposit intent');
        return answer(intent);
      } catch (error) {
        return stripeFailure(error, log);
      }
    };
    let pending = inFlight.get(key);
    if (!pending) {
      pending = run().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return create;
}

function answer(intent: Stripe.PaymentIntent): PaymentIntentResult {
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client_secret`);
  return { ok: true, body: { client_secret: intent.client_secret, payment_intent: intent.id } };
}

function stripeFailure(error: unknown, log: Logger): PaymentIntentResult {
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return fail(
      409,
      'payment_in_progress',
      'A payment for this reservation is being set up; try again',
    );
  }
  if (error instanceof Stripe.errors.StripeError) {
    // The detail; the 503's error line is the request's own (request-log.server.ts).
    log.warn(
      {
        stripe_error: error.type,
        code: error.code,
        status: error.statusCode,
        request: error.requestId,
      },
      'Stripe refused or could not be reached',
    );
    return fail(503, 'payments_unavailable', UNAVAILABLE_MESSAGE);
  }
  throw error;
}

export type CreatePaymentIntent = ReturnType<typeof createPaymentIntentService>;
