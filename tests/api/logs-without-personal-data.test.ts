// Logs never hold a shopper's personal data (docs/decisions/0015), whatever fails: leads with
// known values go through every failure path of the real platform, logging through its own
// logger into memory at trace level; then no value (nor its lower-case, URL-encoded or
// JSON-escaped form) may appear in the log, while each failure must have been logged, every
// 5xx as one error line carrying the request id the shopper was shown.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { capturedLogs, ERROR_LEVEL } from '../support/captured-logs.ts';
import { postPageForm } from '../support/lead-form-html.ts';
import { LeadApiClient, siteCar } from '../support/lead-api-client.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createTestPlatform } from '../support/test-platform.ts';
import { ReserveApi, reservableCar } from '../support/reserve-api.ts';
import { forbiddenForms, SENTINEL, sentinelTradeIn } from '../support/sentinel-shopper.ts';

const COASTAL = 'coastal-used-cars'; // no captcha
const HARBOUR = 'harbour-city-motors'; // captcha, Stripe
const TRUCKS = 'southern-cross-trucks';
const TENANT_LIMIT = 10;
const RETRIED = 'lead delivery attempt failed; it will be retried';

const logs = capturedLogs();
let sink: SmtpSink;
let platform: Awaited<ReturnType<typeof createTestPlatform>>;
/** Every 5xx answered: its request id, and whether the shopper was shown that id. */
const failed: Array<{ what: string; requestId: string; shown: boolean }> = [];

const api = () => new LeadApiClient(platform.app, platform.database);
const formPost = (slug: string, fields: Record<string, string>) =>
  postPageForm(platform.app, slug, '/valuations', { ...fields, idempotency_key: api().newKey() });
const { form, ...fields } = sentinelTradeIn();
const apiLead = (slug: string, extra: object = {}) =>
  api().create(slug, { form, fields: { ...fields, ...extra } });

function recordFailure(what: string, res: request.Response) {
  expect(res.status, what).toBeGreaterThanOrEqual(500);
  const requestId = String(res.headers['x-request-id']);
  const shown = res.type.includes('json')
    ? res.body?.error?.request_id === requestId
    : res.text.includes(`Reference: <code>${requestId}</code>`);
  failed.push({ what, requestId, shown });
}

