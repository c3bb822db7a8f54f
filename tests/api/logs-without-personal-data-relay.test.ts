// The lead relay's side of docs/decisions/0015: a lead with run-unique values whose e-mail and
// webhook deliveries fail (SMTP refusing then closed, the receiver answering 503 then gone),
// until they are dead-lettered. Each failure is logged; none of the shopper's values is.
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { createLeadRelay } from '#server/leads/outbox/lead-relay.server.ts';
import { normalisePhone } from '#shared/leads/phone-number.ts';
import { capturedLogs } from '../support/captured-logs.ts';
import { forbiddenForms, SENTINEL } from '../support/sentinel-shopper.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { freshPGliteStore, type TestStore } from '../support/test-databases.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import {
  queueLead,
  relayEnv,
  tenantWith,
  WEBHOOK_SECRET,
  WEBHOOK_SECRET_ENV,
} from '../unit/leads/outbox/relay-fixture.ts';

let store: TestStore;
let database: Database;
let sink: SmtpSink;
let receiver: WebhookReceiver;

beforeAll(async () => {
  store = await freshPGliteStore();
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

test('failed and dead-lettered deliveries are logged without the shopper’s values', async () => {
  const logs = capturedLogs();
  const tenant = tenantWith({
    email: { default: ['sales@dealer.test'] },
    webhook: { url: receiver.url, format: 'json', secret_env: WEBHOOK_SECRET_ENV },
  });
  const relay = createLeadRelay({
    database,
    tenantConfig: (slug) => (slug === tenant.slug ? tenant : undefined),
    env: relayEnv({
      SMTP_URL: sink.url,
      DATA_DIR: store.env.DATA_DIR,
      LEAD_RELAY_MAX_ATTEMPTS: 2,
      LEAD_RELAY_BASE_DELAY_MS: 1,
    }),
    webhookSecret: (name) => (name === WEBHOOK_SECRET_ENV ? WEBHOOK_SECRET : undefined),
    logger: logs.logger,
  });
  try {
    await queueLead(database, tenant, {
      name: SENTINEL.name,
      last_name: SENTINEL.name,
      email: SENTINEL.email,
      phone: normalisePhone(SENTINEL.phone),
      postcode: SENTINEL.postcode,
      message: SENTINEL.message,
    });
    sink.refuse(true);
    await receiver.setMode('unavailable');
    const first = await relay.runOnce();
    expect(first).toMatchObject({ failed: 2 });
    // The receiver saw the shopper's values: the data was in play when the attempt failed.
    expect(receiver.requests[0]?.body).toContain(SENTINEL.name);

    await sink.stop();
    await receiver.setMode('down');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await relay.runOnce();
    expect(second).toMatchObject({ dead: 2 });
  } finally {
    await relay.stop();
  }

  const lines = logs.lines();
  const retried = lines.filter(
    (line) => line.msg === 'lead delivery attempt failed; it will be retried',
  );
  const dead = lines.filter((line) => line.msg === 'lead delivery dead-lettered: no attempts left');
  expect(retried.map((line) => line.channel).sort()).toEqual(['email', 'webhook']);
  expect(dead.map((line) => line.channel).sort()).toEqual(['email', 'webhook']);
  const text = logs.text().toLowerCase();
  for (const form of forbiddenForms()) {
    expect(text.includes(form.toLowerCase()), `log holds ${JSON.stringify(form)}`).toBe(false);
  }
  expect(logs.text()).not.toMatch(SENTINEL.phonePattern);
  expect(logs.text()).not.toMatch(SENTINEL.postcodePattern);
});
