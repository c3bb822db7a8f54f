// The relay when things go wrong: receivers down, mail refused, a relay stopped or killed in
// the middle, two relays on one store. On PGlite and on Postgres.
import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { ABANDONED_DETAIL } from '#server/leads/outbox/claim-deliveries.server.ts';
import {
  createLeadRelay,
  type LeadRelay,
  type LeadRelayOptions,
} from '#server/leads/outbox/lead-relay.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import {
  storeBackends,
  whyPostgresIsUnavailable,
  type TestStore,
} from '../support/test-databases.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import {
  attemptsOf,
  capturingLogger,
  clearLeads,
  deliveries,
  queueLead,
  relayEnv,
  tenantWith,
  WEBHOOK_SECRET,
  WEBHOOK_SECRET_ENV,
  type RelayEnv,
} from '../unit/leads/outbox/relay-fixture.ts';

const postgresSkipReason = await whyPostgresIsUnavailable();
if (postgresSkipReason) console.warn(postgresSkipReason);

const silent = pino({ level: 'silent' });

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met after ${timeoutMs} ms`);
    await delay(10);
  }
}

describe.each(storeBackends(postgresSkipReason))('$name store', ({ name, fresh, skip }) => {
  let store: TestStore;
  let database: Database;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  const relays: LeadRelay[] = [];

  const emailOnly = () => tenantWith({ email: { default: ['sales@dealer.test'] } });
  // Each lead: one email and one JSON webhook.
  const withWebhook = () =>
    tenantWith({
      email: { default: ['sales@dealer.test'] },
      webhook: { url: receiver.url, format: 'json', secret_env: WEBHOOK_SECRET_ENV },
    });

  function relay(
    tenant: TenantConfig,
    env: Partial<RelayEnv> = {},
    options: Partial<LeadRelayOptions> = {},
  ) {
    const created = createLeadRelay({
      database,
      tenantConfig: (slug) => (slug === tenant.slug ? tenant : undefined),
      env: relayEnv({ SMTP_URL: sink.url, DATA_DIR: store.env.DATA_DIR, ...env }),
      webhookSecret: (envName) => (envName === WEBHOOK_SECRET_ENV ? WEBHOOK_SECRET : undefined),
      logger: silent,
      ...options,
    });
    relays.push(created);
    return created;
  }

  beforeAll(async () => {
    if (skip) return;
    store = await fresh();
    database = await openDatabase(store.env, silent);
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
    sink.refuse(false);
    receiver.requests.length = 0;
    await receiver.setMode('up');
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((created) => created.stop()));
  });

  describe.skipIf(skip)(name, () => {
    test('receiver down, then failing, then up: two relays deliver each key exactly once', async () => {
      const tenant = withWebhook();
      await receiver.setMode('down');
      for (let i = 0; i < 12; i += 1) await queueLead(database, tenant);
      // Enough attempts that nothing is dead-lettered while the receiver is away.
      const env = { LEAD_RELAY_MAX_ATTEMPTS: 100 };
      const first = relay(tenant, env, { pollIntervalMs: 5 });
      const second = relay(tenant, env, { pollIntervalMs: 5 });
      first.start();
      second.start();
      // Every webhook has failed once against the closed port before it comes back as 503.
      await until(async () =>
        (await deliveries(database)).every(
          (row) => row.channel === 'email' || row.last_error !== null,
        ),
      );
      await receiver.setMode('unavailable');
      await until(() => receiver.requests.length >= 5);
      await receiver.setMode('up');
      await receiver.waitForAccepted(12);
      await until(async () =>
        (await deliveries(database)).every((row) => row.state === 'delivered'),
      );
      await Promise.all([first.stop(), second.stop()]);

      const perKey = receiver.acceptedPerKey();
      const webhookRows = (await deliveries(database)).filter((row) => row.channel === 'webhook');
      expect([...perKey.keys()].sort()).toEqual(
        webhookRows.map((row) => row.idempotency_key).sort(),
      );
      expect([...perKey.values()].every((count) => count === 1)).toBe(true);
      expect(receiver.requests.every((request) => request.signatureValid)).toBe(true);
      expect(sink.messages).toHaveLength(12);
      for (const row of webhookRows) {
        const attempts = await attemptsOf(database, row.id);
        expect(attempts.map((attempt) => attempt.attempt_number)).toEqual(
          attempts.map((_, i) => i + 1),
        );
        expect(attempts.at(-1)).toMatchObject({ outcome: 'delivered', detail: 'HTTP 204' });
        expect(attempts.slice(0, -1).every((attempt) => attempt.outcome === 'failed')).toBe(true);
        expect(attempts.length).toBeGreaterThanOrEqual(2);
      }
      const { rows: details } = await database.query<{ detail: string }>(
        `select distinct detail from lead_delivery_attempts where outcome = 'failed'`,
      );
      expect(details.map((row) => row.detail)).toEqual(
        expect.arrayContaining([expect.stringMatching(/ECONNREFUSED/), 'HTTP 503']),
      );
    });

    test('mail refused on every attempt: dead-lettered after the last, each attempt logged', async () => {
      const tenant = emailOnly();
      sink.refuse(true);
      const { logger, lines } = capturingLogger();
      let clock = Date.now() + 1000;
      const lead = await queueLead(database, tenant);
      const deadRelay = relay(
        tenant,
        { LEAD_RELAY_MAX_ATTEMPTS: 3, LEAD_RELAY_BASE_DELAY_MS: 60_000 },
        { logger, now: () => new Date(clock) },
      );
      const runs = [];
      for (let i = 0; i < 4; i += 1) {
        runs.push(await deadRelay.runOnce());
        // Past any backoff (the third retry waits at most 4 minutes).
        clock += 3_600_000;
      }
      expect(runs).toEqual([
        { delivered: 0, failed: 1, dead: 0 },
        { delivered: 0, failed: 1, dead: 0 },
        { delivered: 0, failed: 0, dead: 1 },
        { delivered: 0, failed: 0, dead: 0 },
      ]);
      expect(sink.refused).toBeGreaterThanOrEqual(3);
      const [row] = await deliveries(database);
      expect(row).toMatchObject({ state: 'dead', attempts: 3, delivered_at: null });
      expect(row?.last_error).toMatch(/^SMTP 451/);
      const attempts = await attemptsOf(database, row!.id);
      expect(attempts).toEqual(
        [1, 2, 3].map((attempt_number) => ({
          attempt_number,
          outcome: 'failed',
          detail: expect.stringMatching(/^SMTP 451 Mailbox temporarily unavailable/),
        })),
      );
      const deadLine = lines.find(
        (line) => line.msg === 'lead delivery dead-lettered: no attempts left',
      );
      expect(deadLine).toMatchObject({ level: 50, leadId: lead.id, attempt: 3 });
    });

    test('backoff: a failed attempt is retried only after its delay', async () => {
      const tenant = emailOnly();
      sink.refuse(true);
      let clock = Date.now() + 1000;
      await queueLead(database, tenant);
      const backoff = relay(
        tenant,
        { LEAD_RELAY_BASE_DELAY_MS: 60_000 },
        { now: () => new Date(clock) },
      );
      expect(await backoff.runOnce()).toMatchObject({ failed: 1 });
      const { rows } = await database.query<{ next_attempt_at: Date }>(
        'select next_attempt_at from lead_deliveries',
      );
      const wait = rows[0]!.next_attempt_at.getTime() - clock;
      // Equal jitter on 60 s: between 30 and 60 s.
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThanOrEqual(60_000);
      clock += 29_000;
      expect(await backoff.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
      sink.refuse(false);
      clock += 31_000;
      expect(await backoff.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    });

    test('a relay stopped mid-way finishes its attempts; after a restart the next one resumes', async () => {
      const tenant = emailOnly();
      for (let i = 0; i < 25; i += 1) await queueLead(database, tenant);
      const before = relay(tenant, {}, { pollIntervalMs: 10_000 });
      before.start();
      await sink.waitFor(3);
      await before.stop();
      const afterStop = await deliveries(database);
      const delivered = afterStop.filter((row) => row.state === 'delivered').length;
      expect(delivered).toBe(sink.messages.length);
      expect(afterStop.filter((row) => row.state === 'pending').length).toBeGreaterThan(0);
      const { rows: open } = await database.query(
        'select 1 from lead_delivery_attempts where outcome is null',
      );
      expect(open).toHaveLength(0);

      // A restart: the store is closed and opened again, as a new process would.
      await database.close();
      database = await openDatabase(store.env, silent);
      expect(await relay(tenant).runOnce()).toEqual({
        delivered: 25 - delivered,
        failed: 0,
        dead: 0,
      });
      const ids = new Set(sink.messages.map((message) => message.headers['message-id']));
      expect(ids.size).toBe(25);
      expect(sink.messages).toHaveLength(25);
    });

    test('an attempt cut off by a killed process is retried once its lease has expired', async () => {
      const tenant = emailOnly();
      await queueLead(database, tenant);
      // What a process killed mid-send leaves: the row claimed, the attempt without outcome.
      await database.query(
        `update lead_deliveries set attempts = 1, next_attempt_at = now() + interval '300 milliseconds'`,
      );
      await database.query(
        `insert into lead_delivery_attempts (delivery_id, attempt_number)
         select id, 1 from lead_deliveries`,
      );
      const next = relay(tenant);
      expect(await next.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
      await delay(350);
      expect(await next.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
      const [row] = await deliveries(database);
      expect(row).toMatchObject({ state: 'delivered', attempts: 2 });
      expect(await attemptsOf(database, row!.id)).toEqual([
        { attempt_number: 1, outcome: 'failed', detail: ABANDONED_DETAIL },
        { attempt_number: 2, outcome: 'delivered', detail: expect.stringMatching(/^SMTP 250/) },
      ]);
    });

    test('a stalled relay whose lease ran out cannot overwrite the attempt that replaced it', async () => {
      const tenant = withWebhook();
      await queueLead(database, tenant, {}, 'lead');
      await database.query(`delete from lead_deliveries where channel = 'email'`);
      let release: (response: Response) => void = () => undefined;
      const stalled = relay(
        tenant,
        {},
        {
          leaseMs: 100,
          fetch: () => new Promise<Response>((resolve) => (release = resolve)),
        },
      );
      const stalledRun = stalled.runOnce();
      await until(async () => (await deliveries(database))[0]?.attempts === 1);
      await delay(150);
      expect(await relay(tenant).runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
      release(new Response(null, { status: 503 }));
      await stalledRun;
      const [row] = await deliveries(database);
      expect(row).toMatchObject({ state: 'delivered', attempts: 2, last_error: null });
      expect(receiver.acceptedPerKey().get(row!.idempotency_key)).toBe(1);
    });

    test('a missing webhook secret is a failed attempt that says which variable', async () => {
      const tenant = withWebhook();
      await queueLead(database, tenant);
      const noSecret = relay(tenant, {}, { webhookSecret: () => undefined });
      expect(await noSecret.runOnce()).toEqual({ delivered: 1, failed: 1, dead: 0 });
      const webhook = (await deliveries(database)).find((row) => row.channel === 'webhook');
      expect(webhook?.last_error).toBe(
        `webhook secret missing: environment variable ${WEBHOOK_SECRET_ENV}`,
      );
    });
  });
});
