// SIGTERM to `npm start` (what README tells operators to run) while a load balancer's traffic
// is under way: the real server process, real HTTP, PGlite in a temporary DATA_DIR and a real
// SMTP server. The load (tests/support/balancer-load.ts) behaves like a load balancer: each
// worker reuses one keep-alive connection; the instance is taken out, and sent no new request,
// once /readyz fails or a connection is refused or dropped. A request fails when the server
// accepted it (logged it, or began a response) and did not answer it whole, or answered 5xx.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { connectDatabase } from '#server/db/open-database.server.ts';
import { startServer, type RunningServer } from '../e2e/support/server-process.ts';
import {
  balanceLoad,
  failedRequests,
  outcomeCounts,
  type Outcome,
  sendRequest,
  type LoadRequest,
  type SentRequest,
} from '../support/balancer-load.ts';
import { demoTenantConfig } from '../support/demo-site.ts';
import { leadSubmission, LOAD_SITE } from '../support/lead-load.ts';
import { connectRaw } from '../support/raw-connection.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { seedPGlite } from '../support/test-databases.ts';
import { DEMO_SLUGS, makeDataDir } from '../support/test-platform.ts';

// 100 keep-alive connections, as a busy balancer holds.
const WORKERS = 100;
/** Requests finished before the signal, so every kind of page is warm and under way. */
const FINISHED_BEFORE_SIGNAL = 40;
const LEAD_BURST = 8;
/** Leads on new connections right after the signal, before the balancer has seen readiness fail. */
const LATE_LEADS = 20;
/** Readiness fails and connections are still accepted this long after the signal. */
const SHUTDOWN_DELAY_MS = 4_000;
/**
 * Signal to the handler running, by the server's log, under this load: a generous bound (a
 * busy shared machine; it measures tens of milliseconds), well within the delay.
 */
const ACTS_WITHIN_MS = 2_500;
// Pin the port where free ports are handed out by range; otherwise any free port.
const PORT = Number(process.env.SHUTDOWN_TEST_PORT) || undefined;

/** Listing pages (the slowest), home and content pages, and the search API, every site. */
function trafficMix(): LoadRequest[] {
  const mix: LoadRequest[] = [];
  for (const slug of DEMO_SLUGS) {
    const host = `${slug}.localhost`;
    const listing = demoTenantConfig(slug).search.listing_path;
    mix.push(
      { method: 'GET', host, path: listing },
      { method: 'GET', host, path: `${listing}?page=2` },
      { method: 'GET', host, path: '/' },
      { method: 'GET', host, path: '/privacy-policy' },
      {
        method: 'POST',
        host,
        path: '/api/search/multi-search',
        body: JSON.stringify({ queries: [{ indexUid: 'cars', q: '', limit: 24 }] }),
      },
    );
  }
  return mix;
}

// Lead indexes of this file's own leads (the load's mix sends none).
const HELD_LEAD = 1;
const DRAIN_LEAD = 2;
const BURST_LEADS = 100;
const LATE_LEADS_FROM = 200;

function leadRequest(runId: string, index: number): LoadRequest {
  const lead = leadSubmission(runId, index);
  return {
    method: 'POST',
    host: `${LOAD_SITE}.localhost`,
    path: '/api/leads',
    body: lead.body,
    headers: { 'Idempotency-Key': lead.key },
  };
}

