import { PGlite, type Results } from '@electric-sql/pglite';
import { PG_TYPE, parseInt8, type Database, type QueryResult } from './database.server.ts';
import { lockPGliteDir } from './pglite-lock.server.ts';

const PGLITE_OPTIONS = {
  // Postgres' default (128 MB) is sized for a database server; the lead store's working set
  // is a few megabytes, and this memory sits in every instance (docs/decisions/0020).
  postgresqlconf: 'shared_buffers = 16MB\n',
  parsers: { [PG_TYPE.int8]: parseInt8, [PG_TYPE.date]: (value: string) => value },
};

/**
 * PGlite runs each statement synchronously (WebAssembly) and hands its queue on in microtasks,
 * so the statements of many requests queued behind one another run back to back without the
 * event loop turning: under a burst of leads that held up a SIGTERM, readiness and every new
 * connection for seconds (docs/operations.md, Shutdown). Each statement waits one turn first.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Embedded PGlite stored in `dir` (created and initialised on first use).
 * PGlite runs one statement at a time in one session and queues everything
 * else behind an open transaction, so its transactions are already serial.
 */
export async function openPGliteDatabase(dir: string): Promise<Database> {
  const unlock = lockPGliteDir(dir);
  let lite: PGlite;
  try {
    lite = await PGlite.create(dir, PGLITE_OPTIONS);
  } catch (error) {
    unlock();
    throw error;
  }
  let closed = false;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      await nextTurn();
      return toResult(await lite.query<T>(sql, [...params]));
    },
    transaction(fn) {
      return lite.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params: readonly unknown[] = []) => {
            await nextTurn();
            return toResult(await tx.query<T>(sql, [...params]));
          },
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await lite.close();
      } finally {
        unlock();
      }
    },
  };
}

function toResult<T>(result: Results<T>): QueryResult<T> {
  return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
}
