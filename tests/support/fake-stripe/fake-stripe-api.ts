// A Stripe stand-in for tests, faked only at the HTTP boundary: a node:http server on 127.0.0.1
// that answers the few v1 endpoints the reserve-online deposit uses with Stripe's documented
// objects, status codes and error bodies, honours Idempotency-Key like Stripe, and sends signed
// webhook events (Stripe-Signature made by the real `stripe` package). Point the real client at it
// with `new Stripe(key, { host, port, protocol: 'http' })` (or STRIPE_API_URL=<url> for the server).
// See README.md beside this file for what is reproduced and what is not.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

/** Stripe's error object, the value of `error` in every error response. */
export interface StripeErrorObject {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: Partial<Stripe.PaymentIntent>;
  payment_method?: Stripe.PaymentMethod;
  request_log_url?: string;
}

/** The Event object Stripe POSTs to a webhook endpoint. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface WebhookEndpoint {
  /** Where events are POSTed, e.g. `http://127.0.0.1:3000/api/payments/stripe-webhook`. */
  url: string;
  /** The endpoint's signing secret (`whsec_...`), as the receiver's constructEvent expects. */
  secret: string;
  /** Host header to send instead of the URL's (the app picks the dealer site from Host). */
  host?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Event types this endpoint receives (Stripe's `enabled_events`); default every type (`*`). */
  enabledEvents?: string[];
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  url: string;
  /** The receiver's HTTP status; null when no answer came (connection refused, timeout). */
  status: number | null;
  /** The receiver's response body (first 2,000 characters). */
  responseBody: string;
  error?: string;
  /** True when sent by `replay(eventId)`. */
  replay: boolean;
  at: number;
}

export interface LoggedRequest {
  requestId: string;
  method: string;
  /** Path without the query string, e.g. `/v1/payment_intents`. */
  path: string;
  /** The Idempotency-Key header, if any. */
  idempotencyKey: string | undefined;
  /** The request's parameters, decoded from form encoding (and the query string) into objects. */
  body: Params;
  rawBody: string;
  /** `secret` (sk_/rk_), `publishable` (pk_ from Stripe.js) or undefined when no key was accepted. */
  keyType: 'secret' | 'publishable' | undefined;
  /** The Stripe-Account header (Connect), recorded but not acted on. */
  stripeAccount: string | undefined;
  /** Status answered; 0 while in flight; -1 when the connection was dropped on purpose. */
  status: number;
  /** True when the answer was a saved idempotent response. */
  replayed: boolean;
}

export type CardInput = string;
export interface BillingDetailsInput {
  name?: string;
  email?: string;
  phone?: string;
  address?: Partial<
    Record<'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country', string>
  >;
}

export type ConfirmResult =
  | { paymentIntent: Stripe.PaymentIntent; error?: undefined }
  | { error: StripeErrorObject; paymentIntent?: undefined };

export type InjectedFailure = number | 'network' | 'network-after';

export interface FakeStripeOptions {
  /** Secret or restricted keys accepted; default every well-formed `sk_test_`/`rk_test_` key. */
  secretKeys?: string[];
  /** Publishable keys accepted from Stripe.js; default every well-formed `pk_test_` key. */
  publishableKeys?: string[];
  /** The webhook endpoint, as `setWebhook` takes it. */
  webhook?: WebhookEndpoint;
  /** Each API request takes this long once it starts executing (to model double submits). */
  latencyMs?: number;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: the value for STRIPE_API_URL. */
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  /** Spread into `new Stripe(key, { ...fake.clientOptions })`. */
  clientOptions: { host: string; port: number; protocol: 'http' };
  paymentIntents: ReadonlyMap<string, Stripe.PaymentIntent>;
  charges: ReadonlyMap<string, Stripe.Charge>;
  refunds: ReadonlyMap<string, Stripe.Refund>;
  paymentMethods: ReadonlyMap<string, Stripe.PaymentMethod>;
  /** Every API request received, in order. */
  requests: readonly LoggedRequest[];
  /** Every event created, in order (delivered or not). */
  events: readonly FakeStripeEvent[];
  /** Every webhook delivery attempt, in order. */
  deliveries: readonly WebhookDelivery[];
  /** Sets (or with null removes) the webhook endpoint events are sent to. */
  setWebhook(endpoint: WebhookEndpoint | null): void;
  /** Creates an event of any type around `object` and sends it; resolves once it was sent. */
  deliver(type: string, object: object): Promise<FakeStripeEvent>;
  /** Sends a past event again, byte for byte the same event (same id), freshly signed. */
  replay(eventId: string): Promise<WebhookDelivery>;
  /** Resolves with the first matching event once it was sent (or created, when not sent). */
  waitForEvent(
    type: string,
    options?: { where?: (event: FakeStripeEvent) => boolean; timeoutMs?: number },
  ): Promise<FakeStripeEvent>;
  /** Holds new events (not sent) until `resumeWebhooks()`, to model late webhooks. */
  pauseWebhooks(): void;
  resumeWebhooks(): void;
  /** Resolves when no delivery is in flight or queued. */
  idle(): Promise<void>;
  /**
   * Confirms a PaymentIntent as the browser would (Stripe.js with the publishable key), for API
   * tests without a browser. `card` is a test card number or a test PaymentMethod id
   * (`pm_card_visa`, `pm_card_chargeDeclined`, `pm_card_authenticationRequired`...).
   */
  confirm(
    paymentIntentId: string,
    card: CardInput,
    options?: { returnUrl?: string; billingDetails?: BillingDetailsInput },
  ): Promise<ConfirmResult>;
  /** Finishes a PaymentIntent waiting on 3-D Secure, as `POST /__fake/3ds/:id` does. */
  complete3ds(
    paymentIntentId: string,
    outcome: 'approve' | 'fail',
  ): Promise<{ paymentIntent: Stripe.PaymentIntent; redirectTo: string | null }>;
  /**
   * Makes the next request(s) to `path` (exact path, or a RegExp on it) fail: with an HTTP status
   * (and Stripe error body; not saved for idempotency), with 'network' (connection dropped before
   * the request runs) or 'network-after' (it runs, then the connection drops: the answer is lost).
   */
  failNext(
    path: string | RegExp,
    failure: InjectedFailure,
    error?: Partial<StripeErrorObject>,
    options?: { method?: string; times?: number; headers?: Record<string, string> },
  ): void;
  clearFailures(): void;
  setLatency(ms: number): void;
  /** Forgets every object, request, event and delivery (keeps the webhook endpoint). */
  reset(): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Form decoding and parameter checking
// ---------------------------------------------------------------------------------------------

export type ParamValue = string | ParamValue[] | Params;
export interface Params {
  [key: string]: ParamValue;
}

/** Decodes Stripe's form encoding: `a[b][c]=v`, `list[]=v` and `list[0]=v`. */
export function decodeForm(text: string): Params {
  const root: Params = {};
  const listKeys = new WeakSet<Params>();
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) {
      root[rawKey] = value;
      continue;
    }
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Params = root;
    for (let i = 0; i < path.length; i++) {
      let segment = path[i]!;
      if (segment === '') {
        listKeys.add(node);
        segment = String(Object.keys(node).length);
      }
      if (i === path.length - 1) {
        node[segment] = value;
        break;
      }
      const next = node[segment];
      if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
        node = next;
      } else {
        const child: Params = {};
        node[segment] = child;
        node = child;
      }
    }
  }
  const toLists = (value: ParamValue, key: string): ParamValue => {
    if (typeof value === 'string' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    for (const k of keys) value[k] = toLists(value[k]!, k);
    const numeric = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
    if (key !== 'metadata' && (listKeys.has(value) || numeric)) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]!);
    }
    return value;
  };
  for (const key of Object.keys(root)) root[key] = toLists(root[key]!, key);
  return root;
}

type Schema = { [key: string]: Schema | 'string' | 'map' | 'list' };

