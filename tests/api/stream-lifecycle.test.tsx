import { Suspense, use } from 'react';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { createStaticHandler, data, redirect, type RouteObject } from 'react-router';
import { expect, test } from 'vitest';
import type { RouteContext } from '#shared/app/route-context.ts';
import { streamPage } from '#server/ssr/render-page.server.tsx';
import { toFetchRequest } from '#server/ssr/fetch-request.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { requestLog } from '#server/http/request-log.server.ts';
import { capturedLogs, ERROR_LEVEL } from '../support/captured-logs.ts';

const never = new Promise<never>(() => {});

function Stuck(): never {
  return use(never);
}

function Broken(): never {
  throw new Error('a part failed to render');
}

let arrive: (value: string) => void = () => {};
const arriving = new Promise<string>((resolve) => {
  arrive = resolve;
});

function Arriving() {
  return <p>{use(arriving)}</p>;
}

const routes: RouteObject[] = [
  {
    id: 'slow',
    path: '/slow',
    loader: () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 1500)),
    Component: () => <p>late</p>,
  },
  { id: 'ok', path: '/ok', Component: () => <p>rendered</p> },
  { id: 'stuck', path: '/stuck', Component: Stuck },
  {
    id: 'broken-part',
    path: '/broken-part',
    Component: () => (
      <main>
        <p>shell</p>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </main>
    ),
  },
  {
    id: 'late-part',
    path: '/late-part',
    Component: () => (
      <main>
        <Suspense fallback={<p>waiting</p>}>
          <Arriving />
        </Suspense>
      </main>
    ),
  },
  { id: 'moved', path: '/moved', loader: () => redirect('/elsewhere', 301) },
  {
    id: 'gone',
    path: '/gone',
    loader: () => data(null, { status: 410 }),
    Component: () => <p>gone</p>,
  },
];

const errors: unknown[] = [];

/** The page stream alone, with test routes, so its lifecycle can be driven into its edge cases. */
const logs = capturedLogs();

/** The log lines at error level of one request. */
const errorLinesOf = (requestId: string) =>
  logs.lines().filter((line) => line.reqId === requestId && line.level >= ERROR_LEVEL);

function lifecycleApp(timeoutMs: number) {
  const app = express();
  app.use(requestLog(logs.logger));
  const options = {
    handler: createStaticHandler(routes),
    timeoutMs,
    exposeErrors: false,
    assets: {
      entry: '/assets/entry.js',
      documentData: () => ({
        themeCss: '',
        faviconUrl: '/favicon.svg',
        styles: [],
        modulePreloads: [],
      }),
    },
  };
  app.get('/{*splat}', (req, res) =>
    streamPage(options, {
      req,
      res,
      request: toFetchRequest(req, res, 'lifecycle.localhost'),
      tenant: {} as ResolvedTenant,
      context: {} as RouteContext,
      nonce: 'test-nonce',
    }),
  );
  app.use(
    (error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      errors.push(error);
      res.status(500).end();
    },
  );
  return app;
}

test('a normal page streams with its status and the nonce on React’s scripts', async () => {
  const res = await request(lifecycleApp(1000)).get('/ok');
  expect(res.status).toBe(200);
  expect(res.text).toContain('<p>rendered</p>');
  expect(res.text).toContain('<script nonce="test-nonce"');
});

test('a stuck render is aborted after the timeout and answered with the 503 fallback page', async () => {
  const res = await request(lifecycleApp(200)).get('/stuck');
  expect(res.status).toBe(503);
  expect(res.text).toContain('Something went wrong');
  expect(res.text).not.toContain('<script');
  // The page shows the reference its one error line carries.
  const requestId = String(res.headers['x-request-id']);
  expect(res.text).toContain(`<p>Reference: <code>${requestId}</code></p>`);
  const failures = errorLinesOf(requestId);
  expect(failures).toEqual([
    expect.objectContaining({
      msg: 'request failed',
      status: 503,
      where: 'page deadline',
      err: expect.objectContaining({ message: 'Page did not finish in 200 ms; aborted' }),
    }),
  ]);
});

test('a part that fails inside a Suspense boundary is reported and the page is a 500', async () => {
  const res = await request(lifecycleApp(1000)).get('/broken-part');
  expect(res.status).toBe(500);
  expect(res.text).toContain('<p>shell</p>');
  const requestId = String(res.headers['x-request-id']);
  const failures = errorLinesOf(requestId);
  expect(failures).toEqual([
    expect.objectContaining({
      where: 'page render',
      err: expect.objectContaining({ message: 'a part failed to render' }),
    }),
  ]);
});

test('a part that suspends inside a boundary streams in once it arrives', async () => {
  setTimeout(() => arrive('arrived'), 100);
  const res = await request(lifecycleApp(2000)).get('/late-part');
  expect(res.status).toBe(200);
  expect(res.text).toContain('<p>waiting</p>');
  expect(res.text).toContain('arrived');
});

test('redirects are decided by loaders before any byte is streamed', async () => {
  const res = await request(lifecycleApp(1000)).get('/moved');
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe('/elsewhere');
});

test('a loader’s status (e.g. 410 for a sold car) becomes the page status', async () => {
  const res = await request(lifecycleApp(1000)).get('/gone');
  expect(res.status).toBe(410);
  expect(res.text).toContain('<p>gone</p>');
});

test('the deadline covers loaders too: a loader still running is answered with 503', async () => {
  const res = await request(lifecycleApp(200)).get('/slow');
  expect(res.status).toBe(503);
  expect(res.text).toContain('Something went wrong');
});

test('a shopper who disconnects while loaders run causes no error', async () => {
  errors.length = 0;
  const server = lifecycleApp(5000).listen(0);
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    const req = http.get({ port, path: '/slow', host: '127.0.0.1' });
    req.on('error', () => resolve());
    setTimeout(() => req.destroy(), 100);
  });
  await new Promise((resolve) => setTimeout(resolve, 1700)); // past the loader's finish
  server.close();
  expect(errors).toEqual([]);
});
