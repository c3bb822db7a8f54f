import fc from 'fast-check';
import type { Database } from '#server/db/database.server.ts';
import type { FuzzRequest, FuzzTarget } from './fuzz-target.ts';
import { sendRaw } from './raw-http.ts';

export interface FuzzServer {
  port: number;
  database: Pick<Database, 'query'>;
}

export interface TargetReport {
  name: string;
  cases: number;
  /** Answers by status ('0' is no answer at all). */
  statuses: Record<string, number>;
  /** The smallest failing request fast-check shrank to, and why it failed. */
  failure?: { reason: string; request: string; seed: number; path?: string };
}

/** How often (in cases) the runner checks that the server still answers /healthz. */
const HEALTH_EVERY = 50;

/**
 * Runs `cases` generated requests of one target against a listening server. A case
 * fails on a 5xx, on no answer, on a changed row count in the target's tables after a
 * 4xx, or when /healthz stops answering 200 after it.
 */
export async function runFuzzTarget(
  server: FuzzServer,
  target: FuzzTarget,
  cases: number,
  seed?: number,
): Promise<TargetReport> {
  const statuses: Record<string, number> = {};
  let sent = 0;
  const property = fc.asyncProperty(target.request, async (request) => {
    const before = await countRows(server.database, target.tables);
    const answer = await sendRaw(server.port, request);
    sent += 1;
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 0) throw new Error(`no answer: ${answer.failure}`);
    if (answer.status >= 500) throw new Error(`answered ${answer.status}`);
    if (answer.status >= 400) {
      const after = await countRows(server.database, target.tables);
      const changed = target.tables.filter((table) => before[table] !== after[table]);
      if (changed.length)
        throw new Error(`answered ${answer.status} but wrote to ${changed.join(', ')}`);
    }
    if (sent % HEALTH_EVERY === 0) await expectHealthy(server.port);
  });
  const details = await fc.check(property, {
    numRuns: cases,
    ...(seed === undefined ? {} : { seed }),
  });
  await expectHealthy(server.port).catch((error: Error) => {
    details.failed = true;
    details.errorInstance ??= error;
  });
  const report: TargetReport = { name: target.name, cases: details.numRuns, statuses };
  if (details.failed) {
    const error = details.errorInstance as Error | undefined;
    report.failure = {
      reason: error?.message ?? String(details.errorInstance),
      request: details.counterexample ? describeRequest(details.counterexample[0]) : '(none)',
      seed: details.seed,
      ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}),
    };
  }
  return report;
}

async function expectHealthy(port: number): Promise<void> {
  const answer = await sendRaw(port, {
    method: 'GET',
    target: '/healthz',
    host: 'localhost',
    headers: {},
  });
  if (answer.status !== 200)
    throw new Error(`/healthz answered ${answer.status || answer.failure}`);
}

async function countRows(database: Pick<Database, 'query'>, tables: string[]) {
  const counts: Record<string, number> = {};
  if (tables.length === 0) return counts;
  const { rows } = await database.query<Record<string, number>>(
    `select ${tables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
  );
  return { ...rows[0] };
}

/** A request as text a person can replay: request line, headers, body (JSON-quoted, cut at 2 kB). */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body;
  const shown =
    body === undefined
      ? ''
      : `\n\n${JSON.stringify(body.subarray(0, 2048).toString('latin1'))}${body.length > 2048 ? ` (+${body.length - 2048} bytes)` : ''}`;
  const headers = Object.entries(request.headers).map(
    ([name, value]) =>
      `\n${name}: ${JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value)}`,
  );
  return `${request.method} ${JSON.stringify(request.target.slice(0, 300))}\nHost: ${request.host}${headers.join('')}${shown}`;
}
