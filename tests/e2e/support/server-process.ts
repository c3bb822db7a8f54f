import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  port: number;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
  /** SIGKILL to the process and, under npm, the server it started (cleanup after a failure). */
  kill(): void;
}

export interface StartOptions {
  /** Default: a free port. */
  port?: number;
  /** Run `npm start` (build check, demo inventory, then the server) instead of the server alone. */
  npmStart?: boolean;
  /** How long /readyz may take to answer 200 (default 60 s). */
  readyTimeoutMs?: number;
}

/** Starts `server/index.ts` as its own process (real HTTP), waits for /readyz. */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const [command, args] = options.npmStart
    ? ['npm', ['start', '--silent']]
    : [process.execPath, ['--import', 'tsx', 'server/index.ts']];
  const child = spawn(command, args, {
    // No readiness-failing delay on stop unless a test asks for one (it is 5 s in production).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
      // Production needs SMTP_URL or this choice; tests read the .eml files.
      ...(env.SMTP_URL ? {} : { LEAD_EMAIL: 'files' }),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Under npm, a group of its own, so cleanup can reach the server npm started too.
    detached: options.npmStart === true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const running: RunningServer = {
    port,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill() {
      try {
        if (options.npmStart) process.kill(-child.pid!, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // already gone
      }
    },
  };
  if (Date.now() >= deadline) {
    // No caller holds it yet: stopped here, or it would outlive the test run.
    await running.stop();
    throw new Error(`server not ready in time:\n${output}`);
  }
  return running;
}
