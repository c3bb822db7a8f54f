// The fake Stripe speaks Stripe's shapes: every call here goes through the real `stripe` client
// over HTTP, and webhooks are verified the way the server must verify them (constructEvent on
// the raw body).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe-api.ts';

const SECRET_KEY = 'sk_test_dealerPlatformFake';
const PUBLISHABLE_KEY = 'pk_test_dealerPlatformFake';
const WEBHOOK_SECRET = 'whsec_fakeDealerPlatformSigningSecret';
const RETURN_URL = 'http://harbour-city-motors.localhost:3000/reserve/return';

interface ReceivedWebhook {
  host: string | undefined;
  body: string;
  event: Stripe.Event | undefined;
  error: string | undefined;
}

/** A webhook endpoint that verifies each delivery with constructEvent, as the server must. */
async function startReceiver(stripe: Stripe, secret: string) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const event = stripe.webhooks.constructEvent(
          body,
          String(req.headers['stripe-signature'] ?? ''),
          secret,
        );
        received.push({ host: req.headers.host, body, event, error: undefined });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
      } catch (error) {
        received.push({ host: req.headers.host, body, event: undefined, error: String(error) });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/stripe-webhook`,
    received,
    of: (eventId: string) => received.filter((r) => r.event?.id === eventId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the fake Stripe through the real stripe client', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  const depositParams = (car: string): Stripe.PaymentIntentCreateParams => ({
    amount: 50_000,
    currency: 'aud',
    automatic_payment_methods: { enabled: true },
    metadata: { tenant: 'harbour-city-motors', car, stock_number: `S-${car}` },
    description: `Deposit for ${car}`,
    receipt_email: 'shopper@example.com',
    statement_descriptor_suffix: 'DEPOSIT',
  });

  async function succeededIntent(car: string) {
    const pi = await stripe.paymentIntents.create(depositParams(car));
    return stripe.paymentIntents.confirm(pi.id, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
  }

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKeys: [SECRET_KEY] });
    stripe = new Stripe(SECRET_KEY, { ...fake.clientOptions, maxNetworkRetries: 0 });
    receiver = await startReceiver(stripe, WEBHOOK_SECRET);
    fake.setWebhook({
      url: receiver.url,
      secret: WEBHOOK_SECRET,
      host: 'harbour-city-motors.localhost',
    });
  });
  afterAll(async () => {
    await fake?.close();
    await receiver?.close();
  });

  test('an idempotency key creates one PaymentIntent; the retry gets the first answer again', async () => {
    const key = 'reserve:harbour-city-motors:car-1:session-a';
    const first = await stripe.paymentIntents.create(depositParams('car-1'), {
      idempotencyKey: key,
    });
    const again = await stripe.paymentIntents.create(depositParams('car-1'), {
      idempotencyKey: key,
    });

    expect(again.id).toBe(first.id);
    expect(first.id).toMatch(/^pi_\w+$/);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_\\w+$`));
    expect(first).toMatchObject({
      object: 'payment_intent',
      amount: 50_000,
      currency: 'aud',
      status: 'requires_payment_method',
      automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
      metadata: { tenant: 'harbour-city-motors', car: 'car-1', stock_number: 'S-car-1' },
      receipt_email: 'shopper@example.com',
      statement_descriptor_suffix: 'DEPOSIT',
      latest_charge: null,
      livemode: false,
    });
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const made = [...fake.paymentIntents.values()].filter((pi) => pi.metadata.car === 'car-1');
    expect(made).toHaveLength(1);

    // The client's form encoding arrives decoded (metadata[car]=..., automatic_payment_methods[enabled]=true).
    const logged = fake.requests.filter((request) => request.idempotencyKey === key);
    expect(logged.map((request) => request.replayed)).toEqual([false, true]);
    expect(logged[0]!.rawBody).toContain('metadata[car]=car-1');
    expect(logged[0]!.body).toMatchObject({
      amount: '50000',
      automatic_payment_methods: { enabled: 'true' },
      metadata: { car: 'car-1' },
    });
  });

  test('the same key with other parameters is a StripeIdempotencyError', async () => {
    const key = 'reserve:harbour-city-motors:car-2:session-a';
    await stripe.paymentIntents.create(depositParams('car-2'), { idempotencyKey: key });
    const error = await stripe.paymentIntents
      .create({ ...depositParams('car-2'), amount: 60_000 }, { idempotencyKey: key })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
    expect((error as Error).message).toContain('same parameters');
  });

  test('confirming with pm_card_visa succeeds and a signed payment_intent.succeeded arrives', async () => {
    const pi = await stripe.paymentIntents.create(depositParams('car-3'));
    const confirmed = await stripe.paymentIntents.confirm(pi.id, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
      expand: ['latest_charge'],
    });

    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.amount_received).toBe(50_000);
    const charge = confirmed.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 50_000,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      status: 'succeeded',
      payment_intent: pi.id,
      receipt_email: 'shopper@example.com',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    expect(charge.id).toMatch(/^ch_/);

    const event = await fake.waitForEvent('payment_intent.succeeded', {
      where: (e) => e.data.object.id === pi.id,
    });
    expect(event).toMatchObject({
      object: 'event',
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: expect.stringMatching(/^req_/) },
    });
    const [delivery] = receiver.of(event.id);
    expect(delivery?.error).toBeUndefined();
    expect(delivery?.host).toBe('harbour-city-motors.localhost');
    const verified = delivery!.event as Stripe.PaymentIntentSucceededEvent;
    expect(verified.type).toBe('payment_intent.succeeded');
    expect(verified.data.object).toMatchObject({
      id: pi.id,
      status: 'succeeded',
      latest_charge: charge.id,
      metadata: { tenant: 'harbour-city-motors', car: 'car-3' },
    });
    expect(fake.deliveries.find((d) => d.eventId === event.id)?.status).toBe(200);
    // Stripe also announces the PaymentIntent's creation and the charge.
    expect(fake.events.filter((e) => e.data.object.id === pi.id).map((e) => e.type)).toEqual([
      'payment_intent.created',
      'payment_intent.succeeded',
    ]);
    expect(
      fake.events.some((e) => e.type === 'charge.succeeded' && e.data.object.id === charge.id),
    ).toBe(true);
  });

  test('a declined card is a StripeCardError; the PaymentIntent keeps last_payment_error', async () => {
    const pi = await stripe.paymentIntents.create(depositParams('car-4'));
    const error = await stripe.paymentIntents
      .confirm(pi.id, { payment_method: 'pm_card_chargeDeclined', return_url: RETURN_URL })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    });
    expect((error as Stripe.errors.StripeCardError).payment_intent?.status).toBe(
      'requires_payment_method',
    );

    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.payment_method).toBeNull();
    expect(after.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const failed = await fake.waitForEvent('payment_intent.payment_failed', {
      where: (e) => e.data.object.id === pi.id,
    });
    expect(receiver.of(failed.id)).toHaveLength(1);

    // The browser path: a test card number from Stripe.js, with the publishable key.
    const insufficient = await fake.confirm(pi.id, '4000000000009995');
    expect(insufficient.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    // ...and another card then succeeds on the same PaymentIntent.
    const retried = await fake.confirm(pi.id, '4242424242424242', {
      billingDetails: { name: 'Sam Shopper', email: 'sam@example.com' },
    });
    expect(retried.paymentIntent?.status).toBe('succeeded');
    const charge = await stripe.charges.retrieve(String(retried.paymentIntent!.latest_charge));
    expect(charge.billing_details).toMatchObject({ name: 'Sam Shopper', email: 'sam@example.com' });
  });

  test('a refund succeeds and charge.refunded follows with the refunded Charge', async () => {
    const paid = await succeededIntent('car-5');
    const refund = await stripe.refunds.create(
      {
        payment_intent: paid.id,
        reason: 'requested_by_customer',
        metadata: { reservation: 'res-5' },
      },
      { idempotencyKey: `refund:${paid.id}` },
    );

    expect(refund).toMatchObject({
      object: 'refund',
      amount: 50_000,
      status: 'succeeded',
      payment_intent: paid.id,
      charge: paid.latest_charge,
      reason: 'requested_by_customer',
      metadata: { reservation: 'res-5' },
    });
    expect(refund.id).toMatch(/^re_/);

    const event = await fake.waitForEvent('charge.refunded', {
      where: (e) => e.data.object.payment_intent === paid.id,
    });
    const verified = receiver.of(event.id)[0]!.event as Stripe.ChargeRefundedEvent;
    expect(verified.data.object).toMatchObject({
      id: paid.latest_charge,
      refunded: true,
      amount_refunded: 50_000,
    });
    const charge = await stripe.charges.retrieve(String(paid.latest_charge));
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 50_000 });

    // The same key replays the refund; a new key finds nothing left to refund.
    const replayed = await stripe.refunds.create(
      {
        payment_intent: paid.id,
        reason: 'requested_by_customer',
        metadata: { reservation: 'res-5' },
      },
      { idempotencyKey: `refund:${paid.id}` },
    );
    expect(replayed.id).toBe(refund.id);
    const again = await stripe.refunds.create({ payment_intent: paid.id }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ code: 'charge_already_refunded' });
  });

  test('replay sends the same event (same id) again', async () => {
    const paid = await succeededIntent('car-6');
    const event = await fake.waitForEvent('payment_intent.succeeded', {
      where: (e) => e.data.object.id === paid.id,
    });
    expect(receiver.of(event.id)).toHaveLength(1);

    const delivery = await fake.replay(event.id);

    expect(delivery).toMatchObject({ eventId: event.id, status: 200, replay: true });
    const both = receiver.of(event.id);
    expect(both).toHaveLength(2);
    expect(both[1]!.body).toBe(both[0]!.body);
  });

  test('3-D Secure: requires_action with a redirect, then the fake issuer approves or fails', async () => {
    const pi = await stripe.paymentIntents.create(depositParams('car-7'));
    const pending = await stripe.paymentIntents.confirm(pi.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: RETURN_URL,
    });

    expect(pending.status).toBe('requires_action');
    expect(pending.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_to_url: {
        url: `https://hooks.stripe.com/3d_secure_2/fake/${pi.id}`,
        return_url: RETURN_URL,
      },
    });

    const response = await fetch(`${fake.url}/__fake/3ds/${pi.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve' }),
    });
    const completed = (await response.json()) as { redirect_to: string };
    const back = new URL(completed.redirect_to);
    expect(back.origin + back.pathname).toBe(RETURN_URL);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: pi.id,
      payment_intent_client_secret: pi.client_secret,
      redirect_status: 'succeeded',
    });
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
    await fake.waitForEvent('payment_intent.succeeded', {
      where: (e) => e.data.object.id === pi.id,
    });

    const other = await stripe.paymentIntents.create(depositParams('car-7b'));
    await stripe.paymentIntents.confirm(other.id, {
      payment_method: 'pm_card_threeDSecure2Required',
      return_url: RETURN_URL,
    });
    const failed = await fake.complete3ds(other.id, 'fail');
    expect(new URL(failed.redirectTo!).searchParams.get('redirect_status')).toBe('failed');
    expect(failed.paymentIntent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });

  test('a bad API key is a StripeAuthenticationError', async () => {
    const stranger = new Stripe('sk_test_notAKeyOfThisAccount', {
      ...fake.clientOptions,
      maxNetworkRetries: 0,
    });
    const error = await stranger.paymentIntents
      .create(depositParams('car-8'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, rawType: 'invalid_request_error' });
    expect((error as Error).message).toMatch(/^Invalid API Key provided: sk_test_\*+ount$/);

    const browserKey = new Stripe(PUBLISHABLE_KEY, { ...fake.clientOptions, maxNetworkRetries: 0 });
    await expect(browserKey.refunds.create({ payment_intent: 'pi_x' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  test('unknown ids, unsupported parameters and wrong states answer with Stripe errors', async () => {
    const missing = await stripe.paymentIntents
      .retrieve('pi_doesNotExist')
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'intent',
      message: "No such payment_intent: 'pi_doesNotExist'",
    });

    const unsupported = await stripe.paymentIntents
      .create({ ...depositParams('car-9'), setup_future_usage: 'off_session' })
      .catch((e: unknown) => e);
    expect(unsupported).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'setup_future_usage',
    });

    const tooSmall = await stripe.paymentIntents
      .create({ ...depositParams('car-9'), amount: 20 })
      .catch((e: unknown) => e);
    expect(tooSmall).toMatchObject({
      code: 'amount_too_small',
      message: 'Amount must be at least $0.50 aud',
    });

    const noReturnUrl = await stripe.paymentIntents
      .create(depositParams('car-9'))
      .then((pi) => stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' }))
      .catch((e: unknown) => e);
    expect(noReturnUrl).toMatchObject({ statusCode: 400, param: 'return_url' });

    const pi = await stripe.paymentIntents.create(depositParams('car-10'));
    const updated = await stripe.paymentIntents.update(pi.id, {
      metadata: { stock_number: '', reservation: 'res-10' },
      receipt_email: 'other@example.com',
    });
    expect(updated.metadata).toEqual({
      tenant: 'harbour-city-motors',
      car: 'car-10',
      reservation: 'res-10',
    });
    expect(updated.receipt_email).toBe('other@example.com');

    const canceled = await stripe.paymentIntents.cancel(pi.id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    await fake.waitForEvent('payment_intent.canceled', {
      where: (e) => e.data.object.id === pi.id,
    });
    const late = await stripe.paymentIntents
      .confirm(pi.id, { payment_method: 'pm_card_visa', return_url: RETURN_URL })
      .catch((e: unknown) => e);
    expect(late).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  test('a lost answer is retried by the client with the same key and creates one PaymentIntent', async () => {
    const retrying = new Stripe(SECRET_KEY, { ...fake.clientOptions, maxNetworkRetries: 2 });
    fake.failNext('/v1/payment_intents', 'network-after');
    const key = 'reserve:harbour-city-motors:car-11:session-a';

    const pi = await retrying.paymentIntents.create(depositParams('car-11'), {
      idempotencyKey: key,
    });

    const attempts = fake.requests.filter((request) => request.idempotencyKey === key);
    expect(attempts.map((a) => [a.status, a.replayed])).toEqual([
      [-1, false],
      [200, true],
    ]);
    expect([...fake.paymentIntents.values()].filter((p) => p.metadata.car === 'car-11')).toEqual([
      expect.objectContaining({ id: pi.id }),
    ]);

    fake.failNext('/v1/payment_intents', 503);
    const unavailable = await stripe.paymentIntents
      .create(depositParams('car-12'))
      .catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(unavailable).toMatchObject({ statusCode: 503 });
  });

  test('a request still running under the same key gets 409 idempotency_key_in_use (Stripe-Should-Retry)', async () => {
    const key = 'reserve:harbour-city-motors:car-14:session-a';
    const create = () =>
      fetch(`${fake.url}/v1/payment_intents`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${SECRET_KEY}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': key,
        },
        body: 'amount=50000&currency=aud&metadata[car]=car-14',
      });
    fake.setLatency(1_000);
    const first = create();
    // Once the first request is logged it is running (the fake marks the key in the same tick).
    await vi.waitFor(
      () =>
        expect(fake.requests.some((r) => r.idempotencyKey === key && r.status === 0)).toBe(true),
      { timeout: 2_000, interval: 10 },
    );
    const second = await create();
    fake.setLatency(0);

    expect(second.status).toBe(409);
    expect(second.headers.get('stripe-should-retry')).toBe('true');
    expect(await second.json()).toMatchObject({
      error: { type: 'idempotency_error', code: 'idempotency_key_in_use' },
    });
    const created = (await (await first).json()) as { id: string };
    const retried = await create();
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retried.json()) as { id: string }).id).toBe(created.id);
  });

  test('paused webhooks are held until resumed (a late webhook)', async () => {
    fake.pauseWebhooks();
    const paid = await succeededIntent('car-15');
    const event = fake.events.find(
      (e) => e.type === 'payment_intent.succeeded' && e.data.object.id === paid.id,
    )!;
    await fake.idle();
    expect(receiver.of(event.id)).toHaveLength(0);

    fake.resumeWebhooks();
    await fake.waitForEvent('payment_intent.succeeded', {
      where: (e) => e.data.object.id === paid.id,
    });
    expect(receiver.of(event.id)).toHaveLength(1);
  });

  test('a publishable key reads a PaymentIntent only with its client secret, and not its metadata', async () => {
    const pi = await stripe.paymentIntents.create(depositParams('car-13'));
    const read = (secret: string) =>
      fetch(
        `${fake.url}/v1/payment_intents/${pi.id}?key=${PUBLISHABLE_KEY}&client_secret=${encodeURIComponent(secret)}`,
      );

    const ok = await read(pi.client_secret!);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: pi.id, status: 'requires_payment_method', amount: 50_000 });
    expect(body).not.toHaveProperty('metadata');

    const wrong = await read(`${pi.id}_secret_wrong`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'client_secret' },
    });
  });
});
