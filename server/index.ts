// The server's entry (`node dist/server.mjs`): a stop signal is handled from the first instant,
// before the server's modules have loaded (server/startup/early-exit.server.ts), then the server
// runs (server/run-server.server.ts: environment, a first start's data, the platform, listen,
// shut down).
import { exitOnStopSignals } from './startup/early-exit.server.ts';

exitOnStopSignals();
await import('./run-server.server.ts');
