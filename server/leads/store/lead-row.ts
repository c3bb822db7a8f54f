import type { Car } from '#shared/inventory/car.ts';
import type { LeadFormKind } from '#shared/leads/lead-form-kinds.ts';
import type { LeadDeliveryConfig } from '#shared/tenant/tenant-config.ts';
import type { TradeInEstimate } from '#shared/trade-in/trade-in-estimate.ts';

// The leads module's one definition of each stored concept: every stage names these types
// (server/leads/README.md) rather than spelling the literals again.

export const LEAD_STATUSES = ['Incomplete', 'Complete'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The stock car a lead is about, as it was then (leads.car_snapshot): a `Car` satisfies it. */
export type CarSnapshot = Pick<
  Car,
  | 'id'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'vin'
  | 'stocknum'
  | 'km'
  | 'price'
  | 'price_type'
  | 'car_type'
  | 'colour'
  | 'simple_body'
  | 'simple_transmission'
  | 'url'
>;

/**
 * 'paid' online; 'requested': the shopper asked to reserve and the dealer takes the
 * deposit (Till, St George, or online payment unavailable); 'refunded' in full;
 * 'rejected': the payment was not the deposit (amount or currency) and was refunded.
 */
export type DepositState = 'requested' | 'paid' | 'refunded' | 'rejected';

/** A multi-step form's skip (product rule 4.7): from one step index to another. */
export interface SkippedStep {
  from: number;
  to: number;
}

/** One row of `leads` as both database adapters return it. */
export interface LeadRow {
  id: string;
  tenant_slug: string;
  token_hash: string;
  status: LeadStatus;
  form_completed: boolean;
  step_number: number | null;
  skipped_steps: SkippedStep[] | null;
  form_kind: LeadFormKind;
  event_id: number | null;
  name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  postcode: string | null;
  message: string | null;
  category: string | null;
  subcategory: string | null;
  opt_in: boolean;
  dealership_slug: string | null;
  location_id: number | null;
  rego: string | null;
  car_id: number | null;
  stock_number: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: number | null;
  vehicle_kms: number | null;
  vehicle_condition: string | null;
  car_type: string | null;
  vehicle_status: string | null;
  manufacturer_slug: string | null;
  page_id: string | null;
  date_time: string | null;
  terms_conditions: boolean | null;
  terms_agreed: boolean | null;
  source_page: string | null;
  car_snapshot: CarSnapshot | null;
  duplicate_of: string | null;
  idempotency_key: string | null;
  request_fingerprint: string | null;
  spam_reason: string | null;
  incomplete_delivery_at: Date | null;
  /** A 'Reserve Online' lead's deposit (migration 0003). */
  deposit_cents: number | null;
  deposit_processor: string | null;
  deposit_state: DepositState | null;
  payment_intent_id: string | null;
  /** A trade-in lead's online estimate (migration 0004). */
  trade_in_estimate: TradeInEstimate | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export type DeliveryChannel = 'email' | 'webhook';
export type DeliveryPurpose =
  | 'lead'
  | 'incomplete'
  | 'redelivery'
  /** The shopper's own confirmation of a paid reservation. */
  | 'shopper-reserved'
  /** The shopper is told their deposit was refunded (another buyer reserved the car first). */
  | 'shopper-refunded';
/** 'skipped': never sent, and `skip_reason` says why (product rule 4.14). */
export type DeliveryState = 'pending' | 'delivered' | 'dead' | 'skipped';
/** A webhook's body format, as the tenant file spells it. */
export type WebhookFormat = NonNullable<LeadDeliveryConfig['webhook']>['format'];
/** How one delivery attempt ended. */
export type AttemptOutcome = 'delivered' | 'failed';

/** One row of `lead_deliveries`: the outbox. */
export interface LeadDeliveryRow {
  id: string;
  lead_id: string;
  channel: DeliveryChannel;
  /** An email address or a webhook URL. */
  target: string;
  format: WebhookFormat | null;
  purpose: DeliveryPurpose;
  idempotency_key: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  /** Why a 'skipped' delivery was not sent ('repeat of lead …'); null otherwise. */
  skip_reason: string | null;
  delivered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One row of `lead_delivery_attempts`. */
export interface LeadDeliveryAttemptRow {
  id: number;
  delivery_id: string;
  attempt_number: number;
  started_at: Date;
  finished_at: Date | null;
  /** Null while under way, or when the process died during it. */
  outcome: AttemptOutcome | null;
  detail: string | null;
}
