// The production server bundle started as its own process for the fleet benchmark, and what
// is measured from outside it: time to the first 200, RSS, page latencies.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { repoPath } from '#server/repo-path.server.ts';
import { cpuMs } from './process-usage.ts';

export interface Timed {
  status: number;
  ms: number;
  cacheHit: boolean;
  body: string;
}

export function get(port: number, host: string, pagePath: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: '127.0.0.1', port, path: pagePath, headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            cacheHit: String(res.headers['server-timing'] ?? '').includes('cache;desc=hit'),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
      .on('error', reject);
  });
}

export interface StartedServer {
  child: ChildProcess;
  port: number;
  /** From spawn to the first 200 of a site's home page. */
  firstOkMs: number;
  /** CPU time the server and its start-up steps used until then (moves less with load). */
  firstOkCpuMs: number;
  /** When it was spawned (performance.now()). */
  startedAt: number;
}

export async function startServer(
  env: Record<string, string>,
  host: string,
  logFile: string,
): Promise<StartedServer> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const child = spawn(process.execPath, [repoPath('dist', 'server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LEAD_EMAIL: 'files',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', fs.openSync(logFile, 'a'), 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const answer = await get(port, host, '/').catch(() => undefined);
    if (answer?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const firstOkMs = performance.now() - started;
  return {
    child,
    port,
    firstOkMs,
    firstOkCpuMs: cpuMs(child.pid!, { children: true }),
    startedAt: started,
  };
}

/** Whether `/readyz` answers 200 (a connection that fails is a no). */
export async function isReady(server: StartedServer): Promise<boolean> {
  return (await get(server.port, 'localhost', '/readyz').catch(() => undefined))?.status === 200;
}

/**
 * From spawn to `/readyz` 200, and the CPU until then: every site's stock is in the index (a
 * site's pages are served from the moment its own is: the first 200).
 */
export async function waitUntilReady(
  server: StartedServer,
): Promise<{ ms: number; cpuMs: number }> {
  while (!(await isReady(server))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    ms: performance.now() - server.startedAt,
    cpuMs: cpuMs(server.child.pid!, { children: true }),
  };
}

export async function stopServer(server: StartedServer) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
