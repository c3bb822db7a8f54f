// The production server bundle (dist/server.mjs) as an image runs it: `node` directly, no
// TypeScript loader, no npm. Real process, real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { repoPath } from '#server/repo-path.server.ts';
import { freePort } from '../e2e/support/server-process.ts';

export interface BundleProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves when `test` holds, polling every 20 ms; rejects when the process ends first. */
  until(test: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Resolves when /readyz answers 200. */
  ready(timeoutMs?: number): Promise<void>;
}

/** `wrapper`: a command the server runs under (strace and its options). */
export async function startBundle(
  env: Record<string, string>,
  wrapper: string[] = [],
): Promise<BundleProcess> {
  const port = await freePort();
  const [command, ...args] = [...wrapper, process.execPath, repoPath('dist', 'server.mjs')];
  const child = spawn(command!, args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LEAD_EMAIL: 'files',
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_MS: '0',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const until = async (test: () => boolean, what: string, timeoutMs = 120_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (child.exitCode !== null) throw new Error(`exited before ${what}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`no ${what} in ${timeoutMs} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  let isReady = false;
  const ready = (timeoutMs?: number) =>
    until(
      () => {
        void fetch(`http://127.0.0.1:${port}/readyz`).then(
          (res) => (isReady ||= res.ok),
          () => undefined,
        );
        return isReady;
      },
      'readiness',
      timeoutMs,
    );
  return { child, port, output: () => output, exited, until, ready };
}

/** The status of a GET to the server at `port` for `host` (fetch cannot set Host). */
export function statusOf(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode!));
    });
    req.once('error', reject);
  });
}
