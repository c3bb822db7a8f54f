// Node evaluates a module's static imports before its own code, and loading the server's
// (Express, React, PGlite, ...) takes a second or more on a busy host: a stop signal then
// would kill the process by the signal (exit 143 in a container). Until the server's own
// handler is in place, a stop signal ends the process at once with exit 0: nothing is open yet.

const exitNow = () => process.exit(0);

export function exitOnStopSignals(): void {
  process.on('SIGTERM', exitNow);
  process.on('SIGINT', exitNow);
}

/** The server's own handler takes over (server/run-server.server.ts). */
export function stopExitingOnStopSignals(): void {
  process.off('SIGTERM', exitNow);
  process.off('SIGINT', exitNow);
}
