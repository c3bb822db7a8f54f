// Fulfils a Stripe payment once, whoever sees it first: the verified webhook or the shopper's
// return page (which reads the PaymentIntent from Stripe's API). docs/payments.md.
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Database, Queryable } from '#server/db/database.server.ts';
import { rowToLeadValues } from '#server/leads/store/lead-columns.ts';
import type { DeliveryPurpose, LeadRow } from '#server/leads/store/lead-row.ts';
import { completeLead } from '#server/leads/store/lead-store.server.ts';
import { queueDeliveries } from '#server/leads/store/queue-deliveries.server.ts';
import type { SearchService } from '#server/search/search-service.server.ts';
import type { Lead } from '#shared/leads/validate-lead.ts';
import { depositMismatch, type DepositMismatch } from '#shared/reserve/deposit-received.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import {
  findPaymentIntent,
  newReservationReference,
  type PaymentIntentRow,
} from './reservation-store.server.ts';
import type { StripeAccounts } from './stripe-accounts.server.ts';

export interface SettlementDeps {
  database: Database;
  search: Pick<SearchService, 'setReserved'>;
  tenantConfig(slug: string): TenantConfig | undefined;
  accounts: StripeAccounts;
  onDeliveriesQueued(): void;
  logger: Logger;
}

type ShopperPurpose = Extract<DeliveryPurpose, 'shopper-reserved' | 'shopper-refunded'>;

/** The shopper's own email, once per lead and purpose (the key makes a repeat a no-op). */
async function queueShopperEmail(tx: Queryable, lead: LeadRow, purpose: ShopperPurpose) {
  if (!lead.email || lead.spam_reason) return 0;
  const { rowCount } = await tx.query(
    `insert into lead_deliveries (lead_id, channel, target, purpose, idempotency_key)
     values ($1, 'email', $2, $3, $4)
     on conflict (idempotency_key) do nothing`,
    [lead.id, lead.email, purpose, `${lead.id}:${purpose}`],
  );
  return rowCount;
}

/** The paid lead reaches the dealer: completed now, or told again if it was already sent. */
async function completePaidLead(
  tx: Queryable,
  tenant: TenantConfig,
  lead: LeadRow,
  payment: { id: string; state: 'paid' | 'refunded' | 'rejected' },
): Promise<number> {
  await tx.query(
    `update leads set status = 'Complete', form_completed = true, deposit_state = $2,
       payment_intent_id = $3, updated_at = now()
     where id = $1`,
    [lead.id, payment.state, payment.id],
  );
  if (lead.status === 'Complete') {
    // It went as a reservation request (online payment was unavailable); now it is paid.
    return queueDeliveries(tx, tenant.lead_delivery, lead, 'redelivery');
  }
  const values = {
    ...rowToLeadValues(lead),
    kind: 'reserve',
    category: lead.category ?? 'Reserve Online',
    event_id: lead.event_id,
  } as Lead;
  return completeLead(tx, tenant.lead_delivery, {
    id: lead.id,
    tenant_slug: lead.tenant_slug,
    spam: lead.spam_reason !== null,
    values,
  });
}

