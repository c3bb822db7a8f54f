import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pino } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import { migrate, readMigrations } from '#server/db/migrate.server.ts';
import {
  connectDatabase,
  DatabaseStartupError,
  openDatabase,
  pgliteDir,
} from '#server/db/open-database.server.ts';
import { openPGliteDatabase } from '#server/db/pglite-database.server.ts';
import {
  freshPGliteStore,
  freshPostgresStore,
  storeBackends,
  whyPostgresIsUnavailable,
  type TestStore,
} from '../support/test-databases.ts';

// Migration mechanics on both stores; concurrency on Postgres; PGlite's one-process lock.
const silent = pino({ level: 'silent' });
const postgresSkipReason = await whyPostgresIsUnavailable();
if (postgresSkipReason) console.warn(postgresSkipReason);
const backends = storeBackends(postgresSkipReason);

const tempDirs: string[] = [];
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function migrationsDir(files: Record<string, string>) {
  const dir = tempDir('db-migrations-');
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe.each(backends)('$name migrations', ({ fresh, skip }) => {
  const stores: TestStore[] = [];
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await Promise.all(stores.map((store) => store.cleanup()));
  });
  async function connect() {
    const store = await fresh();
    stores.push(store);
    const database = await connectDatabase(store.env, silent);
    opened.push(database);
    return database;
  }

  test.skipIf(skip)('a new file is applied on the next startup, alone', async () => {
    const database = await connect();
    const first = { '0001-cars.sql': 'create table cars (id int primary key);' };
    expect(await migrate(database, readMigrations(migrationsDir(first)))).toEqual([
      '0001-cars.sql',
    ]);
    const second = {
      ...first,
      '0002-car-names.sql':
        'alter table cars add column name text;\ninsert into cars values (1, $$a;b$$);',
    };
    expect(await migrate(database, readMigrations(migrationsDir(second)))).toEqual([
      '0002-car-names.sql',
    ]);
    expect((await database.query('select name from cars')).rows).toEqual([{ name: 'a;b' }]);
  });

  test.skipIf(skip)('a failing file is rolled back, named, and the earlier ones stay', async () => {
    const database = await connect();
    const dir = migrationsDir({
      '0001-cars.sql': 'create table cars (id int primary key);',
      '0002-broken.sql': 'create table half (id int);\nselect * from no_such_table;',
    });
    await expect(migrate(database, readMigrations(dir))).rejects.toThrow(
      /migration 0002-broken\.sql failed and was rolled back: .*no_such_table/,
    );
    const versions = await database.query('select version from schema_migrations');
    expect(versions.rows).toEqual([{ version: 1 }]);
    const half = await database.query(
      `select 1 from information_schema.tables where table_name = 'half'`,
    );
    expect(half.rowCount).toBe(0);
  });

  test.skipIf(skip)('a file changed after it was applied stops startup', async () => {
    const database = await connect();
    await migrate(
      database,
      readMigrations(migrationsDir({ '0001-cars.sql': 'create table cars (id int);' })),
    );
    const edited = migrationsDir({ '0001-cars.sql': 'create table cars (id bigint);' });
    await expect(migrate(database, readMigrations(edited))).rejects.toThrow(
      'migration 0001-cars.sql changed after it was applied: restore it and put the change in a new migration',
    );
  });
});

test('migration files are named NNNN-name.sql with one file per version', () => {
  expect(() => readMigrations(migrationsDir({ 'cars.sql': 'select 1;' }))).toThrow(
    /cars\.sql: name migrations NNNN-name\.sql/,
  );
  const clash = migrationsDir({ '0001-a.sql': 'select 1;', '0001-b.sql': 'select 1;' });
  expect(() => readMigrations(clash)).toThrow('0001-b.sql and 0001-a.sql share version 0001');
});

describe.skipIf(postgresSkipReason)('Postgres under concurrency', () => {
  let store: TestStore;
  const databases: Database[] = [];
  beforeAll(async () => {
    store = await freshPostgresStore();
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    await store.cleanup();
  });

  test('processes starting together apply each migration exactly once', async () => {
    for (let i = 0; i < 6; i += 1) databases.push(await connectDatabase(store.env, silent));
    const applied = await Promise.all(databases.map((database) => migrate(database)));
    expect(applied.flat().sort()).toEqual(readMigrations().map((file) => file.name));
    const recorded = await databases[0]!.query('select version from schema_migrations');
    expect(recorded.rowCount).toBe(readMigrations().length);
  });

  test('a serializable transaction that loses a race is run again and sees the winner', async () => {
    const database = await openDatabase(store.env, silent);
    databases.push(database);
    let runs = 0;
    let release!: () => void;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    let readers = 0;
    // Both read "no reveals yet", then both write: one of them must be re-run.
    const reveal = (requestId: string) =>
      database.transaction(
        async (tx) => {
          runs += 1;
          const seen = await tx.query<{ n: number }>(
            'select count(*) as n from phone_reveals where car_id = 5',
          );
          if ((readers += 1) === 2) release();
          await bothRead;
          await tx.query(
            `insert into phone_reveals (car_id, dealership_id, website_id, request_id)
             values (5, 1, 'bayside-mazda', $1)`,
            [`${requestId}:${seen.rows[0]!.n}`],
          );
        },
        { isolation: 'serializable' },
      );
    await Promise.all([reveal('a'), reveal('b')]);
    expect(runs).toBeGreaterThanOrEqual(3);
    const rows = await database.query<{ request_id: string }>(
      'select request_id from phone_reveals where car_id = 5 order by request_id',
    );
    const counts = rows.rows.map((row) => row.request_id.split(':')[1]).sort();
    expect(counts).toEqual(['0', '1']);
  });
});

describe('PGlite folder lock', () => {
  test('a folder held by another live process is refused; one left by a dead process is taken over', async () => {
    const dir = pgliteDir(tempDir('db-lock-'));
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(openPGliteDatabase(dir)).rejects.toThrow(
      `${dir} is in use by process ${process.ppid}: PGlite serves one process at a time`,
    );
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const store = await freshPGliteStore();
    const left = pgliteDir(store.env.DATA_DIR);
    fs.writeFileSync(`${left}.lock`, String(gone));
    const database = await openPGliteDatabase(left);
    try {
      expect(fs.readFileSync(`${left}.lock`, 'utf8')).toBe(String(process.pid));
      await expect(openPGliteDatabase(left)).rejects.toThrow('is already open in this process');
    } finally {
      await database.close();
    }
    expect(fs.existsSync(`${left}.lock`)).toBe(false);
    await store.cleanup();
  });
});

test('an unreachable DATABASE_URL stops startup in one line naming it, password hidden', async () => {
  const env = {
    DATA_DIR: tempDir('db-down-'),
    DATABASE_URL: 'postgres://dealer:s3cret@127.0.0.1:1/leads',
  };
  const failure = openDatabase(env, silent);
  await expect(failure).rejects.toBeInstanceOf(DatabaseStartupError);
  await expect(failure).rejects.toThrow(
    /^Postgres at DATABASE_URL=postgres:\/\/dealer:\*\*\*@127\.0\.0\.1:1\/leads could not be opened: .*ECONNREFUSED.*is Postgres running there\?\)$/,
  );
  await expect(failure).rejects.not.toThrow(/s3cret/);
});
