// product rule 4.14: the same enquiry sent again within minutes (Back, then Submit) is a second
// lead the dealer can see, but the dealer gets one email. Leads go through the real lead API and
// relay to a real SMTP server; the webhook case writes through the store with a CRM configured.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listLeads } from '#server/leads/admin/list-leads.server.ts';
import { summarizeDeliveries } from '#server/leads/admin/delivery-summary.ts';
import { REPEAT_EMAIL_WINDOW_MINUTES } from '#server/leads/store/find-identical-enquiry.server.ts';
import { createLead } from '#server/leads/store/lead-store.server.ts';
import type { Lead } from '#shared/leads/validate-lead.ts';
import { LeadApiClient, siteCar } from '../support/lead-api-client.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createTestPlatform } from '../support/test-platform.ts';
import { tenantWith, WEBHOOK_SECRET_ENV } from '../unit/leads/outbox/relay-fixture.ts';

const COASTAL = 'coastal-used-cars'; // no captcha; one sales address
const SETTLE_MS = 15_000;

let sink: SmtpSink;
let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let api: LeadApiClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  platform = await createTestPlatform({ SMTP_URL: sink.url }, { inventoryCount: 200 });
  api = new LeadApiClient(platform.app, platform.database);
});
afterAll(async () => {
  await platform?.cleanup();
  await sink?.stop();
});

/** A shopper of their own, so each test counts only its own emails. */
function shopper() {
  const tag = crypto.randomUUID().slice(0, 8);
  return { name: 'Alex Citizen', email: `alex.${tag}@example.com`, phone: '0412 345 678' };
}

async function enquire(contact: object, message: string, carIndex = 0): Promise<string> {
  const car = siteCar(platform.env.DATA_DIR, COASTAL, carIndex);
  const res = await api.create(COASTAL, {
    form: 'vehicle-enquiry',
    fields: { ...contact, message, car_id: car.id },
    source_page: car.url,
  });
  expect(res.status).toBe(201);
  return res.body.lead_id as string;
}

/** Once the relay has nothing left to send for these leads: the emails the sink got for them. */
async function emailsAbout(email: string, leadIds: string[]) {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const { rows } = await platform.database.query<{ n: number }>(
      `select count(*)::int as n from lead_deliveries
        where lead_id = any($1::uuid[]) and state = 'pending'`,
      [leadIds],
    );
    if (rows[0]!.n === 0) break;
    if (Date.now() > deadline) throw new Error('the relay did not send the deliveries in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return sink.messages.filter((message) => message.raw.includes(email));
}

describe('a repeat enquiry', () => {
  test('identical, moments later: two leads stored and listed, one email', async () => {
    const contact = shopper();
    const first = await enquire(contact, 'Is it still available?');
    const second = await enquire(contact, ' Is it still available? ');
    expect(await emailsAbout(contact.email, [first, second])).toHaveLength(1);

    expect((await api.lead(second)).duplicate_of).toBe(first);
    const [emailed] = await api.deliveries(first);
    const [skipped] = await api.deliveries(second);
    expect(emailed).toMatchObject({ channel: 'email', state: 'delivered', skip_reason: null });
    expect(skipped).toMatchObject({
      channel: 'email',
      state: 'skipped',
      attempts: 0,
      skip_reason: `repeat of lead ${first}`,
    });

    const listed = await listLeads(platform.database, { tenant: COASTAL, limit: 50, spam: false });
    const summaries = new Map(listed.map((lead) => [lead.id, summarizeDeliveries(lead)]));
    expect(summaries.get(first)).toBe('1/1 delivered');
    expect(summaries.get(second)).toBe('1 skipped');
  });

  test('a third identical one is still a repeat of the lead the dealer was emailed about', async () => {
    const contact = shopper();
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push(await enquire(contact, 'Can I see it on Saturday?'));
    expect(await emailsAbout(contact.email, ids)).toHaveLength(1);
    const third = await api.deliveries(ids[2]!);
    expect(third[0]?.skip_reason).toBe(`repeat of lead ${ids[0]}`);
  });

  test('a general enquiry (no car) sent twice: one email, the second marked a repeat', async () => {
    const contact = shopper();
    const ids: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const res = await api.create(COASTAL, {
        form: 'general-enquiry',
        fields: { ...contact, message: 'Are you open on Sunday?', category: 'General Enquiry' },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.lead_id as string);
    }
    expect(await emailsAbout(contact.email, ids)).toHaveLength(1);
    expect((await api.lead(ids[1]!)).duplicate_of).toBe(ids[0]);
  });

  test('with a different message, or about another car: every enquiry is emailed', async () => {
    const contact = shopper();
    const ids = [
      await enquire(contact, 'Is it still available?'),
      await enquire(contact, 'Would you take a trade-in?'),
      await enquire(contact, 'Would you take a trade-in?', 1),
    ];
    expect(await emailsAbout(contact.email, ids)).toHaveLength(3);
  });

  test(`after ${REPEAT_EMAIL_WINDOW_MINUTES} minutes the same enquiry is emailed again`, async () => {
    const contact = shopper();
    const first = await enquire(contact, 'Is it still available?');
    await emailsAbout(contact.email, [first]);
    await platform.database.query(
      `update leads set created_at = created_at - make_interval(mins => $2),
         completed_at = completed_at - make_interval(mins => $2) where id = $1`,
      [first, REPEAT_EMAIL_WINDOW_MINUTES + 1],
    );
    const second = await enquire(contact, 'Is it still available?');
    expect(await emailsAbout(contact.email, [first, second])).toHaveLength(2);
  });
});

test("the CRM webhook still gets a repeat, marked as one; only the dealer's emails are skipped", async () => {
  const tenant = tenantWith({
    email: { default: ['sales@dealer.test', 'manager@dealer.test'] },
    webhook: {
      url: 'http://127.0.0.1:9/leads',
      format: 'json',
      secret_env: WEBHOOK_SECRET_ENV,
    },
  });
  const car = siteCar(platform.env.DATA_DIR, COASTAL);
  const lead: Lead = {
    kind: 'vehicle-enquiry',
    category: 'Vehicle Enquiry',
    event_id: 15,
    ...shopper(),
    message: 'Is it still available?',
    car_id: car.id,
    location: 4101,
  };
  const store = (id: string) =>
    createLead(platform.database, tenant.lead_delivery, {
      id,
      tenant_slug: tenant.slug,
      token_hash: 'test',
      idempotency_key: id,
      request_fingerprint: 'test',
      lead,
      status: 'Complete',
      car_snapshot: null,
    });
  const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
  expect(await store(first)).toMatchObject({ outcome: 'created', queued: 3 });
  expect(await store(second)).toMatchObject({ outcome: 'created', queued: 1 });
  // The running relay may already be trying the (unreachable) CRM: whatever it got to, the
  // webhook was queued to be sent, not skipped.
  const states = (await api.deliveries(second)).map((d) => [d.channel, d.skip_reason]);
  expect(states).toEqual([
    ['email', `repeat of lead ${first}`],
    ['email', `repeat of lead ${first}`],
    ['webhook', null],
  ]);
  const skipped = (await api.deliveries(second)).filter((d) => d.state === 'skipped');
  expect(skipped.map((d) => d.channel)).toEqual(['email', 'email']);
  expect((await api.lead(second)).duplicate_of).toBe(first);
});
