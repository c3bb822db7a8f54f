// Load sent the way a load balancer sends it to one instance, for the shutdown test and
// scripts/shutdown-under-load.ts. Each worker keeps one keep-alive connection and sends one
// request after another. The balancer health-checks GET /readyz on a fresh connection every
// interval, and also takes the instance out on a refused or dropped connection (a passive
// check); once out, it sends it no new request and waits for those under way.
import http from 'node:http';

export interface LoadRequest {
  method: 'GET' | 'POST';
  host: string;
  path: string;
  /** JSON. */
  body?: string;
  headers?: Record<string, string>;
}

export type Outcome =
  /** The whole response arrived. */
  | { kind: 'complete'; status: number; connectionClose: boolean }
  /** The connection was refused: the request never reached the server. */
  | { kind: 'refused' }
  /** The socket closed or reset before any byte of a response. */
  | { kind: 'no answer'; code: string; reusedSocket: boolean }
  /** The socket closed or reset after the response began. */
  | { kind: 'cut'; code: string; status: number };

export interface SentRequest {
  /** Its X-Request-Id, which the server logs with each request it handled. */
  id: string;
  request: LoadRequest;
  outcome: Outcome;
}

/** One request through `agent`; never throws. */
export function sendRequest(
  port: number,
  agent: http.Agent | false,
  id: string,
  request: LoadRequest,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          Host: request.host,
          'X-Request-Id': id,
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {}),
          ...request.headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        res.on('end', () =>
          settle({ kind: 'complete', status, connectionClose: res.headers.connection === 'close' }),
        );
        res.on('error', (error) => settle({ kind: 'cut', code: errorCode(error), status }));
        res.on('close', () => {
          if (!res.complete) settle({ kind: 'cut', code: 'closed', status });
        });
      },
    );
    req.on('error', (error) => {
      const code = errorCode(error);
      settle(
        code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'no answer', code, reusedSocket: req.reusedSocket },
      );
    });
    req.end(body);
  });
}

function errorCode(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.message;
}

export interface BalancerOptions {
  port: number;
  workers: number;
  /** The i-th request the balancer sends (any worker). */
  nextRequest(index: number): LoadRequest;
  /** Prefix of every request id (8+ characters with the counter). */
  idPrefix: string;
  healthCheckIntervalMs?: number;
}

export interface BalancerRun {
  /** Ids of the requests under way now. */
  underWay(): string[];
  /** Requests finished so far (any outcome). */
  finished(): number;
  /** Whether the balancer has taken the instance out. */
  isOut(): boolean;
  /** Takes the instance out now (end of a run without a shutdown). */
  takeOut(): void;
  /** Resolves once the instance is out and every request under way has its outcome. */
  done: Promise<SentRequest[]>;
}

export function balanceLoad(options: BalancerOptions): BalancerRun {
  const sent: SentRequest[] = [];
  const underWay = new Set<string>();
  let out = false;
  let counter = 0;

  async function healthCheck() {
    while (!out) {
      const outcome = await sendRequest(
        options.port,
        false,
        `${options.idPrefix}-ready-${counter++}`,
        {
          method: 'GET',
          host: 'localhost',
          path: '/readyz',
        },
      );
      if (outcome.kind !== 'complete' || outcome.status !== 200) out = true;
      else await new Promise((resolve) => setTimeout(resolve, options.healthCheckIntervalMs ?? 50));
    }
  }

  async function worker() {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (!out) {
      const index = counter++;
      const id = `${options.idPrefix}-${index}`;
      const request = options.nextRequest(index);
      underWay.add(id);
      const outcome = await sendRequest(options.port, agent, id, request);
      underWay.delete(id);
      sent.push({ id, request, outcome });
      if (outcome.kind === 'refused' || outcome.kind === 'no answer') out = true;
    }
    agent.destroy();
  }

  const done = Promise.all([
    healthCheck(),
    ...Array.from({ length: options.workers }, () => worker()),
  ]).then(() => sent);
  return {
    underWay: () => [...underWay],
    finished: () => sent.length,
    isOut: () => out,
    takeOut: () => void (out = true),
    done,
  };
}

/**
 * A request failed when the server accepted it and did not answer it whole, or answered 5xx.
 * Accepted: the server logged it (`handled`), or a response began. A connection refused, or a
 * socket closed before the server read the request, is not accepted: a balancer sends such a
 * request to another instance.
 */
export function failedRequests(sent: SentRequest[], handled: ReadonlySet<string>): SentRequest[] {
  return sent.filter(({ id, outcome }) => {
    if (outcome.kind === 'complete') return outcome.status >= 500;
    if (outcome.kind === 'cut') return true;
    if (outcome.kind === 'no answer') return handled.has(id);
    return false;
  });
}

/** Counts per outcome kind (complete split by status class). */
export function outcomeCounts(sent: SentRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of sent) {
    const key =
      outcome.kind === 'complete'
        ? `${String(outcome.status).slice(0, 1)}xx${outcome.connectionClose ? ' (Connection: close)' : ''}`
        : outcome.kind === 'no answer'
          ? `no answer (${outcome.code} on a ${outcome.reusedSocket ? 'reused' : 'new'} connection)`
          : outcome.kind;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
