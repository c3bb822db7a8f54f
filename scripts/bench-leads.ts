// Final lead submissions against the real server (child process, production build) at a fixed
// concurrency over keep-alive connections: sustained submissions/s, latency percentiles, errors,
// and how fast the relay hands the emails to an SMTP server, on PGlite and on Postgres.
// Usage: npm run bench:leads -- [--backend pglite|postgres|both] [--seconds 10] [--concurrency 32]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { buildClient, isClientBuildStale } from '../esbuild.config.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server-process.ts';
import {
  leadSubmission,
  loadAgent,
  submitLead,
  type LoadTarget,
} from '../tests/support/lead-load.ts';
import {
  createThrowawayPostgres,
  seedPGlite,
  whyPostgresIsUnavailable,
} from '../tests/support/test-databases.ts';
import { seedDemoInventory } from './demo-inventory.ts';

const { values } = parseArgs({
  options: {
    backend: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
  },
});
const backends = values.backend === 'both' ? ['pglite', 'postgres'] : [values.backend!];
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
if (backends.some((name) => name !== 'pglite' && name !== 'postgres')) {
  throw new Error('--backend must be pglite, postgres or both');
}
if (!(seconds > 0) || !(concurrency >= 1)) throw new Error('--seconds and --concurrency: > 0');

const WARM_UP = 50;
const DRAIN_TIMEOUT_MS = 10 * 60_000;

/** An SMTP server that only counts what it accepts (keeping messages would skew a long run). */
async function countingSmtpServer() {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Row {
  backend: string;
  submissions: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  backlog: number;
  drainSeconds: number;
  deliveriesPerSecond: number;
}

/** `concurrency` clients, each sending its next lead as soon as the last is answered. */
async function load(target: LoadTarget, runId: string, first: number, durationMs: number) {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  let next = first;
  const deadline = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const result = await submitLead(target, leadSubmission(runId, next++));
      if (result.ok) latencies.push(result.ms);
      else errors.set(result.error, (errors.get(result.error) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { latencies, errors };
}

async function bench(backend: string): Promise<Row | undefined> {
  if (backend === 'postgres') {
    const reason = await whyPostgresIsUnavailable();
    if (reason) {
      console.warn(reason);
      return undefined;
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const postgres = backend === 'postgres' ? await createThrowawayPostgres() : undefined;
  const smtp = await countingSmtpServer();
  const agent = loadAgent(concurrency);
  let server: RunningServer | undefined;
  try {
    await seedDemoInventory({ dataDir, count: 200, now: new Date() });
    if (!postgres) await seedPGlite(dataDir);
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SMTP_URL: smtp.url,
      REDIS_URL: '',
      MEILI_HOST: '',
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      RATE_LIMIT_TENANT_PER_MINUTE: '10000000',
      LEAD_RELAY_BASE_DELAY_MS: '50',
      LOG_LEVEL: 'warn',
    });
    const target = { port: server.port, agent };
    const runId = crypto.randomBytes(4).toString('hex');
    for (let index = 0; index < WARM_UP; index += 1) {
      const result = await submitLead(target, leadSubmission(runId, index));
      if (!result.ok) throw new Error(`warm-up lead refused: ${result.error}\n${server.output()}`);
    }
    const started = performance.now();
    const acceptedBefore = smtp.accepted();
    const { latencies, errors } = await load(target, runId, WARM_UP, seconds * 1000);
    const loadEnded = performance.now();
    const expected = WARM_UP + latencies.length;
    const backlog = expected - smtp.accepted();
    while (smtp.accepted() < expected) {
      if (performance.now() - loadEnded > DRAIN_TIMEOUT_MS) {
        throw new Error(`relay stalled at ${smtp.accepted()} of ${expected} emails`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const drained = performance.now();
    for (const [error, count] of errors) console.warn(`  ${backend}: ${count} × ${error}`);
    latencies.sort((a, b) => a - b);
    return {
      backend: backend === 'pglite' ? 'PGlite' : 'Postgres',
      submissions: latencies.length,
      perSecond: latencies.length / ((loadEnded - started) / 1000),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      errors: [...errors.values()].reduce((sum, count) => sum + count, 0),
      backlog,
      drainSeconds: (drained - loadEnded) / 1000,
      deliveriesPerSecond: (expected - acceptedBefore) / ((drained - started) / 1000),
    };
  } finally {
    agent.destroy();
    await server?.stop();
    await smtp.stop();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isClientBuildStale()) await buildClient({ minify: true });

const rows: Row[] = [];
for (const backend of backends) {
  const row = await bench(backend);
  if (row) rows.push(row);
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
console.log(
  `\n${seconds} s at concurrency ${concurrency} (${os.cpus().length} CPUs, Node ${process.version})\n`,
);
console.log(
  '| backend | submissions | submissions/s | p50 ms | p95 ms | p99 ms | errors | relay backlog at end | drain after load s | deliveries/s |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const row of rows) {
  console.log(
    `| ${row.backend} | ${row.submissions} | ${fixed(row.perSecond, 0)} | ${fixed(row.p50)} | ` +
      `${fixed(row.p95)} | ${fixed(row.p99)} | ${row.errors} | ${row.backlog} | ` +
      `${fixed(row.drainSeconds)} | ${fixed(row.deliveriesPerSecond, 0)} |`,
  );
}