beforeAll(async () => {
  sink = await startSmtpSink();
  sink.refuse(true);
  platform = await createTestPlatform(
    {
      SMTP_URL: sink.url,
      LOG_LEVEL: 'trace',
      RATE_LIMIT_TENANT_PER_MINUTE: String(TENANT_LIMIT),
      STRIPE_SECRET_KEY: 'sk_test_logs',
      STRIPE_WEBHOOK_SECRET: 'whsec_logs',
      // Nothing listens there: Stripe is unreachable.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
    { logger: logs.logger, inventoryCount: 200 },
  );
});
afterAll(async () => {
  await platform?.cleanup();
  await sink?.stop();
});

describe('a lead with known values through every failure path', () => {
  test('validation: the API and a plain form post refuse a bad phone', async () => {
    expect((await apiLead(COASTAL, { phone: '0123' })).status).toBe(400);
    expect((await formPost(COASTAL, { form, ...fields, phone: '0123' })).status).toBe(400);
  });

  test('captcha: a forged solution is refused', async () => {
    const res = await apiLead(HARBOUR, {});
    const forged = await api().create(HARBOUR, { form, fields, captcha: 'eyJmb3JnZWQiOnRydWV9' });
    expect([res.status, forged.status]).toEqual([400, 400]);
    expect(forged.body.error.code).toBe('captcha_failed');
  });

  test('rate limit: past the per-site budget, 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= TENANT_LIMIT; i += 1) statuses.push((await apiLead(TRUCKS)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.every((status) => status < 500)).toBe(true);
  });

  test('SMTP refusing: the lead is stored, its e-mail attempt fails and is retried', async () => {
    const res = await formPost(COASTAL, { form, ...fields });
    expect(res.status).toBe(303);
    const retried = () => logs.lines().some((line) => line.msg === RETRIED);
    const deadline = Date.now() + 10_000;
    while (!retried() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(sink.refused).toBeGreaterThan(0);
  });

  test('reservation: the details are saved, the deposit answers 503 with Stripe unreachable', async () => {
    const tenant = platform.tenants.find((candidate) => candidate.slug === HARBOUR)!;
    const reserve = new ReserveApi(platform.app, api());
    const car = reservableCar(platform.env.DATA_DIR, tenant);
    const { name, email, phone, postcode } = SENTINEL;
    const shopper = { name, last_name: name, email, phone, postcode };
    const lead = await reserve.saveDetails(tenant, car, { shopper });
    expect(lead.status).toBe(201);
    const origin = `http://${HARBOUR}.localhost:3000`;
    recordFailure(
      'deposit, Stripe unreachable',
      await reserve.paymentIntent(tenant, { car_id: car.id, origin }, lead.body),
    );
  });

  test('store refusing the insert: the API and a plain form post answer 500', async () => {
    // A constraint no new row meets: the insert fails in the database, with the row's values.
    await platform.database.query(
      'alter table leads add constraint refuse_every_new_lead check (false) not valid',
    );
    try {
      recordFailure('API lead, insert refused', await apiLead(COASTAL));
      recordFailure('form post, insert refused', await formPost(COASTAL, { form, ...fields }));
    } finally {
      await platform.database.query('alter table leads drop constraint refuse_every_new_lead');
    }
  });

  test('store closed: leads, a phone reveal and a page that reads the store answer 500', async () => {
    await platform.database.close();
    recordFailure('API lead, store closed', await apiLead(COASTAL));
    recordFailure('form post, store closed', await formPost(COASTAL, { form, ...fields }));
    const car = siteCar(platform.env.DATA_DIR, COASTAL);
    recordFailure(
      'phone reveal, store closed',
      await request(platform.app)
        .post('/api/phone-reveals')
        .set('Host', `${COASTAL}.localhost`)
        .send({ car_id: car.id }),
    );
    const reservation =
      '/reservation?payment_intent=pi_logs1&payment_intent_client_secret=pi_logs1_secret_x';
    recordFailure(
      'page, store closed',
      await request(platform.app).get(reservation).set('Host', `${HARBOUR}.localhost`),
    );
    recordFailure(
      'route data, store closed',
      await request(platform.app)
        .get(`${reservation}&_data=reservation`)
        .set('Host', `${HARBOUR}.localhost`),
    );
  });
});

describe('the log afterwards', () => {
  test('holds none of the shopper’s values, in any encoding', () => {
    const text = logs.text();
    const lower = text.toLowerCase();
    for (const form of forbiddenForms()) {
      expect(lower.includes(form.toLowerCase()), `log holds ${JSON.stringify(form)}`).toBe(false);
    }
    expect(text).not.toMatch(SENTINEL.phonePattern);
    expect(text).not.toMatch(SENTINEL.postcodePattern);
    // No client address either: abuse limits count them in their own store.
    expect(text).not.toContain('127.0.0.1"');
    expect(text).not.toContain('::ffff:');
  });

  test('logged every failure: refusals, the SMTP attempt, the store errors', () => {
    const lines = logs.lines();
    const requests = lines.filter(
      (line) => line.msg === 'request' || line.msg === 'request failed',
    );
    const statuses = new Set(requests.map((line) => line.status));
    expect([...statuses]).toEqual(expect.arrayContaining([303, 400, 429, 500]));
    expect(lines.some((line) => line.msg === RETRIED)).toBe(true);
    const databaseErrors = lines.filter(
      (line) => (line.err as { code?: string } | undefined)?.code === '23514',
    );
    expect(databaseErrors.length).toBe(2);
  });

  test('every 5xx: one error line with its request id, which the shopper was shown', () => {
    expect(failed.map(({ what }) => what)).toHaveLength(8);
    const lines = logs.lines();
    for (const { what, requestId, shown } of failed) {
      expect(shown, `${what}: the shopper sees the request id`).toBe(true);
      const errors = lines.filter((line) => line.reqId === requestId && line.level >= ERROR_LEVEL);
      expect(errors, what).toHaveLength(1);
      const [line] = errors;
      expect(line).toMatchObject({ msg: 'request failed' });
      expect((line!.status as number) >= 500, what).toBe(true);
      // A fault carries its error; the deposit's 503 (Stripe unreachable) is a known state.
      if (line!.status === 500) expect(line!.err, what).toEqual(expect.any(Object));
    }
  });
});
