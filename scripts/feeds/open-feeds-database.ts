import fs from 'node:fs';
import { pino } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase, pgliteDir } from '#server/db/open-database.server.ts';
import type { Env } from '#server/env.server.ts';
import { CommandFailure } from '../leads/cli-outcome.ts';

/**
 * The server's database (migrated, as at startup), where pulls are recorded. PGlite serves
 * one process: while a server holds it the command says so and does nothing.
 */
export async function openFeedsDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
): Promise<Database> {
  const dir = pgliteDir(env.DATA_DIR);
  if (!env.DATABASE_URL && !fs.existsSync(dir)) {
    throw new CommandFailure(
      `No database in ${dir}: set DATA_DIR to the server's data folder, or DATABASE_URL`,
    );
  }
  try {
    return await openDatabase(env, pino({ level: 'error' }, pino.destination(2)));
  } catch (error) {
    const holder = /in use by process (\d+)/.exec(String((error as Error).cause ?? ''));
    if (holder) {
      throw new CommandFailure(
        `The database in ${dir} is in use by process ${holder[1]} (a running server), and ` +
          'PGlite serves one process at a time: stop the server (its scheduler pulls the feeds ' +
          'meanwhile), or set DATABASE_URL so the server and this command share Postgres',
      );
    }
    throw new CommandFailure((error as Error).message);
  }
}
