// A new embedded database is loaded from the build's template (no initdb) and created whole or
// not at all: made and migrated beside its place, then renamed in; a cut-off creation's leftover
// is deleted first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  createPGliteDatabase,
  creatingDir,
  hasPGliteDatabase,
} from '#server/db/create-pglite.server.ts';
import { openPGliteDatabase } from '#server/db/pglite-database.server.ts';
import { readPGliteTemplate, writePGliteTemplate } from '#server/db/pglite-template.server.ts';
import { MIGRATIONS_DIR } from '#server/db/migrate.server.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('a database made from the template is migrated, whole, and opens again', async () => {
  const templateFile = path.join(root, 'template.tar.gz');
  expect(await writePGliteTemplate(templateFile)).toBeGreaterThan(0);
  const dir = path.join(root, 'pglite');
  // What a creation cut off by SIGTERM (or SIGKILL) leaves.
  fs.mkdirSync(creatingDir(dir));
  fs.writeFileSync(path.join(creatingDir(dir), 'PG_VERSION'), 'half');

  const applied = await createPGliteDatabase(dir, readPGliteTemplate(templateFile));
  expect(applied).toEqual(
    fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort(),
  );
  expect(hasPGliteDatabase(dir)).toBe(true);
  expect(fs.existsSync(creatingDir(dir))).toBe(false);
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);

  const database = await openPGliteDatabase(dir);
  try {
    const { rows } = await database.query<{ n: number }>(
      'select count(*)::int as n from schema_migrations',
    );
    expect(rows[0]!.n).toBe(applied.length);
  } finally {
    await database.close();
  }
}, 120_000);

test('the template holds no migration: nothing one instance makes ships to every other', async () => {
  const templateFile = path.join(root, 'template.tar.gz');
  const dir = path.join(root, 'bare');
  const database = await openPGliteDatabase(dir, { template: readPGliteTemplate(templateFile)! });
  try {
    const { rows } = await database.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    expect(rows[0]!.n).toBe(0);
  } finally {
    await database.close();
  }
}, 120_000);
