import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { runLeadsCli } from '../../scripts/leads/run-leads-cli.ts';
import {
  seedPGlite,
  storeBackends,
  whyPostgresIsUnavailable,
  type TestStore,
} from '../support/test-databases.ts';

const postgresSkipReason = await whyPostgresIsUnavailable();
if (postgresSkipReason) console.warn(postgresSkipReason);

const silent = pino({ level: 'silent' });
const tenants = loadTenants(repoPath('tenants'));
const BAYSIDE = 'bayside-mazda';
const HARBOUR = 'harbour-city-motors';

const ID = {
  first: '11111111-1111-4111-8111-111111111111',
  repeat: '22222222-2222-4222-8222-222222222222',
  incomplete: '33333333-3333-4333-8333-333333333333',
  spam: '44444444-4444-4444-8444-444444444444',
  harbour: '55555555-5555-4555-8555-555555555555',
  unknown: '66666666-6666-4666-8666-666666666666',
};
const DELIVERY = {
  sent: 'aaaaaaaa-0000-4000-8000-000000000001',
  pending: 'aaaaaaaa-0000-4000-8000-000000000002',
  dead: 'aaaaaaaa-0000-4000-8000-000000000003',
};

async function seedLeads(database: Database) {
  await database.query(
    `insert into leads (id, tenant_slug, token_hash, status, form_completed, name, last_name, phone,
       email, message, category, stock_number, vehicle_make, vehicle_model, created_at, completed_at,
       duplicate_of, spam_reason)
     values
       ($1, $6, 'hash-1', 'Complete', true, 'Ana', 'Lopez', '0412345678', 'ana@example.com',
        'Is it still available?', 'New Vehicle Enquiry', 'BM-101', 'Mazda', 'CX-5',
        '2025-03-02T09:00:00Z', '2025-03-02T09:00:00Z', null, null),
       ($2, $6, 'hash-2', 'Complete', true, 'Ana', 'Lopez', '0412345678', 'ana@example.com',
        'Asking again', 'New Vehicle Enquiry', 'BM-101', 'Mazda', 'CX-5',
        '2025-03-03T09:00:00Z', '2025-03-03T09:00:00Z', $1, null),
       ($3, $6, 'hash-3', 'Incomplete', false, '=HYPERLINK("http://x")', E'\\u001b[31mRed',
        null, 'sam@example.com', E'Line one, "quoted"\\nline two', 'General Enquiry', null, null,
        null, '2025-02-20T09:00:00Z', null, null, null),
       ($4, $6, 'hash-4', 'Complete', true, 'Bot', null, null, 'bot@example.com', 'buy now',
        'General Enquiry', null, null, null, '2025-03-04T09:00:00Z', '2025-03-04T09:00:00Z', null,
        'honeypot'),
       ($5, $7, 'hash-5', 'Complete', true, 'Harbour', 'Shopper', null, 'h@example.com', 'Hi',
        'General Enquiry', null, null, null, '2025-03-05T09:00:00Z', '2025-03-05T09:00:00Z', null,
        null)`,
    [ID.first, ID.repeat, ID.incomplete, ID.spam, ID.harbour, BAYSIDE, HARBOUR],
  );
  await database.query(
    `insert into lead_deliveries (id, lead_id, channel, target, idempotency_key, state, attempts,
       last_error, created_at)
     values
       ($1, $4, 'email', 'sales@baysidemazda.com.au', 'key-sent', 'delivered', 1, null, now()),
       ($2, $5, 'email', 'sales@baysidemazda.com.au', 'key-pending', 'pending', 0, null, now()),
       ($3, $5, 'webhook', 'https://crm.example/leads', 'key-dead', 'dead', 12,
        'HTTP 500 from the receiver', now())`,
    [DELIVERY.sent, DELIVERY.pending, DELIVERY.dead, ID.first, ID.repeat],
  );
  await database.query(
    `insert into lead_delivery_attempts
       (delivery_id, attempt_number, started_at, finished_at, outcome, detail)
     values ($1, 1, '2025-03-02T09:00:01Z', '2025-03-02T09:00:02Z', 'delivered', '250 OK queued')`,
    [DELIVERY.sent],
  );
}

