import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoPath } from '../repo-path.server.ts';
import type { Database, Transaction } from './database.server.ts';

export const MIGRATIONS_DIR = repoPath('server', 'db', 'migrations');
const FILE_NAME = /^(\d{4})-([a-z0-9]+(?:-[a-z0-9]+)*)\.sql$/;
// Any bigint every process of this app agrees on: it serialises migrations across processes.
const MIGRATION_LOCK_KEY = 7_241_907_301;

export interface Migration {
  version: number;
  /** The file name, e.g. 0001-leads.sql. */
  name: string;
  sql: string;
  checksum: string;
}

interface AppliedMigration {
  version: number;
  name: string;
  checksum: string;
}

/**
 * The migration files, in version order. A file is NNNN-name.sql: plain SQL
 * without BEGIN/COMMIT (each runs inside its own transaction). Once applied
 * anywhere a file never changes: a change is the next numbered file.
 */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const seen = new Map<number, string>();
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) {
        throw new Error(
          `${path.join(dir, file)}: name migrations NNNN-name.sql (e.g. 0002-reservations.sql)`,
        );
      }
      const version = Number(match[1]);
      const clash = seen.get(version);
      if (clash)
        throw new Error(`${file} and ${clash} share version ${match[1]}: renumber the newer one`);
      seen.set(version, file);
      // Hashed with LF line ends, so a checkout that converts them does not look like an edit.
      const sql = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n');
      return {
        version,
        name: file,
        sql,
        checksum: crypto.createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own
 * transaction under one advisory lock, so processes starting together apply each
 * file once (a waiting process finds it recorded). Returns the files applied now.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  const applied = await db.transaction(async (tx) => {
    await takeMigrationLock(tx);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const result = await tx.query<AppliedMigration>(
      'select version, name, checksum from schema_migrations order by version',
    );
    return result.rows;
  });
  const pending = checkHistory(applied, migrations);
  const appliedNow: string[] = [];
  for (const migration of pending) {
    const ran = await db
      .transaction(async (tx) => {
        await takeMigrationLock(tx);
        const recorded = await tx.query('select 1 from schema_migrations where version = $1', [
          migration.version,
        ]);
        if (recorded.rowCount > 0) return false;
        await tx.exec(migration.sql);
        await tx.query(
          'insert into schema_migrations (version, name, checksum) values ($1, $2, $3)',
          [migration.version, migration.name, migration.checksum],
        );
        return true;
      })
      .catch((error: Error) => {
        throw new Error(`migration ${migration.name} failed and was rolled back: ${error.message}`);
      });
    if (ran) appliedNow.push(migration.name);
  }
  return appliedNow;
}

function takeMigrationLock(tx: Transaction) {
  return tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
}

/** The migrations still to apply; refuses a history this code cannot continue. */
function checkHistory(applied: AppliedMigration[], migrations: Migration[]): Migration[] {
  const byVersion = new Map(migrations.map((migration) => [migration.version, migration]));
  for (const row of applied) {
    const file = byVersion.get(row.version);
    if (file && file.checksum !== row.checksum) {
      throw new Error(
        `migration ${file.name} changed after it was applied: restore it and put the change in a new migration`,
      );
    }
  }
  const latest = Math.max(0, ...applied.map((row) => row.version));
  const done = new Set(applied.map((row) => row.version));
  const pending = migrations.filter((migration) => !done.has(migration.version));
  const stale = pending.find((migration) => migration.version < latest);
  if (stale) {
    throw new Error(
      `migration ${stale.name} is older than the applied version ${latest}: renumber it after the newest migration`,
    );
  }
  return pending;
}
