import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pino } from 'pino';
import request from 'supertest';
import type { Database } from '#server/db/database.server.ts';
import { migrate, readMigrations } from '#server/db/migrate.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import {
  createThrowawayPostgres,
  storeBackends,
  whyPostgresIsUnavailable,
  type TestStore,
  type ThrowawayPostgres,
} from '../support/test-databases.ts';
import { createTestPlatform } from '../support/test-platform.ts';

// The same assertions on embedded PGlite and on a Postgres server (a throwaway database).
const postgresSkipReason = await whyPostgresIsUnavailable();
if (postgresSkipReason) console.warn(postgresSkipReason);
const backends = storeBackends(postgresSkipReason);

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const insertLead = (tenant: string, email: string) => ({
  sql: `insert into leads (tenant_slug, token_hash, email) values ($1, 'hash', $2) returning id`,
  params: [tenant, email],
});

describe.each(backends)('$name store', ({ name, fresh, skip }) => {
  let store: TestStore;
  let database: Database;

  beforeAll(async () => {
    if (skip) return;
    store = await fresh();
  });
  afterAll(async () => {
    await database?.close();
    await store?.cleanup();
  });

  describe.skipIf(skip)(name, () => {
    test('the first startup applies every migration once, in order, and records it', async () => {
      const { logger, lines } = capturingLogger();
      database = await openDatabase(store.env, logger);
      const files = readMigrations();
      expect(files[0]?.name).toBe('0001-leads.sql');
      expect(lines.find((line) => line.msg === 'database ready')).toMatchObject({
        database: name.toLowerCase(),
        migrationsApplied: files.map((file) => file.name),
      });
      const recorded = await database.query<{ version: number; name: string; checksum: string }>(
        'select version, name, checksum from schema_migrations order by version',
      );
      expect(recorded.rows).toEqual(
        files.map(({ version, name, checksum }) => ({ version, name, checksum })),
      );
      const tables = await database.query<{ table_name: string }>(
        `select table_name from information_schema.tables
          where table_schema = 'public' order by table_name`,
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual([
        'feed_pulls',
        'feed_states',
        'lead_deliveries',
        'lead_delivery_attempts',
        'leads',
        'payment_intents',
        'phone_reveals',
        'platform_secrets',
        'reservations',
        'schema_migrations',
        'stripe_events',
        'used_captcha_solutions',
      ]);
    });

    test('a restart applies nothing and keeps the data', async () => {
      const lead = insertLead('bayside-mazda', 'kept@example.com');
      await database.query(lead.sql, lead.params);
      await database.close();
      const { logger, lines } = capturingLogger();
      database = await openDatabase(store.env, logger);
      expect(lines.find((line) => line.msg === 'database ready')?.migrationsApplied).toEqual([]);
      expect(await migrate(database)).toEqual([]);
      const migrations = await database.query('select version from schema_migrations');
      expect(migrations.rowCount).toBe(readMigrations().length);
      const leads = await database.query<{ email: string }>('select email from leads');
      expect(leads.rows).toEqual([{ email: 'kept@example.com' }]);
      await database.query('delete from leads');
    });

    test('a transaction commits a lead and its outbox rows together', async () => {
      const leadId = await database.transaction(async (tx) => {
        const lead = insertLead('harbour-city-motors', 'buyer@example.com');
        const { rows } = await tx.query<{ id: string }>(lead.sql, lead.params);
        const id = rows[0]!.id;
        for (const channel of ['email', 'webhook']) {
          await tx.query(
            `insert into lead_deliveries (lead_id, channel, target, idempotency_key)
             values ($1, $2, 'sales@example.com', $3)`,
            [id, channel, `${id}:${channel}`],
          );
        }
        return id;
      });
      const deliveries = await database.query<{ channel: string; state: string }>(
        'select channel, state from lead_deliveries where lead_id = $1 order by channel',
        [leadId],
      );
      expect(deliveries.rows).toEqual([
        { channel: 'email', state: 'pending' },
        { channel: 'webhook', state: 'pending' },
      ]);
      await database.query('delete from lead_deliveries');
      await database.query('delete from leads');
    });

    test('an error inside a transaction leaves no rows and reaches the caller', async () => {
      const failure = database.transaction(async (tx) => {
        const lead = insertLead('harbour-city-motors', 'lost@example.com');
        await tx.query(lead.sql, lead.params);
        throw new Error('webhook target missing');
      });
      await expect(failure).rejects.toThrow('webhook target missing');
      expect((await database.query('select id from leads')).rowCount).toBe(0);
    });

    test('a failed statement caught inside a transaction still rolls all of it back', async () => {
      const failure = database.transaction(async (tx) => {
        const lead = insertLead('harbour-city-motors', 'half@example.com');
        await tx.query(lead.sql, lead.params);
        await tx
          .query(`insert into leads (tenant_slug, token_hash, status) values ('x', 'h', 'Done')`)
          .catch(() => undefined);
        return 'looked fine';
      });
      await expect(failure).rejects.toThrow();
      expect((await database.query('select id from leads')).rowCount).toBe(0);
    });

    test('each table takes a row and gives it back with the same types on both stores', async () => {
      const skipped = [{ from: 1, to: 3 }];
      const lead = await database.query<Record<string, unknown>>(
        `insert into leads (tenant_slug, token_hash, name, last_name, phone, email, postcode, message,
           category, subcategory, dealership_slug, location_id, rego, car_id, stock_number,
           vehicle_make, vehicle_model, car_type, vehicle_status, manufacturer_slug, page_id,
           date_time, terms_conditions, terms_agreed, source_page, step_number, skipped_steps,
           idempotency_key)
         values ($1, $2, 'Alex', 'Nguyen', '+61412345678', 'alex@example.com', '2000', 'Is it available?',
           'Vehicle Enquiry', null, 'harbour-city-motors', 101, 'ABC123', 90001, 'HC1001',
           'Mazda', 'CX-5', 'used', 'in_stock', 'mazda', 'home',
           '2031-05-02T10:30', true, true, '/cars/2021-mazda-cx-5', 2, $3, 'submit-1')
         returning *`,
        ['harbour-city-motors', 'f'.repeat(64), JSON.stringify(skipped)],
      );
      const row = lead.rows[0]!;
      expect(row).toMatchObject({
        status: 'Incomplete',
        form_completed: false,
        opt_in: true,
        car_id: 90001,
        location_id: 101,
        step_number: 2,
        skipped_steps: skipped,
        date_time: '2031-05-02T10:30',
        duplicate_of: null,
        completed_at: null,
      });
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.created_at).toBeInstanceOf(Date);

      const repeat = await database.query<{ duplicate_of: string }>(
        `insert into leads (tenant_slug, token_hash, email, car_id, duplicate_of)
         values ('harbour-city-motors', 'h', 'ALEX@example.com', 90001, $1) returning duplicate_of`,
        [row.id],
      );
      expect(repeat.rows[0]!.duplicate_of).toBe(row.id);
      const earlier = await database.query(
        `select id from leads where tenant_slug = $1 and lower(email) = lower($2) and car_id = $3
            and created_at > now() - interval '24 hours' and duplicate_of is null`,
        ['harbour-city-motors', 'ALEX@example.com', 90001],
      );
      expect(earlier.rows).toEqual([{ id: row.id }]);

      const delivery = await database.query<{
        id: string;
        attempts: number;
        next_attempt_at: Date;
      }>(
        `insert into lead_deliveries (lead_id, channel, target, idempotency_key)
         values ($1, 'webhook', 'https://crm.example.com/leads', 'k-1') returning *`,
        [row.id],
      );
      const { id: deliveryId, attempts, next_attempt_at } = delivery.rows[0]!;
      expect(attempts).toBe(0);
      expect(next_attempt_at).toBeInstanceOf(Date);
      const attempt = await database.query(
        `insert into lead_delivery_attempts (delivery_id, attempt_number, finished_at, outcome, detail)
         values ($1, 1, now(), 'failed', 'HTTP 503') returning id, attempt_number, outcome, detail`,
        [deliveryId],
      );
      expect(attempt.rows).toEqual([
        { id: expect.any(Number), attempt_number: 1, outcome: 'failed', detail: 'HTTP 503' },
      ]);
      const due = await database.query(
        `update lead_deliveries set attempts = attempts + 1, last_error = 'HTTP 503'
          where state = 'pending' and next_attempt_at <= now()`,
      );
      expect(due.rowCount).toBe(1);

      const reveal = await database.query(
        `insert into phone_reveals (car_id, dealership_id, website_id, request_id)
         values (90001, 7, 'harbour-city-motors', 'req-1')
         returning car_id, dealership_id, website_id, request_id`,
      );
      expect(reveal.rows).toEqual([
        { car_id: 90001, dealership_id: 7, website_id: 'harbour-city-motors', request_id: 'req-1' },
      ]);

      const values = await database.query(
        `select count(*) as leads, 1.50::numeric as price, date '2031-05-02' as day,
                '{"a":[1]}'::jsonb as doc from leads`,
      );
      expect(values.rows).toEqual([
        { leads: 2, price: '1.50', day: '2031-05-02', doc: { a: [1] } },
      ]);
    });

    test('constraints hold: one delivery per idempotency key, known states only', async () => {
      const lead = await database.query<{ id: string }>('select id from leads limit 1');
      const again = database.query(
        `insert into lead_deliveries (lead_id, channel, target, idempotency_key)
         values ($1, 'email', 'sales@example.com', 'k-1')`,
        [lead.rows[0]!.id],
      );
      await expect(again).rejects.toMatchObject({ code: '23505' });
      await expect(
        database.query(`update lead_deliveries set state = 'lost'`),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        database.query(`insert into leads (tenant_slug, token_hash, idempotency_key)
                        values ('harbour-city-motors', 'h', 'submit-1')`),
      ).rejects.toMatchObject({ code: '23505' });
    });
  });
});

describe.skipIf(postgresSkipReason)('the platform on Postgres', () => {
  let postgres: ThrowawayPostgres;
  beforeAll(async () => {
    postgres = await createThrowawayPostgres();
  });
  afterAll(() => postgres.drop());

  test('starts migrated, reports the database ready, and closes its pool', async () => {
    const platform = await createTestPlatform({ DATABASE_URL: postgres.url });
    try {
      const res = await request(platform.app).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body.checks).toContainEqual({ name: 'database', ok: true });
      expect(await postgres.connections()).toBeGreaterThan(0);
    } finally {
      await platform.cleanup();
    }
    expect(await postgres.connections()).toBe(0);
  });
});