describe.each(storeBackends(postgresSkipReason))('$name: npm run leads', (backend) => {
  let store: TestStore;
  let database: Database;
  let opened = 0;

  /** The CLI as the entry runs it, on this test's store (left open between runs). */
  function leads(...argv: string[]) {
    return runLeadsCli(argv, {
      tenants,
      withStore: (fn) => {
        opened += 1;
        return fn(database);
      },
    });
  }

  beforeAll(async () => {
    if (backend.skip) return;
    store = await backend.fresh();
    database = await openDatabase(store.env, silent);
    await seedLeads(database);
  });
  afterAll(async () => {
    await database?.close();
    await store?.cleanup();
  });

  describe.skipIf(backend.skip)(backend.name, () => {
    test('list: newest first, delivery state, repeat marker; no spam, no other dealer', async () => {
      const { exitCode, stdout, stderr } = await leads('list', '--tenant', BAYSIDE);
      expect({ exitCode, stderr }).toEqual({ exitCode: 0, stderr: '' });
      const lines = stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(
        /^created\s+lead id\s+status\s+category\s+car\s+customer\s+deliveries$/,
      );
      expect(lines[1]).toMatch(
        new RegExp(
          `^2025-03-03T09:00:00.000Z  ${ID.repeat}  Complete .*BM-101 Mazda CX-5 .*Ana Lopez .*1 pending, 1 dead\\s+repeat$`,
        ),
      );
      expect(lines[2]).toMatch(new RegExp(`${ID.first} .* 1/1 delivered$`));
      expect(lines[3]).toContain(ID.incomplete);
      expect(lines[3]).toMatch(/Incomplete .* none$/);
      expect(stdout).not.toContain(ID.spam);
      expect(stdout).not.toContain(ID.harbour);
      expect(lines.at(-1)).toBe('3 leads');
    });

    test("list prints a shopper's control characters as escapes, never raw", async () => {
      const { stdout } = await leads('list', '--tenant', BAYSIDE);
      expect(stdout).not.toContain('\u001b');
      expect(stdout).toContain('=HYPERLINK("http://x") \\u001b[31mRed');
    });

    test('list --spam adds spam, marked; --status, --since and --limit narrow it', async () => {
      const spam = await leads('list', '--tenant', BAYSIDE, '--spam');
      expect(spam.stdout).toMatch(new RegExp(`${ID.spam} .*spam$`, 'm'));
      const narrowed = await leads(
        'list',
        '--tenant',
        BAYSIDE,
        '--status',
        'Complete',
        '--since',
        '2025-03-02',
        '--limit',
        '1',
      );
      expect(narrowed.stdout).toContain(ID.repeat);
      expect(narrowed.stdout).not.toContain(ID.first);
      expect(narrowed.stdout.trimEnd().split('\n').at(-1)).toBe(
        '1 lead (the newest 1: see --limit, --since)',
      );
      const none = await leads('list', '--tenant', BAYSIDE, '--since', '2030-01-01');
      expect(none).toEqual({ exitCode: 0, stdout: `No leads for ${BAYSIDE} match.\n`, stderr: '' });
    });

    test('show: every stored field, each delivery and its attempts', async () => {
      const { exitCode, stdout } = await leads('show', ID.repeat, '--tenant', BAYSIDE);
      expect(exitCode).toBe(0);
      const columns = await database.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'leads'`,
      );
      for (const { column_name } of columns.rows) {
        expect(stdout).toMatch(new RegExp(`^  ${column_name} `, 'm'));
      }
      expect(stdout).toMatch(/^ {2}email +ana@example\.com$/m);
      expect(stdout).toMatch(new RegExp(`^ {2}duplicate_of +${ID.first}$`, 'm'));
      expect(stdout).toContain('Deliveries (2)');
      expect(stdout).toMatch(/^ {2}last error +HTTP 500 from the receiver$/m);
      expect(stdout).toMatch(/^ {2}idempotency key +key-dead$/m);
      expect(stdout).toMatch(/^ {2}attempts +12$/m);

      const first = await leads('show', ID.first);
      expect(first.stdout).toContain(
        '  attempt 1: started 2025-03-02T09:00:01.000Z, finished 2025-03-02T09:00:02.000Z, delivered: 250 OK queued',
      );
      const multiline = await leads('show', ID.incomplete);
      expect(multiline.stdout).toMatch(/ message +Line one, "quoted"\n +line two\n/);
    });

    test('show: an unknown lead, or a lead of another tenant, is exit 1', async () => {
      expect(await leads('show', ID.unknown)).toEqual({
        exitCode: 1,
        stdout: '',
        stderr: `leads: No lead ${ID.unknown}\n`,
      });
      const other = await leads('show', ID.harbour, '--tenant', BAYSIDE);
      expect(other.exitCode).toBe(1);
      expect(other.stderr).toBe(`leads: Lead ${ID.harbour} is not a lead of ${BAYSIDE}\n`);
    });

    test('export: RFC 4180 CSV with the product rules names, formula cells defused, escapes shown, no spam', async () => {
      const { exitCode, stdout } = await leads('export', '--tenant', BAYSIDE);
      expect(exitCode).toBe(0);
      // A UTF-8 BOM (Excel), CRLF records, no control character a terminal would act on.
      expect(stdout.startsWith('\uFEFFlead_id,')).toBe(true);
      expect(stdout).not.toContain('\u001b');
      expect(stdout.slice(1).split('\r\n')[0]).toMatch(
        /^lead_id,created_at,completed_at,lead_status,.*,name,last_name,phone,email,.*,Rego,car_id,stock_number,Vehicle Make,Vehicle Model,.*,dateTime,terms_conditions,terms_agreed,.*repeat_of$/,
      );
      const records = parse(stdout, { bom: true, columns: true }) as Array<Record<string, string>>;
      expect(records.map((record) => record.lead_id)).toEqual([ID.incomplete, ID.first, ID.repeat]);
      const [incomplete, , repeat] = records;
      expect(incomplete).toMatchObject({
        lead_status: 'Incomplete',
        form_completed: 'no',
        name: `'=HYPERLINK("http://x")`,
        last_name: '\\u001b[31mRed',
        message: 'Line one, "quoted"\nline two',
        created_at: '2025-02-20T09:00:00.000Z',
        completed_at: '',
      });
      expect(repeat).toMatchObject({
        repeat_of: ID.first,
        'Vehicle Make': 'Mazda',
        phone: '0412345678',
      });
    });

    test('export --status --since --out: a file only its owner can read', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-export-'));
      const out = path.join(dir, 'leads.csv');
      try {
        const result = await leads(
          'export',
          '--tenant',
          BAYSIDE,
          '--status',
          'Complete',
          '--since',
          '2025-03-03',
          '--out',
          out,
        );
        expect(result).toEqual({
          exitCode: 0,
          stdout: `Wrote 1 lead of ${BAYSIDE} to ${out}\n`,
          stderr: '',
        });
        const records = parse(fs.readFileSync(out, 'utf8'), { bom: true, columns: true });
        expect(records).toEqual([expect.objectContaining({ lead_id: ID.repeat })]);
        expect(fs.statSync(out).mode & 0o777).toBe(0o600);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    test('redeliver: queues new redelivery rows for the relay', async () => {
      const { exitCode, stdout } = await leads('redeliver', ID.first, '--tenant', BAYSIDE);
      expect(exitCode).toBe(0);
      expect(stdout).toMatch(/^Queued 1 delivery of lead .*The running server's relay sends them/);
      const again = await leads('redeliver', ID.first, '--channel', 'email');
      expect(again.exitCode).toBe(0);
      const { rows } = await database.query<{ channel: string; target: string; state: string }>(
        `select channel, target, state from lead_deliveries
         where lead_id = $1 and purpose = 'redelivery'`,
        [ID.first],
      );
      expect(rows).toEqual([
        { channel: 'email', target: 'sales@baysidemazda.com.au', state: 'pending' },
        { channel: 'email', target: 'sales@baysidemazda.com.au', state: 'pending' },
      ]);
    });

    test('redeliver refuses Incomplete and spam leads, and a channel the dealer lacks', async () => {
      const incomplete = await leads('redeliver', ID.incomplete);
      expect(incomplete).toMatchObject({ exitCode: 1, stdout: '' });
      expect(incomplete.stderr).toMatch(/is Incomplete: only a submitted \(Complete\) lead/);
      const spam = await leads('redeliver', ID.spam);
      expect(spam.exitCode).toBe(1);
      expect(spam.stderr).toContain('taken for spam (honeypot)');
      const webhook = await leads('redeliver', ID.repeat, '--channel', 'webhook');
      expect(webhook.exitCode).toBe(1);
      expect(webhook.stderr).toBe(
        `leads: Nothing queued: ${BAYSIDE} has no webhook delivery configured\n`,
      );
    });

    test('bad arguments: exit 2, the argument named, usage shown, the store not opened', async () => {
      const before = opened;
      for (const [argv, message] of [
        [['list'], '--tenant <slug> is required'],
        [['list', '--tenant', 'nowhere'], "--tenant 'nowhere' is not a tenant"],
        [
          ['list', '--tenant', BAYSIDE, '--status', 'Done'],
          '--status must be Complete or Incomplete',
        ],
        [['list', '--tenant', BAYSIDE, '--since', '2025-02-30'], '--since must be a date'],
        [['list', '--tenant', BAYSIDE, '--limit', '0'], '--limit must be a whole number'],
        [['export', '--tenant', BAYSIDE, '--limit', '5'], "Unknown option '--limit'"],
        [['show'], '<lead-id> is required'],
        [['show', '42'], "<lead-id> must be a lead's UUID"],
        [['redeliver', ID.first, '--channel', 'sms'], '--channel must be email or webhook'],
        [['purge'], "Unknown command 'purge'"],
      ] as const) {
        const result = await leads(...argv);
        expect(result.exitCode, argv.join(' ')).toBe(2);
        expect(result.stderr.split('\n')[0]).toContain(message);
        expect(result.stderr).toContain('Usage: npm run leads -- <command>');
      }
      expect(opened).toBe(before);
    });
  });
});

describe('the real entry, node --import tsx scripts/leads.ts', () => {
  const run = promisify(execFile);
  let dataDir: string;

  function leadsCli(...argv: string[]) {
    return run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...argv], {
      cwd: repoPath(),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
    await seedPGlite(dataDir);
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, silent);
    await seedLeads(database);
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('lists from DATA_DIR/pglite; while a server holds it, says to stop it or use DATABASE_URL', async () => {
    const listed = await leadsCli('list', '--tenant', BAYSIDE);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(ID.repeat);

    // This process holds the PGlite lock, as a running server does.
    const held = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, silent);
    try {
      const refused = await leadsCli('list', '--tenant', BAYSIDE);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toBe(
        `leads: The lead store in ${path.join(dataDir, 'pglite')} is in use by process ${process.pid} ` +
          '(a running server): stop the server, or set DATABASE_URL so the server and this command share Postgres\n',
      );
    } finally {
      await held.close();
    }
  });
});
