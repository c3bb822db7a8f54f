// The lead relay's deliveries as receivers see them: a real SMTP server, a real webhook
// receiver, on PGlite and on Postgres. Leads are written straight into the store with their
// outbox rows, as the lead API does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { createLeadRelay, type LeadRelay } from '#server/leads/outbox/lead-relay.server.ts';
import { mailPickupDir } from '#server/leads/outbox/mail-sender.server.ts';
import type { LeadDeliveryConfig, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import {
  storeBackends,
  whyPostgresIsUnavailable,
  type TestStore,
} from '../support/test-databases.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { parseProspect, textOf } from '../unit/leads/delivery/parse-adf.ts';
import { parseMail } from '../unit/leads/outbox/parse-mail.ts';
import {
  attemptsOf,
  capturingLogger,
  clearLeads,
  CUSTOMER,
  deliveries,
  insertLead,
  queueLead,
  relayEnv,
  tenantWith,
  WEBHOOK_SECRET,
  WEBHOOK_SECRET_ENV,
  type RelayEnv,
} from '../unit/leads/outbox/relay-fixture.ts';

const postgresSkipReason = await whyPostgresIsUnavailable();
if (postgresSkipReason) console.warn(postgresSkipReason);

const SALES = 'sales@dealer.test';
const FINANCE = 'finance@dealer.test';

describe.each(storeBackends(postgresSkipReason))('$name store', ({ name, fresh, skip }) => {
  let store: TestStore;
  let database: Database;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  const relays: LeadRelay[] = [];

  function emailOnly(extra: Partial<LeadDeliveryConfig> = {}): TenantConfig {
    return tenantWith({
      email: { default: [SALES], categories: { 'Finance Pre-Approval': [FINANCE] } },
      ...extra,
    });
  }

  function withWebhook(format: 'adf-xml' | 'json', extra: Partial<LeadDeliveryConfig> = {}) {
    return emailOnly({
      webhook: { url: receiver.url, format, secret_env: WEBHOOK_SECRET_ENV },
      ...extra,
    });
  }

  function relay(
    tenant: TenantConfig,
    env: Partial<RelayEnv> = {},
    logger = pino({ level: 'silent' }),
  ) {
    const created = createLeadRelay({
      database,
      tenantConfig: (slug) => (slug === tenant.slug ? tenant : undefined),
      env: relayEnv({ SMTP_URL: sink.url, DATA_DIR: store.env.DATA_DIR, ...env }),
      webhookSecret: (envName) => (envName === WEBHOOK_SECRET_ENV ? WEBHOOK_SECRET : undefined),
      logger,
    });
    relays.push(created);
    return created;
  }

  beforeAll(async () => {
    if (skip) return;
    store = await fresh();
    database = await openDatabase(store.env, pino({ level: 'silent' }));
    sink = await startSmtpSink();
    receiver = await startWebhookReceiver(WEBHOOK_SECRET);
  });
  afterAll(async () => {
    await sink?.stop();
    await receiver?.stop();
    await database?.close();
    await store?.cleanup();
  });
  beforeEach(async () => {
    if (skip) return;
    await clearLeads(database);
    sink.messages.length = 0;
    receiver.requests.length = 0;
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((created) => created.stop()));
  });

  describe.skipIf(skip)(name, () => {
    test('email: each configured recipient gets the lead, readable as text and HTML', async () => {
      const tenant = emailOnly();
      const { logger, lines } = capturingLogger();
      const lead = await queueLead(database, tenant, {
        form_kind: 'finance',
        category: 'Finance Pre-Approval',
        subcategory: null,
        terms_agreed: true,
      });
      const counts = await relay(tenant, {}, logger).runOnce();
      expect(counts).toEqual({ delivered: 2, failed: 0, dead: 0 });
      const messages = await sink.waitFor(2);
      expect(messages.map((message) => message.envelope.to).sort()).toEqual([[FINANCE], [SALES]]);
      for (const message of messages) {
        expect(message.envelope.from).toBe('leads@dealer-platform.test');
        expect(message.headers.subject).toBe(
          'New finance enquiry: 2021 Toyota Corolla Ascent (stock ABC123) — Jane Citizen',
        );
        expect(message.headers['reply-to']).toBe('Jane Citizen <jane.citizen@example.com>');
        expect(message.headers['message-id']).toMatch(
          new RegExp(`^<${lead.id}\\.lead\\.[0-9a-f]{16}@dealer-platform>$`),
        );
        expect(message.text).toContain('Jane Citizen sent a finance enquiry through the');
        expect(message.text).toContain(CUSTOMER.message);
        expect(message.text).toContain('2021 Toyota Corolla Ascent');
        expect(message.text).toContain('https://www.baysidemazda.com.au/cars/2021-toyota');
        expect(message.html).toContain('<a href="mailto:jane.citizen@example.com">');
        expect(message.html).toContain('Is the Corolla still available this Saturday?');
      }
      const rows = await deliveries(database);
      expect(rows.map((row) => [row.state, row.attempts])).toEqual([
        ['delivered', 1],
        ['delivered', 1],
      ]);
      expect(rows.every((row) => row.delivered_at instanceof Date)).toBe(true);
      for (const row of rows) {
        const [attempt] = await attemptsOf(database, row.id);
        expect(attempt).toMatchObject({ attempt_number: 1, outcome: 'delivered' });
        expect(attempt?.detail).toMatch(/^SMTP 250/);
      }
      // Logs say which delivery, never who the customer is or what they wrote.
      const logged = JSON.stringify(lines);
      expect(logged).toContain(lead.id);
      for (const personal of Object.values(CUSTOMER)) expect(logged).not.toContain(personal);
    });

    test('webhook ADF XML: signed, keyed, and it parses back to the lead', async () => {
      const tenant = withWebhook('adf-xml');
      const lead = await queueLead(database, tenant, {
        form_kind: 'test-drive',
        category: 'Test Drive',
        subcategory: null,
        date_time: '2025-07-19T10:30',
      });
      await relay(tenant).runOnce();
      const [request] = await receiver.waitForAccepted(1);
      const webhookRow = (await deliveries(database)).find((row) => row.channel === 'webhook');
      expect(request?.signatureValid).toBe(true);
      expect(request?.idempotencyKey).toBe(webhookRow?.idempotency_key);
      expect(request?.headers['content-type']).toMatch(/^application\/x-adf\+xml/);
      expect(request?.headers['x-dealer-platform-schema']).toBe('adf-1.0');
      const prospect = parseProspect(request?.body ?? '');
      expect(prospect['@status']).toBe('new');
      expect(textOf(prospect.id[0])).toBe(lead.id);
      expect(prospect.vehicle[0]).toMatchObject({
        '@interest': 'test-drive',
        '@status': 'used',
        make: 'Toyota',
        model: 'Corolla',
        stock: 'ABC123',
      });
      const contact = prospect.customer.contact;
      expect(contact.name.map(textOf)).toEqual(['Jane', 'Citizen']);
      expect(contact.email).toBe(CUSTOMER.email);
      expect(contact.address.regioncode).toBe('VIC');
      expect(prospect.customer.timeframe.earliestdate).toBe('2025-07-19T10:30:00');
      expect(prospect.vendor.vendorname).toBe('Bayside Mazda');
      expect(prospect.vendor.contact.address.city).toBe('Highett');
      expect(webhookRow).toMatchObject({ state: 'delivered', attempts: 1 });
    });

    test('webhook JSON: the dealer-platform.lead.v1 body', async () => {
      const tenant = withWebhook('json');
      const lead = await queueLead(database, tenant, {
        form_kind: 'trade-in',
        category: 'Trade-In Valuation',
        subcategory: null,
        car_snapshot: null,
        car_id: null,
        vehicle_make: 'Mazda',
        vehicle_model: 'CX-5',
        vehicle_year: 2017,
        vehicle_kms: 98_000,
        vehicle_condition: 'Good',
        rego: 'ABC12D',
      });
      await relay(tenant).runOnce();
      const [request] = await receiver.waitForAccepted(1);
      expect(request?.signatureValid).toBe(true);
      expect(request?.headers['x-dealer-platform-schema']).toBe('dealer-platform.lead.v1');
      const body = JSON.parse(request?.body ?? '{}');
      expect(body).toMatchObject({
        schema: 'dealer-platform.lead.v1',
        lead_id: lead.id,
        lead_status: 'Complete',
        form_kind: 'trade-in',
        vehicle: null,
        trade_in: { year: 2017, make: 'Mazda', model: 'CX-5', km: 98_000, rego: 'ABC12D' },
        customer: { full_name: 'Jane Citizen', country: 'AU', state: 'VIC' },
        dealer: { dealership_id: 401, url: 'https://www.baysidemazda.com.au' },
      });
      expect(body.message).toContain('Trade-in condition: Good');
    });

    test('a repeat enquiry says so in the email and the webhook', async () => {
      const tenant = withWebhook('adf-xml');
      const first = await queueLead(database, tenant);
      await relay(tenant).runOnce();
      const repeat = await queueLead(database, tenant, { duplicate_of: first.id });
      await relay(tenant).runOnce();
      await receiver.waitForAccepted(2);
      const mail = sink.messages.at(-1);
      expect(mail?.headers.subject).toMatch(/^\[Repeat enquiry\] New enquiry: /);
      expect(mail?.text).toContain(`asked about the same vehicle on`);
      expect(mail?.text).toContain(`(lead ${first.id})`);
      const prospect = parseProspect(receiver.accepted().at(-1)?.body ?? '');
      expect(textOf(prospect.id[0])).toBe(repeat.id);
      expect(prospect.customer.comments).toContain(`Repeat enquiry:`);
    });

    test('an incomplete multi-step lead is followed up once, marked incomplete', async () => {
      const tenant = withWebhook('adf-xml', { incomplete_after_minutes: 60 });
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
      const incomplete = {
        status: 'Incomplete' as const,
        form_completed: false,
        step_number: 2,
        updated_at: hoursAgo(2),
      };
      const due = await insertLead(database, incomplete);
      await insertLead(database, { ...incomplete, email: null, phone: null });
      await insertLead(database, { ...incomplete, spam_reason: 'honeypot' });
      await insertLead(database, { ...incomplete, updated_at: hoursAgo(0.25) });
      await insertLead(database, { ...incomplete, updated_at: hoursAgo(30) });

      const counts = await relay(tenant).runOnce();
      expect(counts).toEqual({ delivered: 2, failed: 0, dead: 0 });
      const rows = await deliveries(database);
      expect(rows.map((row) => [row.lead_id, row.purpose, row.state])).toEqual([
        [due.id, 'incomplete', 'delivered'],
        [due.id, 'incomplete', 'delivered'],
      ]);
      const mail = (await sink.waitFor(1))[0];
      expect(mail?.headers.subject).toMatch(/^\[Incomplete\] New enquiry: /);
      expect(mail?.text).toContain('Incomplete: the customer stopped after step 2');
      const prospect = parseProspect(receiver.accepted()[0]?.body ?? '');
      expect(prospect.customer.comments).toContain('Incomplete: the customer stopped after step 2');
      const { rows: marked } = await database.query<{ id: string }>(
        'select id from leads where incomplete_delivery_at is not null',
      );
      expect(marked.map((row) => row.id)).toEqual([due.id]);

      expect(await relay(tenant).runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
      expect(await deliveries(database)).toHaveLength(2);
    });

    test('a spam lead is never sent: its delivery is dead-lettered with the reason', async () => {
      const tenant = emailOnly();
      await queueLead(database, tenant, { spam_reason: 'honeypot' });
      expect(await relay(tenant).runOnce()).toEqual({ delivered: 0, failed: 0, dead: 1 });
      const [row] = await deliveries(database);
      expect(row).toMatchObject({ state: 'dead', attempts: 0 });
      expect(row?.last_error).toMatch(/spam/);
      expect(sink.messages).toHaveLength(0);
    });

    test('without SMTP_URL each email is an .eml file in DATA_DIR/mail-pickup', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-relay-pickup-'));
      try {
        const tenant = emailOnly();
        const { logger, lines } = capturingLogger();
        const lead = await queueLead(database, tenant);
        const pickup = relay(tenant, { SMTP_URL: undefined, DATA_DIR: dataDir }, logger);
        expect(await pickup.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
        const warnings = lines.filter((line) => line.level === 40);
        expect(warnings).toHaveLength(1);
        expect(String(warnings[0]?.msg)).toContain('mail-pickup');
        const files = fs.readdirSync(mailPickupDir(dataDir));
        expect(files).toEqual([
          expect.stringMatching(new RegExp(`^${lead.id}\\.lead\\..+\\.eml$`)),
        ]);
        const mail = parseMail(
          fs.readFileSync(path.join(mailPickupDir(dataDir), files[0]!), 'utf8'),
        );
        expect(mail.headers.to).toBe(SALES);
        expect(mail.headers.subject).toMatch(/^New enquiry: 2021 Toyota Corolla Ascent/);
        expect(mail.text).toContain(CUSTOMER.message);
        expect(sink.messages).toHaveLength(0);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
