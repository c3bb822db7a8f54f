import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { capturedLogs } from '../../support/captured-logs.ts';

const SECRET = 'Sentinel-Value-42';

let lite: PGlite;
beforeAll(async () => {
  lite = await PGlite.create();
  await lite.exec('create table t (id int primary key, email text check (length(email) < 3))');
}, 60_000);
afterAll(() => lite?.close());

/** The error a PGlite statement gives, as a real driver failure. */
async function databaseError(sql: string, params: unknown[]): Promise<unknown> {
  try {
    await lite.query(sql, params);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('the platform logger', () => {
  test('a failed insert logs its class, code and constraint, not its parameters or row', async () => {
    const error = await databaseError('insert into t values ($1, $2)', [1, `${SECRET}@x.example`]);
    // What the driver really carries: the values, three times over.
    expect(error).toMatchObject({
      params: [1, `${SECRET}@x.example`],
      detail: expect.stringContaining(SECRET),
    });
    const logs = capturedLogs();
    logs.logger.error({ err: error }, 'insert failed');
    logs.logger.error(error);
    expect(logs.text()).not.toContain(SECRET);
    const [withMessage, bare] = logs.lines();
    expect(withMessage!.err).toMatchObject({
      code: '23514',
      table: 't',
      constraint: 't_email_check',
    });
    expect(bare!.msg).toBe('new row for relation "t" violates check constraint "t_email_check"');
  });

  test('a value quoted in a database message is masked', async () => {
    const error = await databaseError('insert into t values ($1, $2)', [SECRET, 'a']);
    const logs = capturedLogs();
    logs.logger.error(error);
    expect(logs.text()).not.toContain(SECRET);
    expect(logs.lines()[0]!.msg).toBe('invalid input syntax for type integer: "…"');
  });

  test('personal fields at any depth, form bodies, child bindings and addresses in text', () => {
    const logs = capturedLogs();
    const child = logs.logger.child({ ip: '203.0.113.9', email: `${SECRET}@x.example` });
    child.warn(
      {
        tenant: 'bayside-mazda',
        lead: { id: 'l1' },
        outer: {
          inner: { Phone: SECRET, last_name: SECRET, note: `write to ${SECRET}@x.example` },
          fields: { name: SECRET, 'Vehicle Make': 'Mazda' },
        },
        fields: { name: SECRET, 'Vehicle Make': 'Mazda' },
        err: Object.assign(new SyntaxError(`Unexpected token in "${SECRET}"`), {
          body: SECRET,
          type: 'entity.parse.failed',
          status: 400,
        }),
      },
      `mail ${SECRET}@x.example bounced`,
    );
    expect(logs.text()).not.toContain(SECRET);
    expect(logs.text()).not.toContain('203.0.113.9');
    expect(logs.lines()[0]).toMatchObject({
      tenant: 'bayside-mazda',
      ip: '[Redacted]',
      fields: '[Redacted]',
      lead: '[Redacted]',
      outer: {
        inner: { Phone: '[Redacted]', note: 'write to <address>' },
        // Nested, a form keeps its field names (what was sent), never their values.
        fields: { name: '[Redacted]', 'Vehicle Make': '[Redacted]' },
      },
      err: { type: 'SyntaxError', errorType: 'entity.parse.failed', status: 400 },
      msg: 'mail <address> bounced',
    });
  });
});