export function createPaymentSettlement(deps: SettlementDeps) {
  const { database, logger } = deps;

  /** Refunds a payment that holds nothing: it lost the car to another buyer, or was not the deposit. */
  async function refund(row: PaymentIntentRow, log: Logger) {
    const account = deps.accounts.forTenant(row.tenant_slug);
    if (!account) throw new Error(`no Stripe account for ${row.tenant_slug} to refund ${row.id}`);
    const cause = row.refund_reason ?? 'car_reserved';
    const refunded = await account.client.refunds.create(
      {
        payment_intent: row.id,
        // Stripe's 'duplicate' fits a second payment for one car; a mismatch has no reason of its own.
        ...(cause === 'car_reserved' ? { reason: 'duplicate' as const } : {}),
        metadata: { tenant: row.tenant_slug, car_id: String(row.car_id), cause },
      },
      { idempotencyKey: `refund:${row.id}` },
    );
    const queued = await database.transaction(async (tx) => {
      await tx.query(
        'update payment_intents set refund_id = $2, updated_at = now() where id = $1',
        [row.id, refunded.id],
      );
      const lead = (await tx.query<LeadRow>('select * from leads where id = $1', [row.lead_id]))
        .rows[0];
      // The shopper's refund email explains a lost race; a mismatch is told on the return page.
      return lead && cause === 'car_reserved' ? queueShopperEmail(tx, lead, 'shopper-refunded') : 0;
    });
    if (queued > 0) deps.onDeliveriesQueued();
    log.info(
      { payment_intent: row.id, refund: refunded.id, cause },
      cause === 'car_reserved'
        ? 'deposit refunded: car already reserved'
        : 'deposit refunded: the payment did not match the deposit',
    );
  }

  /** product rule 4.15: a payment that is not the deposit holds nothing; the dealer is told. */
  async function reject(
    tx: Queryable,
    tenant: TenantConfig,
    row: PaymentIntentRow,
    mismatch: DepositMismatch,
  ) {
    await tx.query(
      `update payment_intents set status = 'succeeded', outcome = 'rejected', refund_reason = $2,
         refund_detail = $3, updated_at = now() where id = $1`,
      [row.id, mismatch.code, mismatch.reason],
    );
    const lead = (
      await tx.query<LeadRow>('select * from leads where id = $1 for update', [row.lead_id])
    ).rows[0];
    const queued = lead
      ? await completePaidLead(tx, tenant, lead, { id: row.id, state: 'rejected' })
      : 0;
    const rejected: PaymentIntentRow = {
      ...row,
      status: 'succeeded',
      outcome: 'rejected',
      refund_reason: mismatch.code,
      refund_detail: mismatch.reason,
    };
    return { row: rejected, queued, reserved: false, mismatch };
  }

  /**
   * Records what Stripe says of a PaymentIntent. A succeeded one reserves the car for its
   * shopper, or, when another payment holds the car already, is refunded in full. Safe to run
   * any number of times and concurrently: the intent's row is locked, and the reservation's
   * unique index decides between two shoppers.
   */
  async function settle(
    intent: Pick<
      Stripe.PaymentIntent,
      'id' | 'status' | 'last_payment_error' | 'amount_received' | 'currency'
    >,
    log: Logger = logger,
  ): Promise<PaymentIntentRow | undefined> {
    const result = await database.transaction(async (tx) => {
      const row = await findPaymentIntent(tx, { id: intent.id }, { forUpdate: true });
      if (!row) return undefined;
      if (row.outcome) return { row, queued: 0, reserved: false, mismatch: null };
      if (intent.status !== 'succeeded') {
        const error = intent.last_payment_error?.message ?? null;
        await tx.query(
          `update payment_intents set status = $2, last_error = coalesce($3, last_error),
             updated_at = now() where id = $1`,
          [row.id, intent.status, error],
        );
        return {
          row: { ...row, status: intent.status, last_error: error ?? row.last_error },
          queued: 0,
          reserved: false,
          mismatch: null,
        };
      }
      const tenant = deps.tenantConfig(row.tenant_slug);
      if (!tenant) throw new Error(`payment ${row.id} is for unknown tenant ${row.tenant_slug}`);
      // Compared with the deposit recorded when the intent was made, not with today's tenant file.
      const mismatch = depositMismatch(row, intent);
      if (mismatch) return reject(tx, tenant, row, mismatch);
      const held = await tx.query(
        `insert into reservations
           (reference, tenant_slug, car_id, lead_id, payment_intent_id, amount_cents)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (tenant_slug, car_id) where status = 'active' do nothing
         returning id`,
        [
          newReservationReference(),
          row.tenant_slug,
          row.car_id,
          row.lead_id,
          row.id,
          row.amount_cents,
        ],
      );
      const outcome = held.rows.length > 0 ? 'reserved' : 'refunded';
      await tx.query(
        `update payment_intents set status = 'succeeded', outcome = $2, updated_at = now(),
           refund_reason = $3 where id = $1`,
        [row.id, outcome, outcome === 'refunded' ? 'car_reserved' : null],
      );
      const lead = (
        await tx.query<LeadRow>('select * from leads where id = $1 for update', [row.lead_id])
      ).rows[0];
      let queued = 0;
      if (lead) {
        const state = outcome === 'reserved' ? 'paid' : 'refunded';
        queued += await completePaidLead(tx, tenant, lead, { id: row.id, state });
        if (outcome === 'reserved') queued += await queueShopperEmail(tx, lead, 'shopper-reserved');
      }
      return {
        row: {
          ...row,
          status: 'succeeded',
          outcome,
          refund_reason: outcome === 'refunded' ? 'car_reserved' : null,
        } as PaymentIntentRow,
        queued,
        reserved: outcome === 'reserved',
        mismatch: null,
      };
    });
    if (!result) return undefined;
    const { row } = result;
    if (result.queued > 0) deps.onDeliveriesQueued();
    if (result.mismatch) {
      // Amounts and ids only: no shopper data in the log.
      log.warn(
        {
          payment_intent: row.id,
          tenant: row.tenant_slug,
          car_id: row.car_id,
          cause: result.mismatch.code,
          detail: result.mismatch.reason,
        },
        'payment did not match the deposit: refunding it, the car stays unreserved',
      );
    }
    if (result.reserved) {
      log.info({ payment_intent: row.id, car_id: row.car_id }, 'car reserved online');
      await markReserved(row.tenant_slug, row.car_id, true, log);
    }
    if ((row.outcome === 'refunded' || row.outcome === 'rejected') && !row.refund_id) {
      await refund(row, log);
    }
    return row;
  }

  async function markReserved(tenantSlug: string, carId: number, reserved: boolean, log: Logger) {
    try {
      await deps.search.setReserved([{ id: carId, reserved }]);
    } catch (error) {
      // The reservation is stored; the index catches up at the next inventory reload.
      log.error({ err: error, tenant: tenantSlug, car_id: carId }, 'could not update the index');
    }
  }

  /** A fully refunded payment frees its car (charge.refunded). */
  async function release(paymentIntentId: string, log: Logger = logger) {
    const released = await database.transaction(async (tx) => {
      const { rows } = await tx.query<{ tenant_slug: string; car_id: number }>(
        `update reservations set status = 'released', released_at = now()
          where payment_intent_id = $1 and status = 'active'
          returning tenant_slug, car_id`,
        [paymentIntentId],
      );
      await tx.query(
        `update leads set deposit_state = 'refunded', updated_at = now()
          where payment_intent_id = $1 and deposit_state = 'paid'`,
        [paymentIntentId],
      );
      return rows[0];
    });
    if (!released) return;
    log.info({ payment_intent: paymentIntentId, car_id: released.car_id }, 'reservation released');
    await markReserved(released.tenant_slug, Number(released.car_id), false, log);
  }

  return { settle, release };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
