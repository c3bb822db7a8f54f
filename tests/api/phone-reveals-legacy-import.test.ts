import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pino } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { importLegacyPhoneReveals } from '#server/api/phone-reveals/import-legacy-phone-reveals.server.ts';
import {
  storeBackends,
  whyPostgresIsUnavailable,
  type TestStore,
} from '../support/test-databases.ts';

const postgresSkipReason = await whyPostgresIsUnavailable();
if (postgresSkipReason) console.warn(postgresSkipReason);

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const reveal = (car_id: number, second: number, request_id: string | null = `req-${second}`) =>
  JSON.stringify({
    car_id,
    dealership_id: 7,
    website_id: 'bayside-mazda',
    revealed_at: `2025-03-01T10:00:${String(second).padStart(2, '0')}.000Z`,
    ...(request_id === null ? {} : { request_id }),
  });

const LEGACY_LINES = [
  reveal(101, 1),
  '{"car_id": 102, "dealership_id": 7, "website_id": "bayside-ma', // cut short by a crash
  reveal(102, 2, null),
  '',
  JSON.stringify({ car_id: '103', dealership_id: 7, website_id: 'x', revealed_at: 'now' }),
  reveal(103, 3),
  '[1, 2]',
  JSON.stringify({ ...JSON.parse(reveal(104, 4)), revealed_at: '2025-02-30T10:00:00.000Z' }),
];

describe.each(storeBackends(postgresSkipReason))('$name: legacy phone reveals', (backend) => {
  let store: TestStore;
  let database: Database;
  let file: string;

  async function storedReveals() {
    const { rows } = await database.query(
      'select car_id, dealership_id, website_id, request_id, revealed_at from phone_reveals order by id',
    );
    return rows;
  }

  beforeAll(async () => {
    if (backend.skip) return;
    store = await backend.fresh();
    database = await openDatabase(store.env, pino({ level: 'silent' }));
    file = path.join(store.env.DATA_DIR, 'phone-reveals.jsonl');
  });
  afterAll(async () => {
    await database?.close();
    await store?.cleanup();
  });

  describe.skipIf(backend.skip)(backend.name, () => {
    test('no file: nothing to do', async () => {
      const { logger, lines } = capturingLogger();
      expect(await importLegacyPhoneReveals(database, store.env.DATA_DIR, logger)).toBeUndefined();
      expect(lines).toEqual([]);
    });

    test('imports the good lines, counts the bad ones and archives the file', async () => {
      fs.writeFileSync(file, `${LEGACY_LINES.join('\n')}\n`);
      const { logger, lines } = capturingLogger();
      const summary = await importLegacyPhoneReveals(database, store.env.DATA_DIR, logger);
      expect(summary).toEqual({
        imported: 3,
        alreadyPresent: 0,
        malformed: 4,
        archivedAs: `${file}.imported`,
      });
      expect(await storedReveals()).toEqual([
        {
          car_id: 101,
          dealership_id: 7,
          website_id: 'bayside-mazda',
          request_id: 'req-1',
          revealed_at: new Date('2025-03-01T10:00:01.000Z'),
        },
        expect.objectContaining({ car_id: 102, request_id: null }),
        expect.objectContaining({ car_id: 103, request_id: 'req-3' }),
      ]);
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.readFileSync(`${file}.imported`, 'utf8')).toBe(`${LEGACY_LINES.join('\n')}\n`);
      expect(lines.find((line) => line.msg === 'legacy phone reveals imported')).toMatchObject({
        imported: 3,
        malformed: 4,
      });
      // Line numbers only: the operator can open the archived file to see them.
      expect(lines.find((line) => line.level === 40)).toMatchObject({ lines: [2, 5, 7, 8] });
    });

    test('a restart imports nothing more', async () => {
      const summary = await importLegacyPhoneReveals(
        database,
        store.env.DATA_DIR,
        pino({ level: 'silent' }),
      );
      expect(summary).toBeUndefined();
      expect(await storedReveals()).toHaveLength(3);
    });

    test('the file back after a crash before its rename: its reveals are not counted twice', async () => {
      fs.copyFileSync(`${file}.imported`, file);
      fs.appendFileSync(file, `${reveal(105, 5)}\n`);
      const summary = await importLegacyPhoneReveals(
        database,
        store.env.DATA_DIR,
        pino({ level: 'silent' }),
      );
      expect(summary).toEqual({
        imported: 1,
        alreadyPresent: 3,
        malformed: 4,
        archivedAs: `${file}.imported.2`,
      });
      expect((await storedReveals()).map((row) => row.car_id)).toEqual([101, 102, 103, 105]);
    });

    test('a line the database refuses rolls every batch back and keeps the file', async () => {
      // 600 good lines fill a first batch of 500 before the refused one is reached.
      const good = Array.from({ length: 600 }, (_, i) => reveal(1_000 + i, i % 60));
      fs.writeFileSync(file, `${[...good, reveal(107, 7)].join('\n')}\n`);
      await database.query(
        'alter table phone_reveals add constraint refuse_107 check (car_id <> 107)',
      );
      try {
        await expect(
          importLegacyPhoneReveals(database, store.env.DATA_DIR, pino({ level: 'silent' })),
        ).rejects.toThrow(/refuse_107/);
      } finally {
        await database.query('alter table phone_reveals drop constraint refuse_107');
      }
      expect(fs.existsSync(file)).toBe(true);
      expect(await storedReveals()).toHaveLength(4);
      fs.rmSync(file);
    });
  });
});
