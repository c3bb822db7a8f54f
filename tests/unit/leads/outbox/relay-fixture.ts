// Leads as the lead API stores them, written straight into the store, and the settings a relay
// test needs. Shared by the relay's API tests.
import fs from 'node:fs';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Database, Queryable } from '#server/db/database.server.ts';
import type { Env } from '#server/env.server.ts';
import type { DeliveryPurpose, LeadRow } from '#server/leads/store/lead-row.ts';
import { queueDeliveries } from '#server/leads/store/queue-deliveries.server.ts';
import type { LeadDeliveryConfig, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { leadFixture } from '../delivery/lead-fixture.ts';

export const WEBHOOK_SECRET_ENV = 'TEST_LEAD_WEBHOOK_SECRET';
export const WEBHOOK_SECRET = 'whsec_relay_test_0123456789';

/** Bayside Mazda (one location, 4101) with the given lead delivery settings. */
export function tenantWith(leadDelivery: LeadDeliveryConfig): TenantConfig {
  const file = path.resolve('tenants', 'bayside-mazda.json');
  const tenant = JSON.parse(fs.readFileSync(file, 'utf8')) as TenantConfig;
  return { ...tenant, lead_delivery: leadDelivery };
}

export const CUSTOMER = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane.citizen@example.com',
  phone: '0491570156',
  postcode: '3190',
  message: 'Is the Corolla still available this Saturday?',
} as const;

export const CAR = leadFixture().car;

export type StoredLead = Partial<Omit<LeadRow, 'car_snapshot' | 'skipped_steps'>> & {
  car_snapshot?: unknown;
};

/** A vehicle enquiry about CAR by CUSTOMER, Complete, unless `overrides` says otherwise. */
export async function insertLead(db: Queryable, overrides: StoredLead = {}): Promise<LeadRow> {
  const values: Record<string, unknown> = {
    tenant_slug: 'bayside-mazda',
    token_hash: 'test-token-hash',
    status: 'Complete',
    form_completed: true,
    form_kind: 'vehicle-enquiry',
    category: 'Vehicle Enquiry',
    subcategory: 'Enquire',
    location_id: 4101,
    car_id: CAR?.id ?? null,
    stock_number: CAR?.stocknum ?? null,
    car_snapshot: CAR,
    source_page: '/cars/2021-toyota-corolla-ascent-abc123',
    ...CUSTOMER,
    ...overrides,
  };
  if (values.car_snapshot != null) values.car_snapshot = JSON.stringify(values.car_snapshot);
  const names = Object.keys(values);
  const { rows } = await db.query<LeadRow>(
    `insert into leads (${names.join(', ')})
     values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    Object.values(values),
  );
  return rows[0]!;
}

/** A lead and its outbox rows in one transaction, as the lead API writes them. */
export function queueLead(
  database: Database,
  tenant: TenantConfig,
  overrides: StoredLead = {},
  purpose: DeliveryPurpose = 'lead',
): Promise<LeadRow> {
  return database.transaction(async (tx) => {
    const lead = await insertLead(tx, overrides);
    await queueDeliveries(tx, tenant.lead_delivery, lead, purpose);
    return lead;
  });
}

/** Empties the lead tables between tests. */
export async function clearLeads(database: Database): Promise<void> {
  await database.query('delete from lead_delivery_attempts');
  await database.query('delete from lead_deliveries');
  await database.query('update leads set duplicate_of = null');
  await database.query('delete from leads');
}

export function relayEnv(overrides: Partial<RelayEnv> = {}): RelayEnv {
  return {
    SMTP_URL: undefined,
    MAIL_FROM: 'Dealer Platform <leads@dealer-platform.test>',
    DATA_DIR: 'data',
    LEAD_RELAY_MAX_ATTEMPTS: 5,
    LEAD_RELAY_BASE_DELAY_MS: 5,
    ...overrides,
  };
}

export type RelayEnv = Pick<
  Env,
  'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'LEAD_RELAY_MAX_ATTEMPTS' | 'LEAD_RELAY_BASE_DELAY_MS'
>;

/** A logger whose lines the test can read back. */
export function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

export interface DeliveryState {
  id: string;
  lead_id: string;
  channel: string;
  purpose: string;
  state: string;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
  idempotency_key: string;
}

export async function deliveries(database: Queryable): Promise<DeliveryState[]> {
  const { rows } = await database.query<DeliveryState>(
    `select id, lead_id, channel, purpose, state, attempts, last_error, delivered_at,
            idempotency_key
       from lead_deliveries order by created_at, channel, target`,
  );
  return rows;
}

export async function attemptsOf(
  database: Queryable,
  deliveryId: string,
): Promise<Array<{ attempt_number: number; outcome: string | null; detail: string | null }>> {
  const { rows } = await database.query<{
    attempt_number: number;
    outcome: string | null;
    detail: string | null;
  }>(
    `select attempt_number, outcome, detail from lead_delivery_attempts
      where delivery_id = $1 order by attempt_number`,
    [deliveryId],
  );
  return rows;
}
