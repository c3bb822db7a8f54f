import crypto from 'node:crypto';
import type { Queryable } from '#server/db/database.server.ts';
import type { ShopperReservation } from '#server/leads/delivery/shopper-email.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

/** One row of `payment_intents` (migration 0003). */
export interface PaymentIntentRow {
  id: string;
  tenant_slug: string;
  car_id: number;
  lead_id: string;
  amount_cents: number;
  currency: string;
  client_secret_hash: string;
  status: string;
  outcome: PaymentOutcome | null;
  last_error: string | null;
  refund_id: string | null;
  /** Why it was refunded (migration 0006); null unless refunded or rejected. */
  refund_reason: RefundReason | null;
  /** A mismatch's 'received 1.00 AUD; the deposit is 500.00 AUD'. */
  refund_detail: string | null;
}

/**
 * 'reserved': this payment holds the car; 'refunded': paid after another buyer's payment took
 * the car; 'rejected': Stripe received something other than the deposit (product rule 4.15).
 */
export type PaymentOutcome = 'reserved' | 'refunded' | 'rejected';
export type RefundReason = 'car_reserved' | 'amount_mismatch' | 'currency_mismatch';

export interface ReservationRow {
  id: string;
  reference: string;
  tenant_slug: string;
  car_id: number;
  lead_id: string;
  payment_intent_id: string;
  amount_cents: number;
  status: 'active' | 'released';
}

// No 0/O or 1/I: a reference is read out over the phone.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function hashClientSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** Whether a client secret from the browser is this intent's (constant time). */
export function clientSecretMatches(
  secret: string,
  row: Pick<PaymentIntentRow, 'client_secret_hash'>,
) {
  const given = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(row.client_secret_hash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** R- and six characters: about a billion references, checked unique by the table. */
export function newReservationReference(): string {
  const bytes = crypto.randomBytes(6);
  return `R-${Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

export async function hasActiveReservation(
  db: Queryable,
  tenantSlug: string,
  carId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from reservations where tenant_slug = $1 and car_id = $2 and status = 'active'`,
    [tenantSlug, carId],
  );
  return rows.length > 0;
}

/** The cars an online deposit holds, per site (the index's `reserved` follows them). */
export async function activeReservedCars(
  db: Queryable,
  tenantSlug?: string,
): Promise<Array<{ tenant_slug: string; car_id: number }>> {
  const { rows } = await db.query<{ tenant_slug: string; car_id: number }>(
    `select tenant_slug, car_id from reservations
      where status = 'active' and ($1::text is null or tenant_slug = $1)`,
    [tenantSlug ?? null],
  );
  return rows.map((row) => ({ tenant_slug: row.tenant_slug, car_id: Number(row.car_id) }));
}

export async function findPaymentIntent(
  db: Queryable,
  where: { id: string } | { tenant_slug: string; lead_id: string; car_id: number },
  options: { forUpdate?: boolean } = {},
): Promise<PaymentIntentRow | undefined> {
  const lock = options.forUpdate ? ' for update' : '';
  const { rows } =
    'id' in where
      ? await db.query<PaymentIntentRow>(`select * from payment_intents where id = $1${lock}`, [
          where.id,
        ])
      : await db.query<PaymentIntentRow>(
          `select * from payment_intents
            where tenant_slug = $1 and lead_id = $2 and car_id = $3${lock}`,
          [where.tenant_slug, where.lead_id, where.car_id],
        );
  const row = rows[0];
  return row && { ...row, car_id: Number(row.car_id) };
}

export async function insertPaymentIntent(
  db: Queryable,
  row: Omit<
    PaymentIntentRow,
    'outcome' | 'last_error' | 'refund_id' | 'refund_reason' | 'refund_detail'
  >,
): Promise<void> {
  await db.query(
    `insert into payment_intents
       (id, tenant_slug, car_id, lead_id, amount_cents, currency, client_secret_hash, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict do nothing`,
    [
      row.id,
      row.tenant_slug,
      row.car_id,
      row.lead_id,
      row.amount_cents,
      row.currency,
      row.client_secret_hash,
      row.status,
    ],
  );
}

export async function findReservationByIntent(
  db: Queryable,
  paymentIntentId: string,
): Promise<ReservationRow | undefined> {
  const { rows } = await db.query<ReservationRow>(
    'select * from reservations where payment_intent_id = $1',
    [paymentIntentId],
  );
  const row = rows[0];
  return row && { ...row, car_id: Number(row.car_id) };
}

/** What the shopper's email says about their reservation, read when it is sent. */
export async function shopperReservation(
  db: Queryable,
  tenant: TenantConfig,
  lead: Pick<LeadRow, 'payment_intent_id' | 'deposit_cents'>,
  purpose: 'shopper-reserved' | 'shopper-refunded',
): Promise<ShopperReservation> {
  const reservation = lead.payment_intent_id
    ? await findReservationByIntent(db, lead.payment_intent_id)
    : undefined;
  if (purpose === 'shopper-reserved' && !reservation) {
    throw new Error('the reservation of this lead is missing');
  }
  return {
    kind: purpose === 'shopper-reserved' ? 'reserved' : 'refunded',
    reference: reservation?.reference ?? null,
    deposit: (reservation?.amount_cents ?? lead.deposit_cents ?? 0) / 100,
    hold_days: tenant.reservation?.hold_days ?? 0,
    refundable_days: tenant.reservation?.refundable_days ?? 0,
  };
}
