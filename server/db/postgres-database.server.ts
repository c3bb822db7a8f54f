import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import {
  PG_TYPE,
  parseInt8,
  type Database,
  type QueryResult,
  type Transaction,
  type TransactionOptions,
} from './database.server.ts';

// Serialization failure and deadlock: Postgres asks the client to run the transaction again.
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_TRANSACTION_RUNS = 5;

// Per pool, so the process-wide pg.types defaults stay untouched; matches PGlite's values.
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_TYPE.int8) return parseInt8;
    if (oid === PG_TYPE.date) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** A node-postgres pool on `url`; `onIdleError` hears about connections that drop while idle. */
export async function openPostgresDatabase(
  url: string,
  onIdleError: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    application_name: 'dealer-platform',
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', onIdleError);
  let closed = false;
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return toResult(await pool.query(sql, [...params]));
    },
    async transaction(fn, options) {
      for (let run = 1; ; run += 1) {
        try {
          return await runTransaction(pool, fn, options);
        } catch (error) {
          const code = (error as { code?: string }).code ?? '';
          if (run >= MAX_TRANSACTION_RUNS || !RETRYABLE_CODES.has(code)) throw error;
          await delay(Math.random() * 20 * run);
        }
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function runTransaction<T>(
  pool: pg.Pool,
  fn: (tx: Transaction) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  let finished = false;
  let broken: Error | undefined;
  const open = () => {
    if (finished) throw new Error('transaction already finished: use it only inside its callback');
  };
  const tx: Transaction = {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      open();
      return toResult<R>(await client.query(sql, [...params]));
    },
    async exec(sql) {
      open();
      await client.query(sql);
    },
  };
  try {
    await client.query(
      options.isolation === 'serializable' ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN',
    );
    const result = await fn(tx);
    const commit = await client.query('COMMIT');
    // A statement failed and `fn` caught it: Postgres answers COMMIT with ROLLBACK, no error.
    if (commit.command === 'ROLLBACK') {
      throw new Error('transaction rolled back: a statement inside it failed');
    }
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    finished = true;
    client.release(broken);
  }
}

function toResult<T>(result: pg.QueryResult): QueryResult<T> {
  return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
}