const BILLING_DETAILS: Schema = {
  name: 'string',
  email: 'string',
  phone: 'string',
  address: {
    line1: 'string',
    line2: 'string',
    city: 'string',
    state: 'string',
    postal_code: 'string',
    country: 'string',
  },
};
const SCHEMAS = {
  createIntent: {
    amount: 'string',
    currency: 'string',
    automatic_payment_methods: { enabled: 'string', allow_redirects: 'string' },
    payment_method_types: 'list',
    metadata: 'map',
    description: 'string',
    receipt_email: 'string',
    statement_descriptor_suffix: 'string',
    expand: 'list',
  },
  updateIntent: {
    amount: 'string',
    description: 'string',
    metadata: 'map',
    receipt_email: 'string',
    statement_descriptor_suffix: 'string',
    expand: 'list',
  },
  retrieveIntent: { client_secret: 'string', expand: 'list' },
  confirmIntent: {
    client_secret: 'string',
    payment_method: 'string',
    payment_method_data: {
      type: 'string',
      card: { number: 'string', exp_month: 'string', exp_year: 'string', cvc: 'string' },
      billing_details: BILLING_DETAILS,
      metadata: 'map',
    },
    return_url: 'string',
    receipt_email: 'string',
    expected_payment_method_type: 'string',
    use_stripe_sdk: 'string',
    expand: 'list',
  },
  cancelIntent: { cancellation_reason: 'string', expand: 'list' },
  createRefund: {
    payment_intent: 'string',
    charge: 'string',
    amount: 'string',
    reason: 'string',
    metadata: 'map',
    expand: 'list',
  },
  retrieveCharge: { expand: 'list' },
  createDomain: { domain_name: 'string', enabled: 'string' },
  listDomains: { domain_name: 'string', enabled: 'string', limit: 'string' },
} satisfies Record<string, Schema>;

const EXPANDABLE = {
  payment_intent: ['latest_charge', 'payment_method'],
  charge: ['payment_intent'],
  refund: ['charge', 'payment_intent'],
};

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** An error answer. `saved` errors happened after execution began, so Idempotency-Key keeps them. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorObject,
    readonly saved = false,
    readonly headers: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

