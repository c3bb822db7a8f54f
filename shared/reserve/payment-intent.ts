// docs/payments.md, ARCHITECTURE HTTP contract: the reserve page asks the server for a Stripe
// PaymentIntent for its car, on behalf of the lead it saved first.
import { LEAD_MESSAGES } from '../leads/lead-messages.ts';

/** The saved 'reserve' lead the deposit belongs to: its id and its X-Lead-Token. */
export interface LeadCredentials {
  leadId: string;
  token: string;
}

export interface PaymentIntentInput {
  dealershipId: number;
  carId: number;
  /** The page's own origin (window.location.origin); the server checks it is the site's. */
  origin: string;
  lead: LeadCredentials;
}

export type PaymentIntentAnswer =
  | { ok: true; clientSecret: string; paymentIntent: string }
  | {
      ok: false;
      /** Stripe cannot be used now: offer the reservation request instead. */
      unavailable: boolean;
      code: string;
      message: string;
    };

/** Said whenever online payment cannot go ahead; the page then offers the request. */
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Online payment is unavailable right now.';

// A Stripe site whose processor turned out to be the dealer's own: the request is the way.
const FALLBACK_CODES = new Set(['payments_unavailable', 'deposit_taken_by_dealer']);

/** POST /api/dealerships/{id}/payment_intent?car_id=&origin= : no body, JSON headers. */
export function paymentIntentRequest(input: PaymentIntentInput) {
  const query = new URLSearchParams({ car_id: String(input.carId), origin: input.origin });
  return {
    path: `/api/dealerships/${input.dealershipId}/payment_intent?${query}`,
    init: {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Lead-Id': input.lead.leadId,
        'X-Lead-Token': input.lead.token,
      },
      credentials: 'same-origin',
    } satisfies RequestInit,
  };
}

/**
 * The server's answer: `{ client_secret, payment_intent }`, or `{ error: { code, message } }`.
 * Status 0 is a network failure. A 5xx, or a 200 without a secret, is payments being down.
 */
export function readPaymentIntentResponse(status: number, json: unknown): PaymentIntentAnswer {
  const body = asRecord(json);
  const secret = body.client_secret;
  const intent =
    typeof body.payment_intent === 'string'
      ? body.payment_intent
      : asRecord(body.payment_intent).id;
  if (status >= 200 && status < 300 && typeof secret === 'string' && secret !== '') {
    return {
      ok: true,
      clientSecret: secret,
      paymentIntent: typeof intent === 'string' ? intent : '',
    };
  }
  const error = asRecord(body.error);
  const code = typeof error.code === 'string' ? error.code : status === 0 ? 'network' : 'unknown';
  const unavailable = status === 0 || status >= 500 || status < 400 || FALLBACK_CODES.has(code);
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : '';
  if (unavailable) return { ok: false, unavailable, code, message: PAYMENTS_UNAVAILABLE_MESSAGE };
  return { ok: false, unavailable, code, message: message || LEAD_MESSAGES.unexpected };
}

/** Asks once; a network failure or unreadable body reads as payments being unavailable. */
export async function requestPaymentIntent(
  input: PaymentIntentInput,
): Promise<PaymentIntentAnswer> {
  const { path, init } = paymentIntentRequest(input);
  try {
    const response = await fetch(path, init);
    const json: unknown = await response.json().catch(() => null);
    return readPaymentIntentResponse(response.status, json);
  } catch {
    return readPaymentIntentResponse(0, null);
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