/** The raw bytes of a request, for sending part of it now and the rest later. */
function rawRequest(request: LoadRequest, id: string): string {
  const body = request.body ?? '';
  const headers = {
    Host: request.host,
    'X-Request-Id': id,
    ...(request.body ? { 'Content-Type': 'application/json' } : {}),
    'Content-Length': String(Buffer.byteLength(body)),
    ...request.headers,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${request.method} ${request.path} HTTP/1.1\r\n${head.join('')}\r\n${body}`;
}

interface LogLine {
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

function logLines(output: string): LogLine[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

interface StoredLead {
  idempotency_key: string;
  state: string;
  attempts: number;
  /** Attempts begun and never finished. */
  unfinished: number;
}

/** Every lead of the run with its email delivery (a connection of its own: PGlite's lock must be free). */
async function readLeads(dataDir: string, runId: string): Promise<StoredLead[]> {
  const database = await connectDatabase(
    { DATA_DIR: dataDir, DATABASE_URL: undefined },
    pino({ level: 'silent' }),
  );
  try {
    const { rows } = await database.query<StoredLead>(
      `select l.idempotency_key, d.state,
              (select count(*) from lead_delivery_attempts a where a.delivery_id = d.id)::int as attempts,
              (select count(*) from lead_delivery_attempts a
                where a.delivery_id = d.id and a.outcome is null)::int as unfinished
         from leads l join lead_deliveries d on d.lead_id = l.id
        where l.idempotency_key like $1 and d.channel = 'email'
        order by l.idempotency_key`,
      [`load-${runId}-%`],
    );
    return rows;
  } finally {
    await database.close();
  }
}

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 60_000, interval: 20 });

describe('SIGTERM to npm start under load', () => {
  const runId = crypto.randomBytes(4).toString('hex');
  let sink: SmtpSink;
  let dataDir: string;
  let env: Record<string, string>;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = await makeDataDir(100);
    await seedPGlite(dataDir);
    env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: sink.url,
      REDIS_URL: '',
      MEILI_HOST: '',
      HOST: '',
      SHUTDOWN_GRACE_MS: '20000',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      RATE_LIMIT_TENANT_PER_MINUTE: '10000000',
      npm_config_update_notifier: 'false',
    };
  });

  afterAll(async () => {
    server?.kill();
    await server?.stop();
    sink.hold(false);
    await sink.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // What the first process did, for the tests after the first.
  const first = { acknowledgedLeads: [] as string[], heldLead: '', drainLead: '' };

  test('in-flight requests finish, readiness fails at once, exit 0: zero failed requests', async () => {
    server = await startServer(env, { npmStart: true, ...(PORT ? { port: PORT } : {}) });
    const running = server;
    const { port } = running;
    const mix = trafficMix();
    const load = balanceLoad({
      port,
      workers: WORKERS,
      idPrefix: `load-${runId}`,
      nextRequest: (index) => mix[index % mix.length]!,
    });
    await waitFor(() => expect(load.finished()).toBeGreaterThanOrEqual(FINISHED_BEFORE_SIGNAL));

    // A lead whose email the relay is sending at the signal (the mail server holds its answer).
    sink.hold(true);
    const held = leadRequest(runId, HELD_LEAD);
    first.heldLead = held.headers!['Idempotency-Key']!;
    const heldOutcome = await sendRequest(port, false, `${runId}-held-lead`, held);
    expect(heldOutcome).toMatchObject({ kind: 'complete', status: 201 });
    await waitFor(() => expect(sink.held).toBe(1));

    // Requests the server is still receiving at the signal, each known to be begun: a lead
    // whose headers it acknowledged (100 Continue), and a probe written right behind a request
    // it answered (one write, so read together; last, well within the keep-alive timeout).
    const drainLead = leadRequest(runId, DRAIN_LEAD);
    first.drainLead = drainLead.headers!['Idempotency-Key']!;
    const leadBytes = rawRequest(
      { ...drainLead, headers: { ...drainLead.headers, Expect: '100-continue' } },
      `${runId}-drain-lead`,
    );
    const bodyStart = leadBytes.indexOf('\r\n\r\n') + 4;
    const slowLead = await connectRaw(port);
    slowLead.send(leadBytes.slice(0, bodyStart));
    await slowLead.received(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    slowLead.send(leadBytes.slice(bodyStart, -10));

    // Leads sent just before the signal, some still under way at it, on connections the
    // balancer already holds open (as it would).
    const leadAgent = new http.Agent({ keepAlive: true, maxSockets: LEAD_BURST });
    const warm = Array.from({ length: LEAD_BURST }, (_, index) =>
      sendRequest(port, leadAgent, `${runId}-warm-${index}`, {
        method: 'GET',
        host: 'localhost',
        path: '/healthz',
      }),
    );
    expect(await Promise.all(warm)).toMatchObject(warm.map(() => ({ status: 200 })));
    const probe = await connectRaw(port);
    const health = rawRequest(
      { method: 'GET', host: 'localhost', path: '/healthz' },
      `${runId}-health`,
    );
    const probeBytes = rawRequest(
      { method: 'GET', host: 'localhost', path: '/readyz' },
      `${runId}-probe`,
    );
    probe.send(health + probeBytes.slice(0, 20));
    await probe.received(/\{"status":"ok"\}$/);
    const burst = Array.from({ length: LEAD_BURST }, (_, index) => {
      const id = `${runId}-burst-${index}`;
      const request = leadRequest(runId, BURST_LEADS + index);
      return sendRequest(port, leadAgent, id, request).then((outcome): SentRequest => ({
        id,
        request,
        outcome,
      }));
    });
    const underWayAtSignal = load.underWay();
    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    // What a balancer that has not yet seen readiness fail sends: leads on new connections.
    // The system accepts such connections before the server does; were the listener closed at
    // the signal, those still queued would be reset unanswered.
    const late = Array.from({ length: LATE_LEADS }, (_, index) => {
      const id = `${runId}-late-${index}`;
      const request = leadRequest(runId, LATE_LEADS_FROM + index);
      return sendRequest(port, false, id, request).then((outcome): SentRequest => ({
        id,
        request,
        outcome,
      }));
    });
    // Readiness as the balancer checks it, on new connections: it fails while connections are
    // still accepted (never refused before it has failed).
    const checks: Outcome[] = [];
    for (;;) {
      const check = await sendRequest(port, false, `${runId}-ready-after-${checks.length}`, {
        method: 'GET',
        host: 'localhost',
        path: '/readyz',
      });
      checks.push(check);
      if (check.kind !== 'complete' || check.status !== 200) break;
    }
    expect(checks.at(-1)).toMatchObject({ kind: 'complete', status: 503 });

    await waitFor(() => expect(running.output()).toContain('shutting down'));
    probe.send(probeBytes.slice(20));
    const probeText = await probe.received(/HTTP\/1\.1 503 [\s\S]*\}$/);
    const readiness = probeText.slice(probeText.indexOf('HTTP/1.1 503'));
    expect(readiness).toMatch(/\r\nConnection: close\r\n/i);
    expect(readiness).toContain('"accepting_traffic","ok":false');

    // Still receiving a request: the process waits for it.
    expect(running.child.exitCode).toBeNull();
    slowLead.send(leadBytes.slice(-10));
    const leadAnswer = await slowLead.received(/"lead_id"/);
    expect(leadAnswer).toMatch(/\r\n\r\nHTTP\/1\.1 201 Created\r\n/);
    expect(leadAnswer).toMatch(/\r\nConnection: close\r\n/i);
    await slowLead.closed;

    // Still sending an email: the process waits for that attempt to finish.
    const lateSent = await Promise.all(late);
    const sent = [...(await load.done), ...(await Promise.all(burst)), ...lateSent];
    leadAgent.destroy();
    expect(running.child.exitCode).toBeNull();
    sink.hold(false);
    const exitCode = await running.stop();
    server = undefined;
    const output = running.output();

    const lines = logLines(output);
    // By the server's clock (the same machine's): when the handler ran, when readiness first failed.
    const msAfterSignal = (line: LogLine | undefined) =>
      Date.parse(String(line?.time)) - signalledAt;
    const handlerMs = msAfterSignal(lines.find((line) => line.msg.startsWith('shutting down')));
    const readinessFailedMs = msAfterSignal(
      lines.find((line) => line.path === '/readyz' && line.status === 503),
    );
    const handled = new Set(lines.flatMap((line) => (line.reqId ? [line.reqId] : [])));
    const failed = failedRequests(sent, handled);
    const inFlight = sent.filter(({ id }) => underWayAtSignal.includes(id));
    console.log(
      `shutdown under load ${JSON.stringify({
        loadAverage: os.loadavg().map((load) => load.toFixed(2)),
        signalToHandlerMs: handlerMs,
        signalToReadinessFailedMs: readinessFailedMs,
        sent: sent.length,
        outcomes: outcomeCounts(sent),
        underWayAtSignal: underWayAtSignal.length,
        outcomesOfThose: outcomeCounts(inFlight),
        failed: failed.length,
        burst: outcomeCounts(sent.filter(({ id }) => id.includes('-burst-'))),
        late: outcomeCounts(lateSent),
        server: lines
          .filter(
            (line) =>
              line.msg.startsWith('shutting down') || line.msg === 'idle connections closed',
          )
          .map(({ msg, time, level, service, ...fields }) => fields),
      })}`,
    );
    expect(failed, output.slice(-4000)).toEqual([]);
    // Every lead sent on a new connection after the signal was accepted, stored and answered,
    // and no connection the system accepted was reset unanswered when the listener closed.
    expect(lateSent.map(({ outcome }) => outcome)).toMatchObject(
      lateSent.map(() => ({ kind: 'complete', status: 201 })),
    );
    expect(
      sent.filter(({ outcome }) => outcome.kind === 'no answer' && !outcome.reusedSocket),
    ).toEqual([]);
    // The handler ran promptly under load (it does not wait behind a queue of database
    // statements), and from then on readiness only failed, at once (never a 200 that waited on
    // the database check), before the listener closed.
    expect(handlerMs).toBeGreaterThanOrEqual(0);
    expect(handlerMs).toBeLessThan(ACTS_WITHIN_MS);
    // Requests begun after the handler ran (a line is logged when its response closes).
    const readinessAfter = lines.filter(
      (line) =>
        line.path === '/readyz' && msAfterSignal(line) - Number(line.durationMs) > handlerMs,
    );
    expect(readinessAfter.length).toBeGreaterThan(0);
    expect(readinessAfter.filter((line) => line.status !== 503)).toEqual([]);
    const listenerClosedMs = msAfterSignal(
      lines.find((line) => line.msg === 'shutdown delay over: closing the listener'),
    );
    expect(readinessFailedMs).toBeLessThan(listenerClosedMs);
    // The drain was exercised: requests were under way at the signal and finished whole.
    expect(inFlight.length).toBeGreaterThan(0);
    expect(inFlight.filter(({ outcome }) => outcome.kind === 'complete').length).toBeGreaterThan(0);
    expect(exitCode, output.slice(-4000)).toBe(0);
    expect(lines.find((line) => line.msg === 'stopped')).toMatchObject({ forced: false });
    expect(lines.filter((line) => line.msg === 'request' && line.aborted === true)).toEqual([]);

    first.acknowledgedLeads = [
      first.heldLead,
      first.drainLead,
      ...sent.flatMap(({ request, outcome }) =>
        request.path === '/api/leads' && outcome.kind === 'complete' && outcome.status === 201
          ? [request.headers!['Idempotency-Key']!]
          : [],
      ),
    ];
  }, 120_000);

  test('leads accepted before the signal are stored; their emails sent or left pending, none half-sent', async () => {
    const stored = await readLeads(dataDir, runId);
    const byKey = new Map(stored.map((lead) => [lead.idempotency_key, lead]));
    for (const key of first.acknowledgedLeads) {
      expect(byKey.get(key), `acknowledged lead ${key}`).toBeDefined();
    }
    expect(stored.filter((lead) => lead.unfinished > 0)).toEqual([]);
    expect(stored.filter((lead) => !['delivered', 'pending'].includes(lead.state))).toEqual([]);
    // Its attempt was under way at the signal (the mail server held it): it was finished.
    expect(byKey.get(first.heldLead)).toMatchObject({ state: 'delivered', attempts: 1 });
    // Taken during the drain, after the relay stopped claiming: left for the next start.
    expect(byKey.get(first.drainLead)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  test('the next start opens the same database, serves, and sends what was left pending', async () => {
    const before = await readLeads(dataDir, runId);
    const pending = before.filter((lead) => lead.state === 'pending');
    server = await startServer(env, { npmStart: true, ...(PORT ? { port: PORT } : {}) });
    const running = server;
    const page = await sendRequest(running.port, false, `${runId}-after-restart`, {
      method: 'GET',
      host: `${LOAD_SITE}.localhost`,
      path: demoTenantConfig(LOAD_SITE).search.listing_path,
    });
    expect(page).toMatchObject({ kind: 'complete', status: 200 });
    // One email per stored delivery: those sent before the signal and those left pending.
    await waitFor(() => expect(sink.messages.length).toBe(before.length));
    expect(await running.stop(), running.output().slice(-4000)).toBe(0);
    server = undefined;
    const stored = await readLeads(dataDir, runId);
    expect(pending.length).toBeGreaterThan(0);
    expect(stored.filter((lead) => lead.state !== 'delivered')).toEqual([]);
    const messageIds = sink.messages.map((message) => message.headers['message-id']);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  }, 120_000);
});
