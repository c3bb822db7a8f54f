import { EnvError, parseEnv, type Env } from '../server/env.server.ts';

/** The environment a start-up step runs with; a bad value ends it with one readable line. */
export function readStartupEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    console.error(error instanceof EnvError ? `Startup failed: ${error.message}` : error);
    process.exit(1);
  }
}
