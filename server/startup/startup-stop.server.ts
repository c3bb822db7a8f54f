import type { Logger } from 'pino';

/** Before the environment is read: the default SHUTDOWN_GRACE_MS (server/env.server.ts). */
const DEFAULT_GRACE_MS = 8_000;

/**
 * A stop signal received while the server starts: start-up ends at its next step (each long
 * step checks `signal`), closes what it opened and calls `exit` (0). A step that outlasts
 * SHUTDOWN_GRACE_MS is cut: exit 1, as a drain that ran out of time.
 */
export function startupStop() {
  const controller = new AbortController();
  let logger: Logger | undefined;
  let graceMs = DEFAULT_GRACE_MS;
  let started = 0;
  return {
    signal: controller.signal,
    /** Once the environment is read: where to log, and how long a stop may take. */
    configure(log: Logger, grace: number) {
      logger = log;
      graceMs = grace;
    },
    stop(reason: string) {
      if (controller.signal.aborted) return;
      started = performance.now();
      logger?.info({ reason, graceMs }, 'stopping during start-up');
      controller.abort(new Error(`stopped during start-up (${reason})`));
      setTimeout(() => {
        logger?.error({ graceMs }, 'start-up step outlasted the shutdown grace: stopping now');
        process.exit(1);
      }, graceMs).unref();
    },
    exit(): never {
      const ms = Math.round(performance.now() - started);
      if (logger) logger.info({ ms }, 'stopped during start-up');
      else console.error('stopped during start-up');
      process.exit(0);
    },
  };
}
