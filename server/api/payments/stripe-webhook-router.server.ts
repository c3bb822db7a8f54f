import { Router } from 'express';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import { apiError } from '#server/http/errors.server.ts';
import { rawBody } from '#server/http/json-body.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { PaymentSettlement } from '#server/payments/settle-payment.server.ts';
import { findPaymentIntent } from '#server/payments/reservation-store.server.ts';
import type { StripeAccounts } from '#server/payments/stripe-accounts.server.ts';
import {
  signatureTooFarAhead,
  WEBHOOK_FUTURE_SKEW_SECONDS,
  WEBHOOK_TOLERANCE_SECONDS,
} from './stripe-signature-time.ts';

interface WebhookDeps {
  database: Database;
  accounts: StripeAccounts;
  settlement: PaymentSettlement;
}

// Stripe's events are a few kilobytes; this leaves room for a large metadata set.
const BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/webhooks/stripe` on a dealer's hostname: the raw body is checked against that
 * site's webhook signing secret before anything is read. Each event id is handled once (a
 * failure leaves it unprocessed, so Stripe's retry runs it again; every step is idempotent).
 */
export function stripeWebhookRouter(deps: WebhookDeps): Router {
  const router = Router();
  router.post('/stripe', rawBody({ limit: BODY_LIMIT }), async (req, res) => {
    const tenant = res.locals.tenant as ResolvedTenant;
    const log = res.locals.log as Logger;
    const account = deps.accounts.forTenant(tenant.config.slug);
    if (!account) {
      res.status(404).json(apiError('not_found', 'This site takes no Stripe payments'));
      return;
    }
    const signature = req.get('Stripe-Signature');
    let event: Stripe.Event;
    const now = Date.now();
    try {
      if (!signature || !Buffer.isBuffer(req.body)) throw new Error('no signature or body');
      event = account.client.webhooks.constructEvent(
        req.body,
        signature,
        account.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now,
      );
    } catch {
      log.warn('Stripe webhook refused: signature does not verify');
      res
        .status(400)
        .json(apiError('invalid_signature', 'The Stripe-Signature header does not verify'));
      return;
    }
    // The library checks only that a signature is not too old; one from the future is refused too.
    const ahead = signatureTooFarAhead(signature, now);
    if (ahead !== null) {
      log.warn({ ahead_seconds: ahead }, 'Stripe webhook refused: signed in the future');
      res
        .status(400)
        .json(
          apiError(
            'timestamp_in_future',
            `The Stripe-Signature timestamp is ${ahead} s ahead of this server's clock; ` +
              `events signed more than ${WEBHOOK_FUTURE_SKEW_SECONDS} s in the future are refused`,
          ),
        );
      return;
    }
    const seen = await deps.database.query<{ processed_at: Date | null }>(
      `insert into stripe_events (id, tenant_slug, type) values ($1, $2, $3)
         on conflict (id) do update set type = excluded.type
         returning processed_at`,
      [event.id, tenant.config.slug, event.type],
    );
    if (seen.rows[0]?.processed_at) {
      res.status(200).json({ received: true, duplicate: true });
      return;
    }
    const eventLog = log.child({ stripe_event: event.id, type: event.type });
    await handleEvent(deps, tenant.config.slug, account.webhookSecret, event, eventLog);
    await deps.database.query('update stripe_events set processed_at = now() where id = $1', [
      event.id,
    ]);
    res.status(200).json({ received: true });
  });
  return router;
}

/**
 * An event is acted on only for a payment this platform created for a site on the same
 * Stripe endpoint (one account may serve several sites); anything else is acknowledged.
 */
async function handleEvent(
  deps: WebhookDeps,
  hostTenant: string,
  secret: string,
  event: Stripe.Event,
  log: Logger,
) {
  const intentId = paymentIntentOf(event);
  if (!intentId) return;
  const row = await findPaymentIntent(deps.database, { id: intentId });
  const sameEndpoint =
    row &&
    (row.tenant_slug === hostTenant ||
      deps.accounts.forTenant(row.tenant_slug)?.webhookSecret === secret);
  if (!row || !sameEndpoint) {
    log.info('Stripe event for a payment this site did not create: ignored');
    return;
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    if (charge.refunded) await deps.settlement.release(intentId, log);
    return;
  }
  if (event.type.startsWith('payment_intent.')) {
    await deps.settlement.settle(event.data.object as Stripe.PaymentIntent, log);
  }
}

function paymentIntentOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent') return object.id;
  if (object.object === 'charge') {
    const intent = object.payment_intent;
    if (typeof intent === 'string') return intent;
    if (intent && typeof intent === 'object' && 'id' in intent) return String(intent.id);
  }
  return undefined;
}
