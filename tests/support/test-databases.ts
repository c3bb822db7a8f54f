import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { readMigrations } from '#server/db/migrate.server.ts';
import { openDatabase, pgliteDir } from '#server/db/open-database.server.ts';
import { openPGliteDatabase } from '#server/db/pglite-database.server.ts';
import type { Env } from '#server/env.server.ts';
import { repoPath } from '#server/repo-path.server.ts';

const silent = pino({ level: 'silent' });

/**
 * The maintenance database of the Postgres server the tests use (trust auth);
 * POSTGRES_TEST_URL points them at another server.
 */
export const POSTGRES_ADMIN_URL =
  process.env.POSTGRES_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 3_000,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Why the Postgres cases cannot run here, or undefined when the server answers. */
export async function whyPostgresIsUnavailable(): Promise<string | undefined> {
  try {
    await withAdmin((client) => client.query('select 1'));
    return undefined;
  } catch (error) {
    const { message, code } = error as { message?: string; code?: string };
    return `Postgres at ${POSTGRES_ADMIN_URL} is not reachable (${message || code}): its cases are skipped`;
  }
}

export interface ThrowawayPostgres {
  /** DATABASE_URL of the new, empty database. */
  url: string;
  /** Connections open to it now (from any process). */
  connections(): Promise<number>;
  /** Drops it, closing any connection left open. */
  drop(): Promise<void>;
}

/** A uniquely named empty database on the test server, for one test file or case. */
export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const name = `dealer_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    connections: () =>
      withAdmin(async (client) => {
        const { rows } = await client.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = $1',
          [name],
        );
        return Number(rows[0]?.n);
      }),
    drop: async () => {
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const templates = new Map<'blank' | 'migrated', Promise<string>>();

/**
 * A PGlite folder to copy: initialising one costs seconds per test file,
 * copying one a fraction of that. Shared by every test process (keyed by the
 * PGlite version and, when migrated, the migrations) and visible under its name
 * only once complete.
 */
function pgliteTemplate(kind: 'blank' | 'migrated'): Promise<string> {
  let template = templates.get(kind);
  if (!template) {
    template = createPGliteTemplate(kind);
    templates.set(kind, template);
  }
  return template;
}

async function createPGliteTemplate(kind: 'blank' | 'migrated'): Promise<string> {
  const manifest = fs.readFileSync(
    repoPath('node_modules', '@electric-sql', 'pglite', 'package.json'),
  );
  const key = crypto.createHash('sha256').update(manifest).update(kind);
  if (kind === 'migrated') for (const migration of readMigrations()) key.update(migration.checksum);
  const dir = path.join(os.tmpdir(), `dealer-platform-pglite-${key.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(dir)) return dir;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-pglite-staging-'));
  try {
    const database =
      kind === 'migrated'
        ? await openDatabase({ DATA_DIR: staging, DATABASE_URL: undefined }, silent)
        : await openPGliteDatabase(pgliteDir(staging));
    await database.close();
    fs.renameSync(pgliteDir(staging), dir);
  } catch (error) {
    // Another test process finished its copy first: use that one.
    if (!fs.existsSync(dir)) throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}

/** Puts a migrated PGlite into DATA_DIR/pglite, as a restart would find it. */
export async function seedPGlite(dataDir: string): Promise<void> {
  fs.cpSync(await pgliteTemplate('migrated'), pgliteDir(dataDir), { recursive: true });
}

/** An empty store (no migrations applied) and the env that opens it. */
export interface TestStore {
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>;
  cleanup(): Promise<void>;
}

export async function freshPGliteStore(): Promise<TestStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-db-'));
  fs.cpSync(await pgliteTemplate('blank'), pgliteDir(dataDir), { recursive: true });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function freshPostgresStore(): Promise<TestStore> {
  const postgres = await createThrowawayPostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-db-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres.url },
    async cleanup() {
      await postgres.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Both stores, for describe.each; Postgres carries the reason it is skipped, if any. */
export function storeBackends(postgresSkipReason: string | undefined) {
  return [
    { name: 'PGlite', fresh: freshPGliteStore, skip: undefined },
    { name: 'Postgres', fresh: freshPostgresStore, skip: postgresSkipReason },
  ];
}
