import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import Stripe from 'stripe';
import { RESERVE_BLOCKER_MESSAGES } from '#shared/inventory/reservable.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import {
  createThrowawayPostgres,
  whyPostgresIsUnavailable,
  type ThrowawayPostgres,
} from '../support/test-databases.ts';
import { createTestPlatform } from '../support/test-platform.ts';
import { LeadApiClient, siteCar } from '../support/lead-api-client.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe-api.ts';
import { listenForStripeWebhooks } from '../support/fake-stripe/webhook-listener.ts';
import { ReserveApi, reservableCar, SHOPPER } from '../support/reserve-api.ts';

const HARBOUR = 'harbour-city-motors'; // Stripe
const COASTAL = 'coastal-used-cars'; // Till
const SECRET_KEY = 'sk_test_platform0123456789';
const WEBHOOK_SECRET = 'whsec_platform0123456789abcdef';

const postgresSkip = await whyPostgresIsUnavailable();
if (postgresSkip) console.warn(postgresSkip);

describe.each([
  { backend: 'PGlite', skip: undefined },
  { backend: 'Postgres', skip: postgresSkip },
])('reserve online with Stripe on $backend', ({ backend, skip }) => {
  let platform: Awaited<ReturnType<typeof createTestPlatform>>;
  let postgres: ThrowawayPostgres | undefined;
  let fake: FakeStripe;
  let server: http.Server;
  let reserve: ReserveApi;
  let harbour: TenantConfig;
  let coastal: TenantConfig;
  let carIndex = 0;
  const nextCar = () => reservableCar(platform.env.DATA_DIR, harbour, carIndex++);

  beforeAll(async () => {
    if (skip) return;
    fake = await startFakeStripe();
    postgres = backend === 'Postgres' ? await createThrowawayPostgres() : undefined;
    platform = await createTestPlatform({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    server = await listenForStripeWebhooks(platform.app, fake, {
      host: `${HARBOUR}.localhost`,
      secret: WEBHOOK_SECRET,
    });
    reserve = new ReserveApi(platform.app, new LeadApiClient(platform.app, platform.database));
    harbour = platform.tenants.find((tenant) => tenant.slug === HARBOUR)!;
    coastal = platform.tenants.find((tenant) => tenant.slug === COASTAL)!;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await platform?.cleanup();
    await postgres?.drop();
    await fake?.close();
  });
  beforeEach(() => fake?.clearFailures());

  const rows = async <T>(sql: string, params: unknown[] = []) =>
    (await platform.database.query<T>(sql, params)).rows;
  const reservationsOf = (carId: number) =>
    rows<{ status: string; reference: string }>(
      'select status, reference from reservations where car_id = $1',
      [carId],
    );
  const indexed = async (carId: number) => {
    const res = await request(platform.app)
      .post('/api/search/multi-search')
      .set('Host', `${HARBOUR}.localhost`)
      .send({ queries: [{ indexUid: 'cars', q: '', filter: `id = ${carId}` }] });
    return res.body.results[0].hits[0] as { reserved: boolean } | undefined;
  };

  test.skipIf(skip)(
    'a double click makes one PaymentIntent for the deposit, in cents',
    async () => {
      const car = nextCar();
      const lead = (await reserve.saveDetails(harbour, car)).body;
      const query = { car_id: car.id, origin: `http://${HARBOUR}.localhost:3000` };
      const [first, second] = await Promise.all([
        reserve.paymentIntent(harbour, query, lead),
        reserve.paymentIntent(harbour, query, lead),
      ]);
      expect(first.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(first.body).toEqual({
        client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
        payment_intent: expect.stringMatching(/^pi_/),
      });
      const again = await reserve.paymentIntent(harbour, query, lead);
      expect(again.body).toEqual(first.body);
      const intent = fake.paymentIntents.get(first.body.payment_intent)!;
      expect(intent).toMatchObject({
        amount: harbour.payment_processors[0]!.deposit_amount * 100,
        currency: 'aud',
        metadata: { tenant: HARBOUR, car_id: String(car.id), stock_number: car.stocknum },
      });
      const created = [...fake.paymentIntents.values()].filter(
        (pi) => pi.metadata.lead_id === lead.lead_id,
      );
      expect(created).toHaveLength(1);
      const stored = await reserve.leads.lead(lead.lead_id);
      expect(stored).toMatchObject({
        status: 'Incomplete',
        deposit_cents: 50000,
        deposit_state: 'requested',
      });
    },
  );

  test.skipIf(skip)(
    'a paid deposit reserves the car once, however often the webhook comes',
    async () => {
      const car = nextCar();
      const { lead, intent } = await reserve.startPayment(harbour, car);
      const paid = await fake.confirm(intent.payment_intent, 'pm_card_visa');
      expect(paid.paymentIntent?.status).toBe('succeeded');
      const event = await fake.waitForEvent('payment_intent.succeeded', {
        where: (e) => e.data.object.id === intent.payment_intent,
      });
      await fake.idle();
      for (let i = 0; i < 5; i++) {
        const replay = await fake.replay(event.id);
        expect(replay.status).toBe(200);
        expect(JSON.parse(replay.responseBody)).toEqual({ received: true, duplicate: true });
      }
      const reservations = await reservationsOf(car.id);
      expect(reservations).toEqual([{ status: 'active', reference: expect.stringMatching(/^R-/) }]);
      const stored = await reserve.leads.lead(lead.lead_id);
      expect(stored).toMatchObject({
        status: 'Complete',
        category: 'Reserve Online',
        deposit_state: 'paid',
        payment_intent_id: intent.payment_intent,
      });
      const deliveries = await reserve.leads.deliveries(lead.lead_id);
      const shopper = deliveries.filter((d) => d.purpose === 'shopper-reserved');
      expect(shopper).toHaveLength(1);
      expect(shopper[0]!.target).toBe(SHOPPER.email);
      expect(deliveries.filter((d) => d.purpose === 'lead').length).toBeGreaterThan(0);
      expect(await indexed(car.id)).toMatchObject({ reserved: true });
      // The car is no longer reservable: a new reservation is refused with the reason.
      const late = await reserve.saveDetails(harbour, car, { shopper: { email: 'b@example.com' } });
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({
        code: 'car_not_reservable',
        message: RESERVE_BLOCKER_MESSAGES.reserved,
      });
    },
  );

  test.skipIf(skip)('a forged signature is refused and nothing is stored', async () => {
    const before = await rows<{ n: number }>('select count(*)::int as n from stripe_events');
    const { port } = server.address() as AddressInfo;
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', object: 'payment_intent', status: 'succeeded' } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_not_the_one',
    });
    for (const signature of [forged, 't=1,v1=00', undefined]) {
      const req = request(`http://127.0.0.1:${port}`)
        .post('/api/webhooks/stripe')
        .set('Host', `${HARBOUR}.localhost`)
        .set('Content-Type', 'application/json');
      if (signature) req.set('Stripe-Signature', signature);
      const res = await req.send(payload);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_signature');
    }
    const after = await rows<{ n: number }>('select count(*)::int as n from stripe_events');
    expect(after).toEqual(before);
  });

  test.skipIf(skip)(
    'an event signed in the future is refused beyond a small clock skew, and nothing is stored',
    async () => {
      const { port } = server.address() as AddressInfo;
      const send = (id: string, secondsAhead: number) => {
        const payload = JSON.stringify({
          id,
          object: 'event',
          type: 'payment_intent.created',
          data: { object: { id: 'pi_not_ours', object: 'payment_intent', status: 'created' } },
        });
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) + secondsAhead,
        });
        return request(`http://127.0.0.1:${port}`)
          .post('/api/webhooks/stripe')
          .set('Host', `${HARBOUR}.localhost`)
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', signature)
          .send(payload);
      };
      // Within Stripe's 5 minutes' tolerance, which only looks backwards.
      const ahead = await send('evt_from_the_future', 240);
      expect(ahead.status).toBe(400);
      expect(ahead.body.error).toMatchObject({
        code: 'timestamp_in_future',
        message: expect.stringMatching(/^The Stripe-Signature timestamp is 2[34]\d s ahead/),
      });
      expect(
        await rows('select id from stripe_events where id = $1', ['evt_from_the_future']),
      ).toEqual([]);
      // A few seconds of clock skew is normal.
      const skewed = await send('evt_slightly_ahead', 20);
      expect(skewed.status).toBe(200);
      expect(skewed.body).toEqual({ received: true });
    },
  );

  test.skipIf(skip)('two shoppers paying for one car: one reservation, one refund', async () => {
    const car = nextCar();
    const first = await reserve.startPayment(harbour, car);
    const second = await reserve.startPayment(harbour, car, { email: 'second@example.com' });
    expect(second.intent.payment_intent).not.toBe(first.intent.payment_intent);
    fake.pauseWebhooks();
    await fake.confirm(first.intent.payment_intent, '4242424242424242');
    await fake.confirm(second.intent.payment_intent, '4242424242424242');
    fake.resumeWebhooks();
    await fake.idle();
    await fake.waitForEvent('charge.refunded');
    await fake.idle();
    const reservations = await reservationsOf(car.id);
    expect(reservations.filter((r) => r.status === 'active')).toHaveLength(1);
    const refunds = [...fake.refunds.values()].filter((r) =>
      [first.intent.payment_intent, second.intent.payment_intent].includes(
        r.payment_intent as string,
      ),
    );
    expect(refunds).toHaveLength(1);
    const loser = refunds[0]!.payment_intent === first.intent.payment_intent ? first : second;
    const winner = loser === first ? second : first;
    expect(await reserve.leads.lead(loser.lead.lead_id)).toMatchObject({
      status: 'Complete',
      deposit_state: 'refunded',
    });
    const loserMail = (await reserve.leads.deliveries(loser.lead.lead_id)).map((d) => d.purpose);
    expect(loserMail).toContain('shopper-refunded');
    expect(loserMail).not.toContain('shopper-reserved');
    // The loser's refund event does not free the winner's car.
    expect(await reserve.leads.lead(winner.lead.lead_id)).toMatchObject({ deposit_state: 'paid' });
    expect(await indexed(car.id)).toMatchObject({ reserved: true });
  });

  test.skipIf(skip)('a refund by the dealer releases the reservation and the car', async () => {
    const car = nextCar();
    const { intent } = await reserve.startPayment(harbour, car);
    await fake.confirm(intent.payment_intent, 'pm_card_visa');
    await fake.idle();
    expect(await indexed(car.id)).toMatchObject({ reserved: true });
    const dashboard = new Stripe(SECRET_KEY, fake.clientOptions);
    await dashboard.refunds.create({ payment_intent: intent.payment_intent });
    await fake.waitForEvent('charge.refunded', {
      where: (e) => e.data.object.payment_intent === intent.payment_intent,
    });
    await fake.idle();
    expect(await reservationsOf(car.id)).toEqual([
      { status: 'released', reference: expect.any(String) },
    ]);
    expect(await indexed(car.id)).toMatchObject({ reserved: false });
  });

  test.skipIf(skip)('a declined card is recorded and the car stays reservable', async () => {
    const car = nextCar();
    const { intent, lead } = await reserve.startPayment(harbour, car);
    const declined = await fake.confirm(intent.payment_intent, 'pm_card_chargeDeclined');
    expect(declined.error?.code).toBe('card_declined');
    await fake.idle();
    const [row] = await rows<{ status: string; last_error: string }>(
      'select status, last_error from payment_intents where id = $1',
      [intent.payment_intent],
    );
    expect(row).toEqual({
      status: 'requires_payment_method',
      last_error: 'Your card was declined.',
    });
    expect(await reservationsOf(car.id)).toEqual([]);
    expect((await reserve.leads.lead(lead.lead_id)).status).toBe('Incomplete');
    // The same lead retries with another card on the same intent.
    const retry = await reserve.paymentIntent(
      harbour,
      { car_id: car.id, origin: `http://${HARBOUR}.localhost:3000` },
      lead,
    );
    expect(retry.body.payment_intent).toBe(intent.payment_intent);
  });

  test.skipIf(skip)('clear errors for every bad request, and nothing stored', async () => {
    const car = nextCar();
    const lead = (await reserve.saveDetails(harbour, car)).body;
    const origin = `http://${HARBOUR}.localhost:3000`;
    const countIntents = async () =>
      (await rows<{ n: number }>('select count(*)::int as n from payment_intents'))[0]!.n;
    const before = await countIntents();
    const cases: Array<[string, Promise<request.Response>, number, string]> = [
      ['no lead', reserve.paymentIntent(harbour, { car_id: car.id, origin }), 400, 'lead_required'],
      [
        'a wrong token',
        reserve.paymentIntent(harbour, { car_id: car.id, origin }, { ...lead, token: 'x' }),
        403,
        'token_invalid',
      ],
      [
        "another site's origin",
        reserve.paymentIntent(
          harbour,
          { car_id: car.id, origin: 'https://www.coastalusedcars.com.au' },
          lead,
        ),
        400,
        'invalid_request',
      ],
      [
        'an unknown car',
        reserve.paymentIntent(harbour, { car_id: 999999999, origin }, lead),
        409,
        'lead_mismatch',
      ],
      [
        "another dealer's car",
        reserve.paymentIntent(
          harbour,
          { car_id: siteCar(platform.env.DATA_DIR, COASTAL).id, origin },
          lead,
        ),
        409,
        'lead_mismatch',
      ],
      [
        'a model',
        reserve.paymentIntent(harbour, { model_id: 3, origin }, lead),
        409,
        'model_reservations_not_offered',
      ],
      [
        'a Till site',
        reserve.paymentIntent(
          coastal,
          { car_id: car.id, origin: `http://${COASTAL}.localhost:3000` },
          lead,
        ),
        409,
        'deposit_taken_by_dealer',
      ],
    ];
    for (const [name, pending, status, code] of cases) {
      const res = await pending;
      expect({ name, status: res.status, code: res.body.error?.code }).toEqual({
        name,
        status,
        code,
      });
    }
    const sold = siteCar(platform.env.DATA_DIR, HARBOUR, 0, (c) => c.status !== 'in_stock');
    const soldLead = await reserve.saveDetails(harbour, sold);
    expect(soldLead.status).toBe(409);
    expect(soldLead.body.error.code).toBe('car_not_reservable');
    expect(await countIntents()).toBe(before);
  });

  test.skipIf(skip)('Stripe down: 503 with the request offered, nothing stored', async () => {
    const car = nextCar();
    const lead = (await reserve.saveDetails(harbour, car)).body;
    fake.failNext('/v1/payment_intents', 'network', undefined, { times: 5 });
    const res = await reserve.paymentIntent(
      harbour,
      { car_id: car.id, origin: `http://${HARBOUR}.localhost:3000` },
      lead,
    );
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('payments_unavailable');
    expect(await rows('select id from payment_intents where lead_id = $1', [lead.lead_id])).toEqual(
      [],
    );
    // The saved lead is sent as a request instead: the dealer calls to take the deposit.
    const sent = await reserve.leads.update(HARBOUR, lead.lead_id, lead.token, {
      fields: {},
      form_completed: true,
    });
    expect(sent.status).toBe(200);
    expect(await reserve.leads.lead(lead.lead_id)).toMatchObject({
      status: 'Complete',
      deposit_state: 'requested',
    });
  });

  test.skipIf(skip)('a Till site: the reservation request carries the deposit', async () => {
    const car = reservableCar(platform.env.DATA_DIR, coastal);
    const res = await reserve.saveDetails(coastal, car, { complete: true });
    expect(res.status).toBe(201);
    const stored = await reserve.leads.lead(res.body.lead_id);
    expect(stored).toMatchObject({
      status: 'Complete',
      category: 'Reserve Online',
      deposit_cents: coastal.payment_processors[0]!.deposit_amount * 100,
      deposit_processor: 'till',
      deposit_state: 'requested',
    });
    expect((await reserve.leads.deliveries(res.body.lead_id)).length).toBeGreaterThan(0);
  });
});
