// Readiness under load: a shutting-down instance answers 503 at once, even while a dependency
// check (the database behind a queue of statements) has not answered. A "not yet" is an
// answer, logged as a warning, not as a failed request.
import express from 'express';
import request from 'supertest';
import { expect, test } from 'vitest';
import { opsRoutes, type ReadinessCheck } from '#server/http/ops-routes.server.ts';
import { requestLog } from '#server/http/request-log.server.ts';
import { capturedLogs } from '../../support/captured-logs.ts';

function appWith(checks: ReadinessCheck[]) {
  return express().use(opsRoutes(checks));
}

test('a failing fail-fast check answers 503 without waiting for the others', async () => {
  let draining = true;
  const stuck = new Promise<void>(() => {}); // a database query that never gets its turn
  const app = appWith([
    {
      name: 'accepting_traffic',
      failFast: true,
      check: () => void (draining && fail('shutting down')),
    },
    { name: 'database', check: () => stuck },
  ]);
  const res = await request(app).get('/readyz').timeout(2_000);
  expect(res.status).toBe(503);
  expect(res.body).toEqual({
    status: 'not ready',
    checks: [{ name: 'accepting_traffic', ok: false, error: 'shutting down' }],
  });
  draining = false;
});

test('a shutdown that begins while the slower checks run answers 503, not a stale 200', async () => {
  let draining = false;
  const app = appWith([
    {
      name: 'accepting_traffic',
      failFast: true,
      check: () => void (draining && fail('shutting down')),
    },
    {
      name: 'database',
      check: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        draining = true; // the signal arrives while the database answers
      },
    },
  ]);
  const res = await request(app).get('/readyz');
  expect(res.status).toBe(503);
  expect(res.body.checks).toEqual([
    { name: 'accepting_traffic', ok: false, error: 'shutting down' },
  ]);
});

test('ready: every check in order', async () => {
  const app = appWith([
    { name: 'accepting_traffic', failFast: true, check: () => undefined },
    { name: 'tenants', check: () => undefined },
    { name: 'database', check: async () => undefined },
  ]);
  const res = await request(app).get('/readyz');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    status: 'ready',
    checks: [
      { name: 'accepting_traffic', ok: true },
      { name: 'tenants', ok: true },
      { name: 'database', ok: true },
    ],
  });
});

test('a 503 from readiness is one warning naming the failing checks, not an error', async () => {
  const logs = capturedLogs();
  const app = express()
    .use(requestLog(logs.logger))
    .use(
      opsRoutes([
        { name: 'tenants', check: () => undefined },
        { name: 'stock', check: () => fail('loading the sites stock: 3 of 300 sites') },
      ]),
    );
  expect((await request(app).get('/readyz')).status).toBe(503);
  const [line, ...others] = logs.lines();
  expect(others).toEqual([]);
  expect(line).toMatchObject({
    level: 40,
    msg: 'not ready',
    path: '/readyz',
    status: 503,
    notReady: ['stock'],
  });
  expect(line).not.toHaveProperty('err');
});

test('a 5xx that is not readiness stays an error line', async () => {
  const logs = capturedLogs();
  const app = express()
    .use(requestLog(logs.logger))
    .get('/broken', (_req, res) => void res.status(503).end());
  expect((await request(app).get('/broken')).status).toBe(503);
  expect(logs.lines()).toMatchObject([{ level: 50, msg: 'request failed', status: 503 }]);
});

function fail(message: string): never {
  throw new Error(message);
}
