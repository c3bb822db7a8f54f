// PGlite runs statements synchronously and hands its queue on in microtasks. The adapter lets
// the event loop turn before each statement, so a signal, a readiness probe or a new connection
// is handled while many requests' statements are queued (docs/operations.md, Shutdown).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openPGliteDatabase } from '#server/db/pglite-database.server.ts';

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-yields-'));
  database = await openPGliteDatabase(dir);
}, 60_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an event that is ready while many requests queue statements is handled before they finish', async () => {
  const REQUESTS = 20;
  const STATEMENTS = 5;
  let finished = 0;
  // Like leads under load: each request runs its statements one after another, all at once.
  const requests = Array.from({ length: REQUESTS }, async (_, index) => {
    for (let step = 0; step < STATEMENTS; step += 1) {
      await database.query('select $1::int + $2::int as n', [index, step]);
    }
    await database.transaction(async (tx) => {
      await tx.query('select 1');
      await tx.query('select 2');
    });
    finished += 1;
  });
  // Stands for the signal handler (or a new connection): ready now, run at the next turn.
  const finishedWhenHandled = await new Promise<number>((resolve) =>
    setImmediate(() => resolve(finished)),
  );
  await Promise.all(requests);
  expect(finished).toBe(REQUESTS);
  expect(finishedWhenHandled).toBeLessThan(REQUESTS);
});
