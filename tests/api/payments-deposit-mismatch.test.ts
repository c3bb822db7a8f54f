// product rule 4.15: a PaymentIntent whose amount (or currency) was changed at Stripe after the
// platform made it settles nothing: refunded through Stripe's Refunds API, the car stays
// reservable, the payment record says why, the log says so without the shopper, and the dealer
// gets the lead saying the payment did not match. Webhook and return page alike.
import http from 'node:http';
import { parse } from 'node-html-parser';
import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MISMATCH_MESSAGE } from '#server/payments/reservation-services.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { capturedLogs } from '../support/captured-logs.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe-api.ts';
import { listenForStripeWebhooks } from '../support/fake-stripe/webhook-listener.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import { ReserveApi, reservableCar, SHOPPER } from '../support/reserve-api.ts';
import { createTestPlatform } from '../support/test-platform.ts';
import { waitForEmail } from '../e2e/support/picked-up-emails.ts';

const HARBOUR = 'harbour-city-motors';
const SECRET_KEY = 'sk_test_mismatch0123456789';
const WEBHOOK_SECRET = 'whsec_mismatch0123456789abcdef';

describe('a payment that is not the deposit', () => {
  const logs = capturedLogs();
  let platform: Awaited<ReturnType<typeof createTestPlatform>>;
  let fake: FakeStripe;
  let server: http.Server;
  let reserve: ReserveApi;
  let harbour: TenantConfig;
  let stripe: Stripe;
  let carIndex = 0;
  const nextCar = () => reservableCar(platform.env.DATA_DIR, harbour, carIndex++);

  beforeAll(async () => {
    fake = await startFakeStripe();
    platform = await createTestPlatform(
      {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      },
      { logger: logs.logger, inventoryCount: 200 },
    );
    server = await listenForStripeWebhooks(platform.app, fake, {
      host: `${HARBOUR}.localhost`,
      secret: WEBHOOK_SECRET,
    });
    reserve = new ReserveApi(platform.app, new LeadApiClient(platform.app, platform.database));
    harbour = platform.tenants.find((tenant) => tenant.slug === HARBOUR)!;
    // What someone with the secret key (or a tampered integration) can do at Stripe.
    stripe = new Stripe(SECRET_KEY, fake.clientOptions);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await platform?.cleanup();
    await fake?.close();
  });

  const paymentRow = async (id: string) =>
    (
      await platform.database.query<Record<string, unknown>>(
        `select status, outcome, refund_id, refund_reason, refund_detail
           from payment_intents where id = $1`,
        [id],
      )
    ).rows[0];
  const reservationsOf = async (carId: number) =>
    (await platform.database.query('select id from reservations where car_id = $1', [carId])).rows;
  const indexed = async (carId: number) => {
    const res = await request(platform.app)
      .post('/api/search/multi-search')
      .set('Host', `${HARBOUR}.localhost`)
      .send({ queries: [{ indexUid: 'cars', q: '', filter: `id = ${carId}` }] });
    return res.body.results[0].hits[0] as { reserved: boolean };
  };
  const refundsOf = (id: string) =>
    [...fake.refunds.values()].filter((refund) => refund.payment_intent === id);

  async function expectRejected(
    car: { id: number },
    lead: { lead_id: string },
    intentId: string,
    detail: string,
  ) {
    const refunds = refundsOf(intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'succeeded', metadata: { cause: detail } });
    expect(await reservationsOf(car.id)).toEqual([]);
    expect(await indexed(car.id)).toMatchObject({ reserved: false });
    const stored = await reserve.leads.lead(lead.lead_id);
    expect(stored).toMatchObject({ status: 'Complete', deposit_state: 'rejected' });
    const deliveries = await reserve.leads.deliveries(lead.lead_id);
    // The dealer is told through the lead's own deliveries; the shopper gets no race email.
    expect(deliveries.filter((d) => d.purpose === 'lead').length).toBeGreaterThan(0);
    expect(deliveries.map((d) => d.purpose)).not.toContain('shopper-reserved');
    expect(deliveries.map((d) => d.purpose)).not.toContain('shopper-refunded');
    const warning = logs
      .lines()
      .find((line) => line.payment_intent === intentId && line.msg.startsWith('payment did not'));
    expect(warning).toMatchObject({ cause: detail, car_id: car.id });
    const text = JSON.stringify(logs.lines().filter((line) => line.payment_intent === intentId));
    for (const personal of [SHOPPER.email, SHOPPER.phone, SHOPPER.last_name]) {
      expect(text).not.toContain(personal);
    }
  }

  test('the webhook: $1 received for a $500 deposit is refunded and reserves nothing', async () => {
    const car = nextCar();
    const { lead, intent } = await reserve.startPayment(harbour, car);
    await stripe.paymentIntents.update(intent.payment_intent, { amount: 100 });
    const paid = await fake.confirm(intent.payment_intent, 'pm_card_visa');
    expect(paid.paymentIntent).toMatchObject({ status: 'succeeded', amount_received: 100 });
    await fake.waitForEvent('payment_intent.succeeded', {
      where: (e) => e.data.object.id === intent.payment_intent,
    });
    await fake.idle();
    await fake.waitForEvent('charge.refunded', {
      where: (e) => e.data.object.payment_intent === intent.payment_intent,
    });
    await fake.idle();

    expect(await paymentRow(intent.payment_intent)).toEqual({
      status: 'succeeded',
      outcome: 'rejected',
      refund_id: refundsOf(intent.payment_intent)[0]!.id,
      refund_reason: 'amount_mismatch',
      refund_detail: 'received 1.00 AUD; the deposit is 500.00 AUD',
    });
    await expectRejected(car, lead, intent.payment_intent, 'amount_mismatch');
    const email = await waitForEmail(
      platform.env.DATA_DIR,
      (mail) => mail.text.includes(intent.payment_intent),
      `to the dealer about ${intent.payment_intent}`,
    );
    expect(email.text).toContain('did not match the $500 deposit and was refunded');
    expect(email.text).toContain('NOT reserved');
    // The car can still be reserved by the next shopper.
    const next = await reserve.saveDetails(harbour, car, {
      shopper: { email: 'next@example.com' },
    });
    expect(next.status).toBe(201);
  });

  test('the return page settles first: refunded, the failure shown, the late webhook changes nothing', async () => {
    const car = nextCar();
    const { lead, intent } = await reserve.startPayment(harbour, car);
    await stripe.paymentIntents.update(intent.payment_intent, { amount: 100 });
    fake.pauseWebhooks();
    try {
      await fake.confirm(intent.payment_intent, 'pm_card_visa');
      const query = new URLSearchParams({
        payment_intent: intent.payment_intent,
        payment_intent_client_secret: intent.client_secret,
        redirect_status: 'succeeded',
      });
      const page = await request(platform.app)
        .get(`/reservation?${query}`)
        .set('Host', `${HARBOUR}.localhost`);
      expect(page.status).toBe(200);
      const main = parse(page.text).querySelector('main')?.textContent ?? '';
      expect(main).toContain('Your payment did not go through');
      expect(main).toContain(MISMATCH_MESSAGE);
      expect(main).not.toMatch(/R-[A-Z2-9]{6}/);
      expect(await paymentRow(intent.payment_intent)).toMatchObject({
        outcome: 'rejected',
        refund_reason: 'amount_mismatch',
      });
      await expectRejected(car, lead, intent.payment_intent, 'amount_mismatch');
      // A reload asks Stripe nothing more and refunds nothing more.
      await request(platform.app).get(`/reservation?${query}`).set('Host', `${HARBOUR}.localhost`);
    } finally {
      fake.resumeWebhooks();
    }
    await fake.idle();
    expect(refundsOf(intent.payment_intent)).toHaveLength(1);
    expect(await reservationsOf(car.id)).toEqual([]);
  });
});
