// The HTTP drain on a real server and raw TCP clients, so each case controls exactly which
// bytes are on which connection when shutdown begins. tests/api/shutdown-under-load.test.ts
// runs the whole server process under load.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, expect, test, vi } from 'vitest';
import { gracefulShutdown } from '#server/http/graceful-shutdown.server.ts';
import { connectRaw } from '../../support/raw-connection.ts';

interface Gate {
  promise: Promise<void>;
  open(): void;
}

function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`;

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function startServer(options: { graceMs?: number; delayMs?: number } = {}) {
  const gates = { slow: gate(), stream: gate(), background: gate() };
  const events: string[] = [];
  const logs: Array<{ msg: string }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });
  const requestsSeen: string[] = [];
  const server = http.createServer((req, res) => {
    requestsSeen.push(req.url!);
    if (req.url === '/slow') void gates.slow.promise.then(() => res.end('slow done'));
    else if (req.url === '/stream') {
      res.write('first part;');
      void gates.stream.promise.then(() => res.end('last part'));
    } else if (req.url === '/never') res.write('started');
    else res.end(`answer to ${req.url}`);
  });
  const shutdown = gracefulShutdown({
    server,
    logger,
    graceMs: options.graceMs ?? 60_000,
    ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }),
    beginShutdown: async () => {
      events.push('background stopping');
      await gates.background.promise;
      events.push('background finished');
    },
    close: async (forced) => void events.push(`closed (forced: ${forced})`),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanup = () => server.closeAllConnections();
  return { port, server, shutdown, gates, events, logs, requestsSeen };
}

test('requests under way finish, idle connections close at once, the listener refuses new ones', async () => {
  const { port, shutdown, gates, events, requestsSeen } = await startServer();
  const idle = await connectRaw(port);
  idle.send(get('/before'));
  await idle.received(/answer to \/before/);
  const busy = await connectRaw(port);
  busy.send(get('/slow'));
  const partial = await connectRaw(port);
  // A request whose headers are still arriving at the signal is under way, not idle.
  partial.send('GET /late HTTP/1.1\r\nHost: te');
  await handled(requestsSeen, '/slow');

  const stopped = shutdown('SIGTERM');
  await idle.closed;
  await expect(connectRaw(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  partial.send('st\r\n\r\n');
  const late = await partial.received(/answer to \/late/);
  expect(late).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(late).toMatch(/\r\nConnection: close\r\n/i);
  await partial.closed;

  expect(busy.isClosed()).toBe(false);
  gates.slow.open();
  const slow = await busy.received(/slow done/);
  // Its headers were not yet sent at the signal: it tells the client to close, then closes.
  expect(slow).toMatch(/\r\nConnection: close\r\n/i);
  await busy.closed;

  expect(events).toEqual(['background stopping']);
  gates.background.open();
  expect(await stopped).toBe(0);
  expect(events).toEqual(['background stopping', 'background finished', 'closed (forced: false)']);
});

test('a request the system received just before the signal, on an idle connection, is answered', async () => {
  const { port, shutdown, gates } = await startServer();
  gates.background.open();
  const keepAlive = await connectRaw(port);
  keepAlive.send(get('/first'));
  await keepAlive.received(/answer to \/first/);
  keepAlive.send(get('/just-in-time'));
  // In the same tick: the server has not read it, so the connection still looks idle.
  const stopped = shutdown('SIGTERM');
  const answer = await keepAlive.received(/answer to \/just-in-time/);
  expect(answer.slice(answer.indexOf('answer to /first'))).toMatch(/\r\nConnection: close\r\n/i);
  await keepAlive.closed;
  expect(await stopped).toBe(0);
});

test('a connection that never sent a request does not hold the drain', async () => {
  const { port, shutdown, gates } = await startServer();
  gates.background.open();
  const preconnected = await connectRaw(port);
  const stopped = shutdown('SIGTERM');
  await preconnected.closed;
  expect(preconnected.text()).toBe('');
  expect(await stopped).toBe(0);
});

test('a new connection whose request arrives just after the signal is answered, not reset', async () => {
  const { port, shutdown, gates } = await startServer();
  gates.background.open();
  const late = await connectRaw(port);
  const stopped = shutdown('SIGTERM');
  // A few event-loop turns later, as a POST still on the wire would: past the idle close.
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  late.send(get('/late'));
  const answer = await late.received(/answer to \/late/);
  expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  await late.closed;
  expect(await stopped).toBe(0);
});

test('a response already streaming at the signal ends whole, then its connection closes', async () => {
  const { port, shutdown, gates } = await startServer();
  gates.background.open();
  const streaming = await connectRaw(port);
  streaming.send(get('/stream'));
  const head = await streaming.received(/first part;/);
  expect(head).toMatch(/\r\nConnection: keep-alive\r\n/i);

  const stopped = shutdown('SIGINT');
  gates.stream.open();
  await streaming.closed;
  expect(streaming.text()).toMatch(/last part\r\n0\r\n\r\n$/);
  expect(await stopped).toBe(0);
});

test('during the shutdown delay new connections are still accepted and answered, then refused', async () => {
  const { port, shutdown, gates, events, logs } = await startServer({ delayMs: 300 });
  gates.background.open();
  const idle = await connectRaw(port);
  idle.send(get('/before'));
  await idle.received(/answer to \/before/);
  const stopped = shutdown('SIGTERM');
  // Readiness fails at once (background work told to stop) while the listener stays open.
  expect(events).toEqual(['background stopping']);
  // A balancer that has not yet seen readiness fail opens a connection: it is answered.
  const late = await connectRaw(port);
  late.send(get('/late'));
  const answer = await late.received(/answer to \/late/);
  expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  await late.closed;
  // An idle keep-alive connection is still usable during the delay; its answer closes it.
  idle.send(get('/again'));
  const again = await idle.received(/answer to \/again/);
  expect(again.slice(again.indexOf('answer to /before'))).toMatch(/\r\nConnection: close\r\n/i);
  await idle.closed;
  expect(await stopped).toBe(0);
  // After the delay the listener closed: new connections are refused.
  await expect(connectRaw(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  const messages = logs.map((line) => line.msg);
  expect(messages.indexOf('shutdown delay over: closing the listener')).toBeGreaterThan(
    messages.findIndex((msg) => msg.startsWith('shutting down')),
  );
});

test('a second signal does not cut the drain short', async () => {
  const { port, shutdown, gates, logs, requestsSeen } = await startServer();
  gates.background.open();
  const busy = await connectRaw(port);
  busy.send(get('/slow'));
  await handled(requestsSeen, '/slow');
  const first = shutdown('SIGINT');
  const second = shutdown('SIGINT');
  expect(second).toBe(first);
  expect(logs.map((line) => line.msg)).toContain('already shutting down; the drain continues');
  gates.slow.open();
  await busy.received(/slow done/);
  expect(await first).toBe(0);
});

test('when the grace runs out: remaining connections are cut, the database still closes, exit 1', async () => {
  const { port, shutdown, events, logs } = await startServer({ graceMs: 200 });
  const stuck = await connectRaw(port);
  stuck.send(get('/never'));
  await stuck.received(/started/);

  expect(await shutdown('SIGTERM')).toBe(1);
  await stuck.closed;
  expect(events).toEqual(['background stopping', 'closed (forced: true)']);
  expect(logs.map((line) => line.msg)).toContain(
    'shutdown grace ran out: closing the remaining connections and the database',
  );
});

/** Until the server's handler has seen the request (the test's own clock, not the server's). */
const handled = (seen: string[], url: string) =>
  vi.waitFor(() => expect(seen).toContain(url), { timeout: 10_000, interval: 5 });
