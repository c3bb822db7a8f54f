import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Results } from '@electric-sql/pglite';
import type { Database, QueryResult } from './database.server.ts';
import { lockPGliteDir } from './pglite-lock.server.ts';
import { PGLITE_OPTIONS } from './pglite-options.server.ts';

/**
 * PGlite runs each statement synchronously (WebAssembly) and hands its queue on in microtasks,
 * so the statements of many requests queued behind one another run back to back without the
 * event loop turning: under a burst of leads that held up a SIGTERM, readiness and every new
 * connection for seconds (docs/operations.md, Shutdown). Each statement waits one turn first.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Embedded PGlite stored in `dir` (created on first use: from `template`, a data folder's
 * tarball, when given, otherwise by initdb).
 * PGlite runs one statement at a time in one session and queues everything
 * else behind an open transaction, so its transactions are already serial.
 */
export async function openPGliteDatabase(
  dir: string,
  { template }: { template?: Blob } = {},
): Promise<Database> {
  const unlock = lockPGliteDir(dir);
  let lite: PGlite;
  try {
    const fresh = template && !fs.existsSync(path.join(dir, 'PG_VERSION'));
    lite = await PGlite.create(dir, { ...PGLITE_OPTIONS, ...(fresh && { loadDataDir: template }) });
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
