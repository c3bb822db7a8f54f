import path from 'node:path';
import type { Logger } from 'pino';
import { EnvError, redactPassword, type Env } from '../env.server.ts';
import type { Database } from './database.server.ts';
import { migrate } from './migrate.server.ts';
import { openPGliteDatabase } from './pglite-database.server.ts';
import { openPostgresDatabase } from './postgres-database.server.ts';

/** Where PGlite keeps its files when DATABASE_URL is not set. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * An EnvError, so startup prints it as one line: DATABASE_URL or DATA_DIR does
 * not lead to a usable database.
 */
export class DatabaseStartupError extends EnvError {}

/** The adapter DATABASE_URL or DATA_DIR selects, not yet migrated (tests and tools). */
export function connectDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  logger: Logger,
): Promise<Database> {
  return env.DATABASE_URL
    ? openPostgresDatabase(env.DATABASE_URL, (error) =>
        logger.error({ err: error }, 'an idle Postgres connection failed'),
      )
    : openPGliteDatabase(pgliteDir(env.DATA_DIR));
}

/**
 * Opens Postgres (DATABASE_URL) or PGlite (DATA_DIR/pglite) and applies pending
 * migrations before anything is served; any failure closes it and throws
 * DatabaseStartupError naming the database and the fix.
 */
export async function openDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  logger: Logger,
): Promise<Database> {
  const started = performance.now();
  const where = env.DATABASE_URL
    ? `Postgres at DATABASE_URL=${redactPassword(env.DATABASE_URL)}`
    : `PGlite in ${pgliteDir(env.DATA_DIR)}`;
  let database: Database | undefined;
  try {
    database = await connectDatabase(env, logger);
    const applied = await migrate(database);
    logger.info(
      {
        database: database.kind,
        migrationsApplied: applied,
        ms: Math.round(performance.now() - started),
      },
      'database ready',
    );
    return database;
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw new DatabaseStartupError(`${where} could not be opened: ${describe(error)}`, {
      cause: error,
    });
  }
}

function describe(error: unknown): string {
  const { message, code } = error as { message?: string; code?: string };
  const text = message || code || String(error);
  if (code === 'ECONNREFUSED') return `${text} (is Postgres running there?)`;
  if (code === '3D000') return `${text} (create the database first)`;
  return text;
}
