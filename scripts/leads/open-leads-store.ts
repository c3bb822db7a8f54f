import fs from 'node:fs';
import { pino } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase, pgliteDir } from '#server/db/open-database.server.ts';
import type { Env } from '#server/env.server.ts';
import { CommandFailure } from './cli-outcome.ts';

/**
 * The server's lead store (migrated, as at startup). Errors only, on stderr:
 * stdout carries the command's output (an export), and the store's log lines
 * never hold a shopper's details.
 */
export async function openLeadsStore(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
): Promise<Database> {
  const dir = pgliteDir(env.DATA_DIR);
  // Opening a folder that is not there would create an empty store and list nothing.
  if (!env.DATABASE_URL && !fs.existsSync(dir)) {
    throw new CommandFailure(
      `No lead store in ${dir}: set DATA_DIR to the server's data folder, or DATABASE_URL`,
    );
  }
  const logger = pino({ level: 'error' }, pino.destination(2));
  try {
    return await openDatabase(env, logger);
  } catch (error) {
    const holder = /in use by process (\d+)/.exec(String((error as Error).cause ?? ''));
    if (holder) {
      throw new CommandFailure(
        `The lead store in ${dir} is in use by process ${holder[1]} (a running server): ` +
          'stop the server, or set DATABASE_URL so the server and this command share Postgres',
      );
    }
    throw new CommandFailure((error as Error).message);
  }
}
