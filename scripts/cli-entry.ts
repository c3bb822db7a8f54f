import { pathToFileURL } from 'node:url';
import { EnvError, parseEnv, type Env } from '#server/env.server.ts';

/** What an operator command prints and how it exits. */
export interface CliOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * A store opened for one command and closed after it, whatever happens: the `withStore`
 * of the feeds and leads commands.
 */
export function storeOpenedBy<Store extends { close(): Promise<void> }>(
  open: () => Promise<Store>,
) {
  return async <T>(fn: (store: Store) => Promise<T>): Promise<T> => {
    const store = await open();
    try {
      return await fn(store);
    } finally {
      await store.close();
    }
  };
}

async function runCommand(
  name: string,
  argv: string[],
  run: (env: Env, argv: string[]) => Promise<CliOutcome>,
): Promise<number> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${name}: ${error.message}\n`);
    return 1;
  }
  const outcome = await run(env, argv);
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  return outcome.exitCode;
}

/**
 * Runs an operator command when `moduleUrl` is the process's entry (not when a test imports
 * it): a bad environment or an unexpected error is one line on stderr, prefixed `name:`.
 */
export function runCliEntry(
  name: string,
  moduleUrl: string,
  run: (env: Env, argv: string[]) => Promise<CliOutcome>,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  runCommand(name, process.argv.slice(2), run).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