function invalid(message: string, param?: string, code?: string, status = 400): ApiError {
  return new ApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

function noSuch(kind: string, id: string, param: string, status = 404): ApiError {
  return invalid(`No such ${kind}: '${id}'`, param, 'resource_missing', status);
}

function unexpectedState(message: string, paymentIntent?: Partial<Stripe.PaymentIntent>): ApiError {
  return new ApiError(
    400,
    {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message,
      ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
    },
    true,
  );
}

function withDocUrl(error: StripeErrorObject): StripeErrorObject {
  if (!error.code || error.doc_url) return error;
  return {
    ...error,
    doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}`,
  };
}

function defaultErrorFor(status: number): StripeErrorObject {
  if (status === 429) {
    return {
      type: 'invalid_request_error',
      code: 'rate_limit',
      message:
        'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
    };
  }
  if (status === 401) {
    return { type: 'invalid_request_error', message: 'Invalid API Key provided.' };
  }
  if (status >= 500) {
    return {
      type: 'api_error',
      message: 'An unknown error occurred while processing your request. (injected by the fake)',
    };
  }
  return { type: 'invalid_request_error', message: `Injected ${status} failure.` };
}

// ---------------------------------------------------------------------------------------------
// Test cards
// ---------------------------------------------------------------------------------------------

type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'three_ds' }
  | { kind: 'decline'; code: string; declineCode?: string; message: string; param?: string };

interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex';
  funding: 'credit' | 'debit';
  country: string;
  outcome: CardOutcome;
}

const DECLINED = 'Your card was declined.';
const visa = (outcome: CardOutcome, country = 'US', funding: 'credit' | 'debit' = 'credit') =>
  ({ brand: 'visa', funding, country, outcome }) satisfies TestCard;
const decline = (
  code: string,
  declineCode: string | undefined,
  message: string,
  param?: string,
): CardOutcome => ({
  kind: 'decline',
  code,
  message,
  ...(declineCode ? { declineCode } : {}),
  ...(param ? { param } : {}),
});

/** Stripe's documented test card numbers and what each does. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': visa({ kind: 'succeed' }),
  '4000056655665556': visa({ kind: 'succeed' }, 'US', 'debit'),
  '4000000360000006': visa({ kind: 'succeed' }, 'AU'),
  '5555555555554444': {
    brand: 'mastercard',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'succeed' },
  },
  '378282246310005': {
    brand: 'amex',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'succeed' },
  },
  '4000000000000002': visa(decline('card_declined', 'generic_decline', DECLINED)),
  '4000000000009995': visa(
    decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  ),
  '4000000000009987': visa(decline('card_declined', 'lost_card', DECLINED)),
  '4000000000009979': visa(decline('card_declined', 'stolen_card', DECLINED)),
  '4000000000000069': visa(
    decline('expired_card', 'expired_card', 'Your card has expired.', 'exp_month'),
  ),
  '4000000000000127': visa(
    decline('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect.", 'cvc'),
  ),
  '4000000000000119': visa(
    decline(
      'processing_error',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ),
  ),
  '4000002500003155': visa({ kind: 'three_ds' }),
  '4000002760003184': visa({ kind: 'three_ds' }),
  '4000000000003220': visa({ kind: 'three_ds' }),
};

/** Stripe's test PaymentMethod ids (what API tests pass as `payment_method`) and their cards. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_au: '4000000360000006',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000000000003220',
};

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const API_VERSION: string = Stripe.API_VERSION;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomToken(length: number): string {
  let out = '';
  for (const byte of crypto.randomBytes(length)) out += ALPHABET[byte % ALPHABET.length];
  return out;
}
const newId = (prefix: string) => `${prefix}_${randomToken(24)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Minimum charge amounts (smallest unit) of the currencies the fake accepts. */
const MINIMUM_AMOUNTS: Record<string, number> = {
  aud: 50,
  nzd: 50,
  usd: 50,
  cad: 50,
  eur: 50,
  sgd: 50,
  gbp: 30,
};

function str(params: Params, key: string): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${JSON.stringify(value)}`, key);
  return value;
}

function integer(params: Params, key: string): number | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, key);
  return Number(value);
}

function bool(params: Params, key: string): boolean | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(`Invalid boolean: ${value}`, key);
  return value === 'true';
}

function obj(params: Params, key: string): Params | undefined {
  const value = params[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function checkSchema(params: Params, schema: Schema, prefix = ''): void {
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    const rule = schema[key];
    if (rule === undefined) {
      throw invalid(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
    }
    if (rule === 'string') {
      if (typeof value !== 'string')
        throw invalid(`Invalid string: ${JSON.stringify(value)}`, name);
    } else if (rule === 'list') {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        throw invalid(`Invalid array`, name);
      }
    } else if (rule === 'map') {
      if (value === '') continue;
      if (typeof value !== 'object' || Array.isArray(value)) throw invalid('Invalid hash', name);
      for (const [k, v] of Object.entries(value)) {
        if (typeof v !== 'string') throw invalid('Invalid hash', `${name}[${k}]`);
      }
    } else {
      if (value === '') continue;
      if (typeof value !== 'object' || Array.isArray(value)) throw invalid('Invalid hash', name);
      checkSchema(value, rule, name);
    }
  }
}

function checkMetadata(metadata: Params | undefined): Record<string, string> | undefined {
  if (!metadata) return undefined;
  const entries = Object.entries(metadata) as Array<[string, string]>;
  if (entries.length > 50) {
    throw invalid(
      'You can have up to 50 keys in metadata.',
      'metadata',
      'parameter_invalid_string',
    );
  }
  for (const [key, value] of entries) {
    if (key.length > 40) {
      throw invalid(
        `Metadata keys can have up to 40 characters, but you passed in a key that is ${key.length} characters. Invalid key: ${key}`,
        `metadata[${key}]`,
      );
    }
    if (value.length > 500) {
      throw invalid(
        `Metadata values can have up to 500 characters, but you passed in a value that is ${value.length} characters. Invalid value: ${value}`,
        `metadata[${key}]`,
      );
    }
  }
  return Object.fromEntries(entries);
}

/** Stripe's metadata update rule: a key set to '' is removed; `metadata=''` removes every key. */
function mergeMetadata(current: Stripe.Metadata, update: ParamValue | undefined): Stripe.Metadata {
  if (update === undefined) return current;
  if (update === '') return {};
  const checked = checkMetadata(update as Params) ?? {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(checked)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function checkEmail(value: string | undefined, param: string): string | undefined {
  if (value === undefined || value === '') return value;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw invalid(`Invalid email address: ${value}`, param);
  return value;
}

function checkSuffix(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.length > 22) {
    throw invalid(
      `Invalid string: ${value}; must be at most 22 characters`,
      'statement_descriptor_suffix',
    );
  }
  if (/[<>\\'"*]/.test(value)) {
    throw invalid(
      'The statement descriptor suffix contains one or more prohibited characters (<>\\\'"*).',
      'statement_descriptor_suffix',
    );
  }
  return value;
}

function formatMinimum(currency: string, amount: number): string {
  return `$${(amount / 100).toFixed(2)} ${currency}`;
}

const PUBLISHABLE_FIELDS: ReadonlyArray<keyof Stripe.PaymentIntent> = [
  'id',
  'object',
  'amount',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'status',
];

/** The fields a publishable key may read (Stripe's "retrievable with publishable key"). */
function publishableView(pi: Stripe.PaymentIntent): Partial<Stripe.PaymentIntent> {
  const view: Record<string, unknown> = {};
  for (const field of PUBLISHABLE_FIELDS) view[field] = clone(pi[field]);
  return view as Partial<Stripe.PaymentIntent>;
}

function secretMask(key: string): string {
  const prefix = /^[a-z]{2}_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

interface Auth {
  type: 'secret' | 'publishable';
  key: string;
}

interface Ctx {
  requestId: string;
  idempotencyKey: string | null;
  auth: Auth;
  params: Params;
  events: Array<() => void>;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface IntentExtras {
  returnUrl: string | null;
  /** The PaymentMethod waiting on 3-D Secure. */
  pendingPaymentMethod: Stripe.PaymentMethod | null;
}

interface SavedResponse {
  method: string;
  path: string;
  paramsJson: string;
  state: 'running' | 'done';
  status: number;
  body: string;
  headers: Record<string, string>;
  requestId: string;
}

interface Failure {
  path: string | RegExp;
  method: string | undefined;
  failure: InjectedFailure;
  error: Partial<StripeErrorObject> | undefined;
  headers: Record<string, string>;
  times: number;
}

const EXPOSED_HEADERS =
  'Request-Id, Stripe-Manage-Version, Stripe-Should-Retry, Idempotent-Replayed, X-Stripe-External-Auth-Required, X-Stripe-Privileged-Session-Required';

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const paymentIntents = new Map<string, Stripe.PaymentIntent>();
  const charges = new Map<string, Stripe.Charge>();
  const refunds = new Map<string, Stripe.Refund>();
  const paymentMethods = new Map<string, Stripe.PaymentMethod>();
  /** The test card number behind each PaymentMethod the fake made. */
  const cardNumbers = new Map<string, string>();
  const extras = new Map<string, IntentExtras>();
  const idempotency = new Map<string, SavedResponse>();
  const requests: LoggedRequest[] = [];
  const events: FakeStripeEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const failures: Failure[] = [];
  let latencyMs = options.latencyMs ?? 0;
  let endpoint: WebhookEndpoint | null = options.webhook ?? null;
  let baseUrl = '';

  // ----- keys -----------------------------------------------------------------------------

  function authenticate(req: http.IncomingMessage, params: Params): Auth {
    const header = req.headers.authorization ?? '';
    let key: string | undefined;
    const bearer = /^Bearer\s+(.+)$/i.exec(header);
    const basic = /^Basic\s+(.+)$/i.exec(header);
    if (bearer) key = bearer[1]!.trim();
    else if (basic) key = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0];
    else if (typeof params.key === 'string') key = params.key;
    if (!key) {
      throw invalid(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        undefined,
        undefined,
        401,
      );
    }
    const badKey = () =>
      invalid(`Invalid API Key provided: ${secretMask(key)}`, undefined, undefined, 401);
    if (/^(sk|rk)_test_[A-Za-z0-9_]+$/.test(key)) {
      if (options.secretKeys && !options.secretKeys.includes(key)) throw badKey();
      return { type: 'secret', key };
    }
    if (/^pk_test_[A-Za-z0-9_]+$/.test(key)) {
      if (options.publishableKeys && !options.publishableKeys.includes(key)) throw badKey();
      return { type: 'publishable', key };
    }
    throw badKey();
  }

  function requireSecret(auth: Auth): void {
    if (auth.type !== 'secret') {
      throw invalid(
        'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
        undefined,
        'secret_key_required',
        401,
      );
    }
  }

  // ----- objects ----------------------------------------------------------------------------

  function getIntent(id: string, param = 'intent', status = 404): Stripe.PaymentIntent {
    const pi = paymentIntents.get(id);
    if (!pi) throw noSuch('payment_intent', id, param, status);
    return pi;
  }

  /** A publishable key reaches a PaymentIntent only with its client secret. */
  function checkClientSecret(ctx: Ctx, pi: Stripe.PaymentIntent): void {
    if (ctx.auth.type !== 'publishable') return;
    const secret = ctx.params.client_secret;
    if (typeof secret !== 'string' || secret === '') {
      throw invalid(
        'You must provide a client_secret to access this PaymentIntent with a publishable key.',
        'client_secret',
        'parameter_missing',
      );
    }
    if (secret !== pi.client_secret) {
      throw invalid(
        'The client_secret provided does not match any associated PaymentIntent on this account. Ensure the publishable key used belongs to the same account that created the PaymentIntent.',
        'client_secret',
        'payment_intent_invalid_parameter',
      );
    }
  }

  function expansions(ctx: Ctx, kind: keyof typeof EXPANDABLE): string[] {
    const list = (ctx.params.expand ?? []) as string[];
    list.forEach((field, index) => {
      if (!EXPANDABLE[kind].includes(field)) {
        throw invalid(`This property cannot be expanded (${field}).`, `expand[${index}]`);
      }
    });
    return list;
  }

  function renderIntent(ctx: Ctx, pi: Stripe.PaymentIntent): unknown {
    if (ctx.auth.type === 'publishable') return publishableView(pi);
    const out = clone(pi);
    const expand = expansions(ctx, 'payment_intent');
    if (expand.includes('latest_charge') && typeof pi.latest_charge === 'string') {
      out.latest_charge = clone(charges.get(pi.latest_charge) ?? null);
    }
    if (expand.includes('payment_method') && typeof pi.payment_method === 'string') {
      out.payment_method = clone(paymentMethods.get(pi.payment_method) ?? null);
    }
    return out;
  }

  function renderCharge(ctx: Ctx, charge: Stripe.Charge): unknown {
    const out = clone(charge);
    if (expansions(ctx, 'charge').includes('payment_intent') && charge.payment_intent) {
      out.payment_intent = clone(paymentIntents.get(String(charge.payment_intent)) ?? null);
    }
    return out;
  }

  function renderRefund(ctx: Ctx, refund: Stripe.Refund): unknown {
    const out = clone(refund);
    const expand = expansions(ctx, 'refund');
    if (expand.includes('charge') && refund.charge) {
      out.charge = clone(charges.get(String(refund.charge)) ?? null);
    }
    if (expand.includes('payment_intent') && refund.payment_intent) {
      out.payment_intent = clone(paymentIntents.get(String(refund.payment_intent)) ?? null);
    }
    return out;
  }

  function makePaymentMethod(
    number: string,
    billing: Params | undefined,
    expMonth?: number,
    expYear?: number,
  ) {
    const card = TEST_CARDS[number]!;
    const address = (billing?.address ?? {}) as Record<string, string>;
    const paymentMethod: Stripe.PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: {
        address: {
          city: address.city ?? null,
          country: address.country ?? null,
          line1: address.line1 ?? null,
          line2: address.line2 ?? null,
          postal_code: address.postal_code ?? null,
          state: address.state ?? null,
        },
        email: (billing?.email as string | undefined) ?? null,
        name: (billing?.name as string | undefined) ?? null,
        phone: (billing?.phone as string | undefined) ?? null,
        tax_id: null,
      },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: card.country,
        display_brand: card.brand,
        exp_month: expMonth ?? 12,
        exp_year: expYear ?? new Date().getFullYear() + 3,
        fingerprint: crypto.createHash('sha256').update(number).digest('base64url').slice(0, 16),
        funding: card.funding,
        generated_from: null,
        last4: number.slice(-4),
        networks: { available: [card.brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: nowSeconds(),
      customer: null,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    paymentMethods.set(paymentMethod.id, paymentMethod);
    cardNumbers.set(paymentMethod.id, number);
    return paymentMethod;
  }

  function makeCharge(
    pi: Stripe.PaymentIntent,
    paymentMethod: Stripe.PaymentMethod,
    failure: Extract<CardOutcome, { kind: 'decline' }> | null,
    threeDSecure: boolean,
  ): Stripe.Charge {
    const card = paymentMethod.card!;
    const succeeded = failure === null;
    const charge: Stripe.Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: succeeded ? pi.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: succeeded ? newId('txn') : null,
      billing_details: clone(paymentMethod.billing_details) as Stripe.Charge.BillingDetails,
      calculated_statement_descriptor: pi.statement_descriptor_suffix
        ? `STRIPE* ${pi.statement_descriptor_suffix}`.slice(0, 22)
        : 'STRIPE',
      captured: succeeded,
      created: nowSeconds(),
      currency: pi.currency,
      customer: null,
      description: pi.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      fraud_details: {},
      livemode: false,
      metadata: clone(pi.metadata),
      on_behalf_of: null,
      outcome: {
        advice_code: null,
        network_advice_code: null,
        network_decline_code: null,
        network_status: succeeded ? 'approved_by_network' : 'declined_by_network',
        reason: failure?.declineCode ?? null,
        risk_level: 'normal',
        risk_score: 20,
        seller_message: succeeded
          ? 'Payment complete.'
          : 'The bank did not return any further details with this decline.',
        type: succeeded ? 'authorized' : 'issuer_declined',
      },
      paid: succeeded,
      payment_intent: pi.id,
      payment_method: paymentMethod.id,
      payment_method_details: {
        type: 'card',
        card: {
          amount_authorized: succeeded ? pi.amount : null,
          authorization_code: succeeded ? String(crypto.randomInt(100000, 999999)) : null,
          brand: card.brand,
          checks: clone(card.checks),
          country: card.country,
          electronic_commerce_indicator: threeDSecure ? '05' : null,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          fingerprint: card.fingerprint ?? null,
          funding: card.funding,
          installments: null,
          last4: card.last4,
          mandate: null,
          network: card.brand,
          network_token: { used: false },
          network_transaction_id: succeeded ? randomToken(15) : null,
          regulated_status: 'unregulated',
          three_d_secure: threeDSecure
            ? ({
                authentication_flow: 'challenge',
                result: 'authenticated',
                result_reason: null,
                version: '2.2.0',
              } as Stripe.Charge.PaymentMethodDetails.Card.ThreeDSecure)
            : null,
          transaction_link_id: null,
          wallet: null,
        },
      },
      receipt_email: pi.receipt_email,
      receipt_number: null,
      receipt_url: succeeded ? `https://pay.stripe.com/receipts/payment/${randomToken(40)}` : null,
      refunded: false,
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: pi.statement_descriptor_suffix,
      status: succeeded ? 'succeeded' : 'failed',
      transfer_data: null,
      transfer_group: null,
    };
    charges.set(charge.id, charge);
    return charge;
  }

  // ----- events -----------------------------------------------------------------------------

  let paused = false;
  const held: FakeStripeEvent[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  const inFlight = new Set<Promise<unknown>>();
  const settled = new Set<string>();
  const waiters = new Set<() => void>();
  const openRequests = new Set<http.ClientRequest>();

  const isEnabled = (type: string) =>
    !!endpoint &&
    (!endpoint.enabledEvents ||
      endpoint.enabledEvents.includes('*') ||
      endpoint.enabledEvents.includes(type));

  function settle(eventId: string) {
    settled.add(eventId);
    for (const waiter of [...waiters]) waiter();
  }

  function createEvent(
    type: string,
    object: object,
    request: { id: string | null; idempotency_key: string | null } | null,
  ): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: clone(object) as Record<string, unknown> },
      livemode: false,
      pending_webhooks: isEnabled(type) ? 1 : 0,
      request: request ?? { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    if (!isEnabled(type)) settle(event.id);
    else if (paused) held.push(event);
    else void send(event, false);
    return event;
  }

  function send(event: FakeStripeEvent, replay: boolean): Promise<WebhookDelivery> {
    const attempt = chain.then(() => post(event, replay));
    chain = attempt.catch(() => undefined);
    inFlight.add(attempt);
    void attempt.finally(() => inFlight.delete(attempt)).catch(() => undefined);
    return attempt;
  }

  function post(event: FakeStripeEvent, replay: boolean): Promise<WebhookDelivery> {
    const target = endpoint;
    const record = (delivery: Omit<WebhookDelivery, 'eventId' | 'type' | 'replay' | 'at'>) => {
      const full: WebhookDelivery = {
        eventId: event.id,
        type: event.type,
        replay,
        at: Date.now(),
        ...delivery,
      };
      deliveries.push(full);
      settle(event.id);
      return full;
    };
    if (!target) {
      return Promise.resolve(
        record({ url: '', status: null, responseBody: '', error: 'no webhook endpoint is set' }),
      );
    }
    // Stripe sends the event as pretty-printed JSON; the receiver must verify these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
    const url = new URL(target.url);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<WebhookDelivery>((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          agent: false,
          timeout: 10_000,
          headers: {
            Host: target.host ?? url.host,
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(payload),
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            Accept: '*/*; q=0.5, application/xml',
            'Cache-Control': 'no-cache',
            'Stripe-Signature': signature,
            ...target.headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            openRequests.delete(request);
            resolve(
              record({
                url: target.url,
                status: response.statusCode ?? null,
                responseBody: Buffer.concat(chunks).toString('utf8').slice(0, 2000),
              }),
            );
          });
          response.on('error', (error) => {
            openRequests.delete(request);
            resolve(
              record({ url: target.url, status: null, responseBody: '', error: error.message }),
            );
          });
        },
      );
      openRequests.add(request);
      request.on('timeout', () => request.destroy(new Error('timed out after 10 s')));
      request.on('error', (error) => {
        openRequests.delete(request);
        resolve(record({ url: target.url, status: null, responseBody: '', error: error.message }));
      });
      request.end(payload);
    });
  }

  // ----- confirm and 3-D Secure ---------------------------------------------------------------

  function extrasOf(id: string): IntentExtras {
    let value = extras.get(id);
    if (!value) {
      value = { returnUrl: null, pendingPaymentMethod: null };
      extras.set(id, value);
    }
    return value;
  }

  function succeed(
    pi: Stripe.PaymentIntent,
    paymentMethod: Stripe.PaymentMethod,
    threeDSecure: boolean,
    emit: (type: string, object: object) => void,
  ) {
    const charge = makeCharge(pi, paymentMethod, null, threeDSecure);
    Object.assign(pi, {
      status: 'succeeded',
      amount_received: pi.amount,
      latest_charge: charge.id,
      payment_method: paymentMethod.id,
      last_payment_error: null,
      next_action: null,
    } satisfies Partial<Stripe.PaymentIntent>);
    emit('charge.succeeded', charge);
    emit('payment_intent.succeeded', pi);
  }

  interface ConfirmInput {
    paymentMethod?: string;
    paymentMethodData?: Params;
    returnUrl?: string;
    receiptEmail?: string;
    viaPublishableKey: boolean;
    emit: (type: string, object: object) => void;
  }

  /** Runs a confirmation; returns the PaymentIntent or throws a (saved) card error. */
  function runConfirm(pi: Stripe.PaymentIntent, input: ConfirmInput): Stripe.PaymentIntent {
    const confirmable = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
    if (!confirmable.includes(pi.status)) {
      const message =
        pi.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
          : `You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`;
      throw unexpectedState(message, publishableView(pi));
    }
    // Which card?
    let number: string | undefined;
    let billing: Params | undefined;
    let expMonth: number | undefined;
    let expYear: number | undefined;
    let existing: Stripe.PaymentMethod | undefined;
    if (input.paymentMethod) {
      const testNumber = TEST_PAYMENT_METHODS[input.paymentMethod];
      existing = paymentMethods.get(input.paymentMethod);
      if (testNumber) number = testNumber;
      else if (!existing) {
        throw invalid(
          `No such PaymentMethod: '${input.paymentMethod}'`,
          'payment_method',
          'resource_missing',
        );
      }
    } else if (input.paymentMethodData) {
      const data = input.paymentMethodData;
      if (data.type !== 'card') {
        throw invalid(
          `The payment method type "${String(data.type ?? '')}" is not supported by the fake Stripe; only card.`,
          'payment_method_data[type]',
        );
      }
      const card = obj(data, 'card') ?? {};
      const raw = String(card.number ?? '').replace(/\D/g, '');
      if (!input.viaPublishableKey) {
        throw new ApiError(402, {
          type: 'invalid_request_error',
          message:
            'Sending credit card numbers directly to the Stripe API is generally unsafe. We suggest you use test tokens that map to the test card you are using, see https://stripe.com/docs/testing.',
        });
      }
      if (!raw)
        throw invalid(
          'Missing required param: payment_method_data[card][number].',
          'payment_method_data[card][number]',
          'parameter_missing',
        );
      number = raw;
      billing = obj(data, 'billing_details');
      expMonth = card.exp_month ? Number(card.exp_month) : undefined;
      expYear = card.exp_year ? Number(card.exp_year) : undefined;
      if (expYear !== undefined && expYear < 100) expYear += 2000;
    } else if (pi.payment_method && paymentMethods.has(String(pi.payment_method))) {
      existing = paymentMethods.get(String(pi.payment_method));
    } else {
      throw unexpectedState(
        "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
        publishableView(pi),
      );
    }
    if (!pi.payment_method_types.includes('card')) {
      throw invalid(
        `The PaymentMethod provided (card) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${pi.payment_method_types.join(', ')}.`,
        'payment_method',
        'payment_intent_invalid_parameter',
      );
    }
    const redirectsAllowed =
      pi.automatic_payment_methods?.enabled &&
      pi.automatic_payment_methods.allow_redirects !== 'never';
    if (!input.viaPublishableKey && redirectsAllowed && !input.returnUrl) {
      throw invalid(
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
        'return_url',
      );
    }
    if (input.returnUrl !== undefined) {
      try {
        new URL(input.returnUrl);
      } catch {
        throw invalid('Not a valid URL', 'return_url', 'url_invalid');
      }
    }
    // A card number, known to the test table?
    let paymentMethod: Stripe.PaymentMethod;
    let testCard: TestCard | undefined;
    if (existing) {
      paymentMethod = existing;
      number = cardNumbers.get(existing.id);
      testCard = number ? TEST_CARDS[number] : undefined;
    } else {
      if (!luhnValid(number!)) {
        throw new ApiError(
          402,
          {
            type: 'card_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
            param: 'number',
          },
          true,
        );
      }
      testCard = TEST_CARDS[number!];
      if (!testCard) {
        throw new ApiError(
          402,
          {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'test_mode_live_card',
            message:
              'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
          },
          true,
        );
      }
      paymentMethod = makePaymentMethod(number!, billing, expMonth, expYear);
    }
    if (input.receiptEmail !== undefined) pi.receipt_email = input.receiptEmail || null;
    const state = extrasOf(pi.id);
    if (input.returnUrl !== undefined) state.returnUrl = input.returnUrl;
    const outcome = testCard?.outcome ?? { kind: 'succeed' };
    if (outcome.kind === 'succeed') {
      succeed(pi, paymentMethod, false, input.emit);
      return pi;
    }
    if (outcome.kind === 'three_ds') {
      state.pendingPaymentMethod = paymentMethod;
      Object.assign(pi, {
        status: 'requires_action',
        payment_method: paymentMethod.id,
        last_payment_error: null,
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `https://hooks.stripe.com/3d_secure_2/fake/${pi.id}`,
            return_url: state.returnUrl,
          },
        },
      } satisfies Partial<Stripe.PaymentIntent>);
      input.emit('payment_intent.requires_action', pi);
      return pi;
    }
    // Declined: a failed charge, the PaymentIntent back to requires_payment_method.
    const charge = makeCharge(pi, paymentMethod, outcome, false);
    const error: StripeErrorObject = withDocUrl({
      type: 'card_error',
      code: outcome.code,
      ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
      message: outcome.message,
      ...(outcome.param ? { param: outcome.param } : {}),
      charge: charge.id,
      payment_method: clone(paymentMethod),
    });
    Object.assign(pi, {
      status: 'requires_payment_method',
      latest_charge: charge.id,
      payment_method: null,
      next_action: null,
      last_payment_error: error as Stripe.PaymentIntent.LastPaymentError,
    } satisfies Partial<Stripe.PaymentIntent>);
    input.emit('charge.failed', charge);
    input.emit('payment_intent.payment_failed', pi);
    throw new ApiError(
      402,
      {
        ...error,
        payment_intent: input.viaPublishableKey ? publishableView(pi) : clone(pi),
        request_log_url: `https://dashboard.stripe.com/test/logs/${newId('req')}`,
      },
      true,
    );
  }

  function finish3ds(
    id: string,
    outcome: 'approve' | 'fail',
    emit: (type: string, object: object) => void,
  ): { paymentIntent: Stripe.PaymentIntent; redirectTo: string | null } {
    const pi = getIntent(id);
    const state = extrasOf(id);
    if (pi.status !== 'requires_action' || !state.pendingPaymentMethod) {
      throw unexpectedState(
        `This PaymentIntent is not waiting on 3-D Secure authentication (status: ${pi.status}).`,
      );
    }
    const paymentMethod = state.pendingPaymentMethod;
    state.pendingPaymentMethod = null;
    if (outcome === 'approve') {
      succeed(pi, paymentMethod, true, emit);
    } else {
      Object.assign(pi, {
        status: 'requires_payment_method',
        payment_method: null,
        next_action: null,
        last_payment_error: withDocUrl({
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message:
            'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
          payment_method: clone(paymentMethod),
        }) as Stripe.PaymentIntent.LastPaymentError,
      } satisfies Partial<Stripe.PaymentIntent>);
      emit('payment_intent.payment_failed', pi);
    }
    let redirectTo: string | null = null;
    if (state.returnUrl) {
      const url = new URL(state.returnUrl);
      url.searchParams.set('payment_intent', pi.id);
      url.searchParams.set('payment_intent_client_secret', pi.client_secret ?? '');
      url.searchParams.set('redirect_status', outcome === 'approve' ? 'succeeded' : 'failed');
      redirectTo = url.toString();
    }
    return { paymentIntent: pi, redirectTo };
  }

  // ----- endpoints --------------------------------------------------------------------------

  function emitter(ctx: Ctx) {
    return (type: string, object: object) => {
      const snapshot = clone(object);
      const request = { id: ctx.requestId, idempotency_key: ctx.idempotencyKey };
      ctx.events.push(() => createEvent(type, snapshot, request));
    };
  }

  function createIntent(ctx: Ctx): Answer {
    requireSecret(ctx.auth);
    const p = ctx.params;
    checkSchema(p, SCHEMAS.createIntent);
    expansions(ctx, 'payment_intent');
    const amount = integer(p, 'amount');
    if (amount === undefined)
      throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
    const rawCurrency = str(p, 'currency');
    if (!rawCurrency)
      throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    const currency = rawCurrency.toLowerCase();
    const minimum = MINIMUM_AMOUNTS[currency];
    if (minimum === undefined) {
      throw invalid(
        `Invalid currency: ${rawCurrency}. The fake Stripe supports these currencies: ${Object.keys(MINIMUM_AMOUNTS).join(', ')}.`,
        'currency',
      );
    }
    if (amount < minimum) {
      throw invalid(
        `Amount must be at least ${formatMinimum(currency, minimum)}`,
        'amount',
        'amount_too_small',
      );
    }
    if (amount > 99_999_999) {
      throw invalid('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
    }
    const automatic = obj(p, 'automatic_payment_methods');
    const types = p.payment_method_types as string[] | undefined;
    if (automatic && types) {
      throw invalid(
        'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
        'automatic_payment_methods',
      );
    }
    let automaticPaymentMethods: Stripe.PaymentIntent.AutomaticPaymentMethods | null = null;
    if (automatic) {
      const enabled = bool(automatic as Params, 'enabled');
      if (enabled === undefined) {
        throw invalid(
          'Missing required param: automatic_payment_methods[enabled].',
          'automatic_payment_methods[enabled]',
          'parameter_missing',
        );
      }
      const allowRedirects = str(automatic as Params, 'allow_redirects') ?? 'always';
      if (allowRedirects !== 'always' && allowRedirects !== 'never') {
        throw invalid(
          `Invalid automatic_payment_methods[allow_redirects]: must be one of always or never`,
          'automatic_payment_methods[allow_redirects]',
        );
      }
      automaticPaymentMethods = enabled ? { enabled, allow_redirects: allowRedirects } : null;
    } else if (!types) {
      // Since API version 2023-08-16 automatic payment methods are on unless types are listed.
      automaticPaymentMethods = { enabled: true, allow_redirects: 'always' };
    }
    if (types && types.length === 0) {
      throw invalid('Invalid array', 'payment_method_types');
    }
    const metadata = checkMetadata(obj(p, 'metadata')) ?? {};
    for (const [key, value] of Object.entries(metadata)) if (value === '') delete metadata[key];
    const id = newId('pi');
    const pi: Stripe.PaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: null,
      amount,
      amount_capturable: 0,
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: automaticPaymentMethods,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomToken(25)}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency,
      customer: null,
      customer_account: null,
      description: str(p, 'description') ?? null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: automaticPaymentMethods
        ? { id: 'pmc_fake_default', parent: null }
        : null,
      payment_method_options: {
        card: {
          installments: null,
          mandate_options: null,
          network: null,
          request_three_d_secure: 'automatic',
        },
      } as Stripe.PaymentIntent.PaymentMethodOptions,
      payment_method_types: types ?? ['card'],
      payment_record: null,
      processing: null,
      receipt_email: checkEmail(str(p, 'receipt_email'), 'receipt_email') || null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: checkSuffix(str(p, 'statement_descriptor_suffix')) ?? null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    paymentIntents.set(id, pi);
    emitter(ctx)('payment_intent.created', pi);
    return { status: 200, body: renderIntent(ctx, pi) };
  }

  function retrieveIntent(ctx: Ctx, id: string): Answer {
    checkSchema(ctx.params, SCHEMAS.retrieveIntent);
    const pi = getIntent(id);
    checkClientSecret(ctx, pi);
    return { status: 200, body: renderIntent(ctx, pi) };
  }

  function updateIntent(ctx: Ctx, id: string): Answer {
    requireSecret(ctx.auth);
    const p = ctx.params;
    checkSchema(p, SCHEMAS.updateIntent);
    expansions(ctx, 'payment_intent');
    const pi = getIntent(id);
    const amount = integer(p, 'amount');
    const receiptEmail = checkEmail(str(p, 'receipt_email'), 'receipt_email');
    const suffix = checkSuffix(str(p, 'statement_descriptor_suffix'));
    if (pi.status === 'canceled') {
      throw unexpectedState(
        'This PaymentIntent could not be updated because it has a status of canceled. You may only update a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action, succeeded.',
        clone(pi),
      );
    }
    if (amount !== undefined) {
      const updatable = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
      if (!updatable.includes(pi.status)) {
        throw unexpectedState(
          `This PaymentIntent's amount could not be updated because it has a status of ${pi.status}. You may only update the amount of a PaymentIntent with one of the following statuses: ${updatable.join(', ')}.`,
          clone(pi),
        );
      }
      const minimum = MINIMUM_AMOUNTS[pi.currency] ?? 50;
      if (amount < minimum) {
        throw invalid(
          `Amount must be at least ${formatMinimum(pi.currency, minimum)}`,
          'amount',
          'amount_too_small',
        );
      }
      pi.amount = amount;
    }
    if (p.description !== undefined) pi.description = str(p, 'description') || null;
    if (receiptEmail !== undefined) pi.receipt_email = receiptEmail || null;
    if (suffix !== undefined) pi.statement_descriptor_suffix = suffix || null;
    pi.metadata = mergeMetadata(pi.metadata, p.metadata);
    return { status: 200, body: renderIntent(ctx, pi) };
  }

  function confirmIntent(ctx: Ctx, id: string): Answer {
    const p = ctx.params;
    checkSchema(p, SCHEMAS.confirmIntent);
    expansions(ctx, 'payment_intent');
    const pi = getIntent(id);
    checkClientSecret(ctx, pi);
    const paymentMethodData = obj(p, 'payment_method_data');
    const pm = str(p, 'payment_method');
    if (pm && paymentMethodData) {
      throw invalid(
        'You may only specify one of these parameters: payment_method, payment_method_data.',
        'payment_method_data',
      );
    }
    runConfirm(pi, {
      ...(pm ? { paymentMethod: pm } : {}),
      ...(paymentMethodData ? { paymentMethodData } : {}),
      ...(p.return_url !== undefined ? { returnUrl: str(p, 'return_url')! } : {}),
      ...(p.receipt_email !== undefined
        ? { receiptEmail: checkEmail(str(p, 'receipt_email'), 'receipt_email')! }
        : {}),
      viaPublishableKey: ctx.auth.type === 'publishable',
      emit: emitter(ctx),
    });
    return { status: 200, body: renderIntent(ctx, pi) };
  }

  function cancelIntent(ctx: Ctx, id: string): Answer {
    requireSecret(ctx.auth);
    checkSchema(ctx.params, SCHEMAS.cancelIntent);
    expansions(ctx, 'payment_intent');
    const pi = getIntent(id);
    const reason = str(ctx.params, 'cancellation_reason');
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
    if (reason !== undefined && !reasons.includes(reason)) {
      throw invalid(
        `Invalid cancellation_reason: must be one of ${reasons.join(', ')}`,
        'cancellation_reason',
      );
    }
    const cancelable = [
      'requires_payment_method',
      'requires_capture',
      'requires_confirmation',
      'requires_action',
      'processing',
    ];
    if (!cancelable.includes(pi.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancelable.join(', ')}.`,
        clone(pi),
      );
    }
    Object.assign(pi, {
      status: 'canceled',
      canceled_at: nowSeconds(),
      cancellation_reason: (reason ?? null) as Stripe.PaymentIntent.CancellationReason | null,
      next_action: null,
    } satisfies Partial<Stripe.PaymentIntent>);
    extrasOf(pi.id).pendingPaymentMethod = null;
    emitter(ctx)('payment_intent.canceled', pi);
    return { status: 200, body: renderIntent(ctx, pi) };
  }

  function createRefund(ctx: Ctx): Answer {
    requireSecret(ctx.auth);
    const p = ctx.params;
    checkSchema(p, SCHEMAS.createRefund);
    expansions(ctx, 'refund');
    const piId = str(p, 'payment_intent');
    const chargeId = str(p, 'charge');
    if (!piId && !chargeId) {
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        undefined,
        'parameter_missing',
      );
    }
    if (piId && chargeId) {
      throw invalid(
        'You may only specify one of these parameters: charge, payment_intent.',
        'payment_intent',
      );
    }
    let charge: Stripe.Charge | undefined;
    if (piId) {
      const pi = getIntent(piId, 'payment_intent', 400);
      charge = typeof pi.latest_charge === 'string' ? charges.get(pi.latest_charge) : undefined;
      if (pi.status !== 'succeeded' || !charge || charge.status !== 'succeeded') {
        throw unexpectedState(
          `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        );
      }
    } else {
      charge = charges.get(chargeId!);
      if (!charge) throw noSuch('charge', chargeId!, 'charge', 400);
      if (charge.status !== 'succeeded') {
        throw unexpectedState(`Charge ${charge.id} has not succeeded and cannot be refunded.`);
      }
    }
    const amount = integer(p, 'amount');
    const reason = str(p, 'reason');
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer'];
    if (reason !== undefined && !reasons.includes(reason)) {
      throw invalid(`Invalid reason: must be one of ${reasons.join(', ')}`, 'reason');
    }
    const metadata = checkMetadata(obj(p, 'metadata')) ?? {};
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining <= 0) {
      throw new ApiError(
        400,
        withDocUrl({
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${charge.id} has already been refunded.`,
        }),
        true,
      );
    }
    const refundAmount = amount ?? remaining;
    if (refundAmount <= 0) throw invalid('Invalid positive integer', 'amount');
    if (refundAmount > remaining) {
      throw new ApiError(
        400,
        withDocUrl({
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount ($${(refundAmount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        }),
        true,
      );
    }
    const refund: Stripe.Refund = {
      id: newId('re'),
      object: 'refund',
      amount: refundAmount,
      balance_transaction: newId('txn'),
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      customer: null,
      customer_account: null,
      destination_details: {
        card: {
          reference_status: 'pending',
          reference_type: 'acquirer_reference_number',
          type: 'refund',
        },
        type: 'card',
      } as Stripe.Refund.DestinationDetails,
      metadata,
      payment_intent: charge.payment_intent,
      payment_method: charge.payment_method,
      reason: (reason ?? null) as Stripe.Refund.Reason | null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += refundAmount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    const emit = emitter(ctx);
    emit('refund.created', refund);
    emit('charge.refunded', charge);
    return { status: 200, body: renderRefund(ctx, refund) };
  }

  function retrieveCharge(ctx: Ctx, id: string): Answer {
    requireSecret(ctx.auth);
    checkSchema(ctx.params, SCHEMAS.retrieveCharge);
    const charge = charges.get(id);
    if (!charge) throw noSuch('charge', id, 'id');
    return { status: 200, body: renderCharge(ctx, charge) };
  }

  // Payment method domains (wallets on a hostname): registered at once, every wallet active.
  const domains = new Map<string, Record<string, unknown>>();
  function createDomain(ctx: Ctx): Answer {
    requireSecret(ctx.auth);
    checkSchema(ctx.params, SCHEMAS.createDomain);
    const name = str(ctx.params, 'domain_name');
    if (!name)
      throw invalid('Missing required param: domain_name.', 'domain_name', 'parameter_missing');
    const existing = [...domains.values()].find((domain) => domain.domain_name === name);
    if (existing) return { status: 200, body: existing };
    const active = { status: 'active' };
    const domain = {
      id: newId('pmd'),
      object: 'payment_method_domain',
      domain_name: name,
      enabled: true,
      apple_pay: active,
      google_pay: active,
      link: active,
      paypal: active,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    domains.set(domain.id, domain);
    return { status: 200, body: domain };
  }
  function listDomains(ctx: Ctx): Answer {
    requireSecret(ctx.auth);
    checkSchema(ctx.params, SCHEMAS.listDomains);
    const name = str(ctx.params, 'domain_name');
    const data = [...domains.values()].filter((domain) => !name || domain.domain_name === name);
    return {
      status: 200,
      body: { object: 'list', url: '/v1/payment_method_domains', has_more: false, data },
    };
  }

  const routes: Array<{
    method: string;
    pattern: RegExp;
    handle: (ctx: Ctx, id: string) => Answer;
  }> = [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_method_domains$/,
      handle: (ctx) => createDomain(ctx),
    },
    { method: 'GET', pattern: /^\/v1\/payment_method_domains$/, handle: (ctx) => listDomains(ctx) },
    { method: 'POST', pattern: /^\/v1\/payment_intents$/, handle: (ctx) => createIntent(ctx) },
    { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: retrieveIntent },
    { method: 'POST', pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: updateIntent },
    { method: 'POST', pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/, handle: confirmIntent },
    { method: 'POST', pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/, handle: cancelIntent },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (ctx) => createRefund(ctx) },
    { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, handle: retrieveCharge },
  ];

  // ----- HTTP -------------------------------------------------------------------------------

  function baseHeaders(requestId: string, req: http.IncomingMessage): Record<string, string> {
    return {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store',
      'Request-Id': requestId,
      'Stripe-Version': String(req.headers['stripe-version'] ?? API_VERSION),
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    };
  }

  function takeFailure(method: string, path: string): Failure | undefined {
    const index = failures.findIndex(
      (failure) =>
        (!failure.method || failure.method.toUpperCase() === method) &&
        (typeof failure.path === 'string' ? failure.path === path : failure.path.test(path)),
    );
    if (index < 0) return undefined;
    const failure = failures[index]!;
    failure.times -= 1;
    if (failure.times <= 0) failures.splice(index, 1);
    return failure;
  }

  function readBody(req: http.IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }

  function threeDSecurePage(id: string): string {
    const pi = paymentIntents.get(id);
    const amount = pi
      ? `${(pi.amount / 100).toFixed(2)} ${pi.currency.toUpperCase()}`
      : 'unknown amount';
    const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3D Secure authentication (test)</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 2rem; }
  main { max-width: 32rem; }
  button { font: inherit; padding: 0.6rem 1rem; margin: 0.25rem 0.5rem 0.25rem 0; border-radius: 4px; cursor: pointer; }
  #complete { background: #0a5c36; color: #fff; border: 1px solid #0a5c36; }
  #fail { background: #fff; color: #8a1c1c; border: 1px solid #8a1c1c; }
</style>
</head>
<body>
<main>
  <h1>Authenticate your payment</h1>
  <p>This is the test stand-in for the card issuer's 3D Secure page. Payment <span id="pi">${escape(id)}</span>: ${escape(amount)}.</p>
  <button type="button" id="complete" data-outcome="approve">Complete authentication</button>
  <button type="button" id="fail" data-outcome="fail">Fail authentication</button>
  <p id="status" role="status"></p>
</main>
<script>
  for (const button of document.querySelectorAll('button[data-outcome]')) {
    button.addEventListener('click', async () => {
      document.getElementById('status').textContent = 'Returning to the merchant...';
      const response = await fetch('/__fake/3ds/' + encodeURIComponent(${JSON.stringify(id)}), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome: button.dataset.outcome }),
      });
      const result = await response.json();
      if (result.redirect_to) window.location.href = result.redirect_to;
      else document.getElementById('status').textContent = result.error ? result.error.message : 'Done: ' + result.payment_intent.status;
    });
  }
</script>
</body>
</html>`;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const rawBody = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake-stripe.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    const requestId = `req_${randomToken(14)}`;
    const headers = baseHeaders(requestId, req);
    const respond = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { ...headers, ...extra });
      res.end(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
    };

    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, HEAD, OPTIONS, DELETE',
        'Access-Control-Allow-Headers': String(
          req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
        ),
        'Access-Control-Max-Age': '300',
      });
      res.end();
      return;
    }

    // The 3-D Secure stand-in (served for https://hooks.stripe.com by intercept-stripe.ts).
    const page = /^\/3d_secure_2\/fake\/([^/]+)$/.exec(path);
    if (page && method === 'GET') {
      const known = paymentIntents.has(page[1]!);
      res.writeHead(known ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        known
          ? threeDSecurePage(page[1]!)
          : '<!doctype html><title>Not found</title><p>Unknown payment.</p>',
      );
      return;
    }
    const completion = /^\/__fake\/3ds\/([^/]+)$/.exec(path);
    if (completion && method === 'POST') {
      let outcome: unknown;
      try {
        outcome = (
          String(req.headers['content-type'] ?? '').includes('json')
            ? JSON.parse(rawBody || '{}')
            : decodeForm(rawBody)
        ).outcome;
      } catch {
        outcome = undefined;
      }
      if (outcome !== 'approve' && outcome !== 'fail') {
        respond(400, { error: invalid("outcome must be 'approve' or 'fail'", 'outcome').error });
        return;
      }
      try {
        const emit = (type: string, object: object) => createEvent(type, object, null);
        const pending: Array<() => void> = [];
        const result = finish3ds(completion[1]!, outcome, (type, object) => {
          const snapshot = clone(object);
          pending.push(() => emit(type, snapshot));
        });
        respond(200, {
          payment_intent: publishableView(result.paymentIntent),
          redirect_to: result.redirectTo,
        });
        for (const fire of pending) fire();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        respond(error.status, { error: withDocUrl(error.error) });
      }
      return;
    }

    // The API.
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const query = decodeForm(url.search.slice(1));
    const isJson = String(req.headers['content-type'] ?? '').includes('json');
    const params: Params = { ...query, ...(isJson ? {} : decodeForm(rawBody)) };
    const log: LoggedRequest = {
      requestId,
      method,
      path,
      idempotencyKey,
      body: params,
      rawBody,
      keyType: undefined,
      stripeAccount: req.headers['stripe-account'] as string | undefined,
      status: 0,
      replayed: false,
    };
    requests.push(log);
    const answerWith = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      log.status = status;
      respond(status, body, {
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        ...extra,
      });
    };
    const sendError = (error: ApiError) =>
      answerWith(error.status, { error: withDocUrl(error.error) }, error.headers);

    const failure = takeFailure(method, path);
    if (failure && failure.failure === 'network') {
      log.status = -1;
      req.socket.destroy();
      return;
    }
    if (failure && typeof failure.failure === 'number') {
      const error = { ...defaultErrorFor(failure.failure), ...failure.error } as StripeErrorObject;
      answerWith(failure.failure, { error: withDocUrl(error) }, failure.headers);
      return;
    }
    const dropAfter = failure?.failure === 'network-after';

    let auth: Auth;
    try {
      if (isJson) {
        throw invalid(
          "Invalid request: the body must be application/x-www-form-urlencoded, as Stripe's v1 API expects (the fake does not read JSON bodies).",
        );
      }
      auth = authenticate(req, params);
      log.keyType = auth.type;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      sendError(error);
      return;
    }
    delete params.key;
    delete params._stripe_account;

    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    const routeMatch = route?.pattern.exec(path);
    if (!route || !routeMatch) {
      const exists = routes.some((r) => r.pattern.test(path));
      sendError(
        invalid(
          exists
            ? `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`
            : `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/. (The fake Stripe answers only the endpoints listed in tests/support/fake-stripe/README.md.)`,
          undefined,
          undefined,
          404,
        ),
      );
      return;
    }

    // Idempotency: POSTs with a key are run once; the saved answer is replayed.
    const scope = idempotencyKey && method === 'POST' ? `${auth.key}\u0000${idempotencyKey}` : null;
    const paramsJson = JSON.stringify(canonical(params));
    if (scope) {
      const saved = idempotency.get(scope);
      if (saved) {
        const key = idempotencyKey!;
        if (saved.state === 'running') {
          sendError(
            new ApiError(
              409,
              {
                type: 'idempotency_error',
                code: 'idempotency_key_in_use',
                message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
              },
              false,
              { 'Stripe-Should-Retry': 'true' },
            ),
          );
          return;
        }
        if (saved.path !== path || saved.method !== method) {
          sendError(
            new ApiError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.path}' vs '${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
            }),
          );
          return;
        }
        if (saved.paramsJson !== paramsJson) {
          sendError(
            new ApiError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            }),
          );
          return;
        }
        log.replayed = true;
        log.status = saved.status;
        res.writeHead(saved.status, {
          ...headers,
          ...saved.headers,
          'Idempotency-Key': key,
          'Idempotent-Replayed': 'true',
          'Original-Request': saved.requestId,
        });
        res.end(saved.body);
        if (dropAfter) req.socket.destroy();
        return;
      }
      idempotency.set(scope, {
        method,
        path,
        paramsJson,
        state: 'running',
        status: 0,
        body: '',
        headers: {},
        requestId,
      });
    }

    if (latencyMs > 0) await sleep(latencyMs);

    const ctx: Ctx = {
      requestId,
      idempotencyKey: idempotencyKey ?? null,
      auth,
      params,
      events: [],
    };
    let answer: Answer;
    try {
      answer = route.handle(ctx, decodeURIComponent(routeMatch[1] ?? ''));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        if (scope) idempotency.delete(scope);
        throw error;
      }
      if (scope && !error.saved) idempotency.delete(scope);
      answer = {
        status: error.status,
        body: { error: withDocUrl(error.error) },
        headers: error.headers,
      };
      if (!error.saved) {
        sendError(error);
        return;
      }
    }
    const body = JSON.stringify(answer.body, null, 2);
    if (scope) {
      idempotency.set(scope, {
        method,
        path,
        paramsJson,
        state: 'done',
        status: answer.status,
        body,
        headers: answer.headers ?? {},
        requestId,
      });
    }
    log.status = answer.status;
    if (dropAfter) {
      // The request ran; its answer is lost on the way back.
      log.status = -1;
      req.socket.destroy();
    } else {
      res.writeHead(answer.status, {
        ...headers,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        ...answer.headers,
      });
      res.end(body);
    }
    for (const fire of ctx.events) fire();
  }

  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { type: 'api_error', message: `The fake Stripe failed: ${String(error)}` },
          }),
        );
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  // ----- the test-facing handle -------------------------------------------------------------

  const direct = (type: string, object: object) => createEvent(type, object, null);

  return {
    url: baseUrl,
    host: '127.0.0.1',
    port,
    protocol: 'http',
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' },
    paymentIntents,
    charges,
    refunds,
    paymentMethods,
    requests,
    events,
    deliveries,
    setWebhook(next) {
      endpoint = next;
    },
    async deliver(type, object) {
      const event = createEvent(type, object, null);
      await waitUntil(() => settled.has(event.id), 30_000, `event ${event.id} to be sent`);
      return event;
    },
    replay(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) return Promise.reject(new Error(`No event ${eventId} to replay`));
      return send(event, true);
    },
    waitForEvent(type, { where, timeoutMs = 5_000 } = {}) {
      const find = () =>
        events.find((e) => e.type === type && settled.has(e.id) && (!where || where(e)));
      return waitUntil(find, timeoutMs, `a sent ${type} event`).then(() => find()!);
    },
    pauseWebhooks() {
      paused = true;
    },
    resumeWebhooks() {
      paused = false;
      for (const event of held.splice(0)) void send(event, false);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async confirm(paymentIntentId, card, { returnUrl, billingDetails } = {}) {
      const pi = paymentIntents.get(paymentIntentId);
      if (!pi) return { error: noSuch('payment_intent', paymentIntentId, 'intent').error };
      const pending: Array<() => void> = [];
      const emit = (type: string, object: object) => {
        const snapshot = clone(object);
        pending.push(() => direct(type, snapshot));
      };
      try {
        const isPm = card.startsWith('pm_');
        runConfirm(pi, {
          ...(isPm
            ? { paymentMethod: card }
            : {
                paymentMethodData: {
                  type: 'card',
                  card: { number: card },
                  ...(billingDetails ? { billing_details: billingDetails as Params } : {}),
                },
              }),
          returnUrl: returnUrl ?? 'https://merchant.example/stripe-return',
          viaPublishableKey: true,
          emit,
        });
        return { paymentIntent: clone(pi) };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { error: withDocUrl(error.error) };
      } finally {
        for (const fire of pending) fire();
      }
    },
    async complete3ds(paymentIntentId, outcome) {
      const pending: Array<() => void> = [];
      try {
        const result = finish3ds(paymentIntentId, outcome, (type, object) => {
          const snapshot = clone(object);
          pending.push(() => direct(type, snapshot));
        });
        return { paymentIntent: clone(result.paymentIntent), redirectTo: result.redirectTo };
      } finally {
        for (const fire of pending) fire();
      }
    },
    failNext(path, failure, error, { method, times = 1, headers = {} } = {}) {
      failures.push({ path, method, failure, error, headers, times });
    },
    clearFailures() {
      failures.splice(0);
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    reset() {
      for (const map of [paymentIntents, charges, refunds, paymentMethods, cardNumbers, extras]) {
        map.clear();
      }
      idempotency.clear();
      requests.splice(0);
      events.splice(0);
      deliveries.splice(0);
      held.splice(0);
      settled.clear();
      failures.splice(0);
    },
    async close() {
      for (const request of openRequests) request.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };

  function waitUntil<T>(check: () => T, timeoutMs: number, what: string): Promise<NonNullable<T>> {
    return new Promise((resolve, reject) => {
      const first = check();
      if (first) return resolve(first);
      const waiter = () => {
        const value = check();
        if (!value) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        const seen = events.map((e) => `${e.type}${settled.has(e.id) ? '' : ' (not sent yet)'}`);
        reject(
          new Error(
            `Timed out after ${timeoutMs} ms waiting for ${what}. Events so far: ${seen.join(', ') || 'none'}`,
          ),
        );
      }, timeoutMs);
      waiters.add(waiter);
    });
  }
}

/** The params with every object's keys sorted, so key order never changes the comparison. */
function canonical(value: ParamValue): ParamValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(canonical);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key]!)]),
  );
}
