import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EnvError, parseEnv } from './env.server.ts';
import { createLogger } from './logger.server.ts';
import { TenantConfigError } from './tenancy/load-tenants.server.ts';
import { createPlatform } from './platform.server.ts';
import { gracefulShutdown, type Shutdown } from './http/graceful-shutdown.server.ts';
import { startupStop } from './startup/startup-stop.server.ts';
import { stopExitingOnStopSignals } from './startup/early-exit.server.ts';
import { createMetricsServer } from './metrics/metrics-listener.server.ts';
import { compactHeap } from './startup/compact-heap.server.ts';
import { StockLoadingStopped } from './inventory/stock-loading.server.ts';
import { paceHeapGrowth } from './startup/heap-growth.server.ts';
import {
  DataPreparationFailed,
  startDataPreparation,
  type DataPreparation,
} from './startup/prepare-data-process.server.ts';

// Started by server/index.ts, whose handler ended the process on a stop signal while this
// module's imports loaded. From here a stop signal during start-up stops it at the next step
// with what was opened closed (docs/operations.md, "Start-up"); once serving, the graceful
// shutdown drains.
let shutdown: Shutdown | undefined;
const startup = startupStop();
stopExitingOnStopSignals();
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (shutdown) void shutdown(signal).then((code) => process.exit(code));
    else startup.stop(signal);
  });
}

async function boot() {
  let data: DataPreparation | undefined;
  try {
    const env = parseEnv();
    const logger = createLogger(env.LOG_LEVEL);
    startup.configure(logger, env.SHUTDOWN_GRACE_MS);
    data = startDataPreparation(env, startup.signal);
    await data.inventory;
    startup.signal.throwIfAborted();
    const platform = await createPlatform(env, logger, process.env, startup.signal, data.database);
    if (startup.signal.aborted) {
      await platform.close();
      return startup.exit();
    }
    return { env, logger, platform };
  } catch (error) {
    if (startup.signal.aborted) {
      await data?.database.catch(() => undefined);
      return startup.exit();
    }
    data?.cancel();
    if (error instanceof DataPreparationFailed) process.exit(1);
    // Configuration mistakes get one readable line; anything else keeps its stack.
    const known = error instanceof EnvError || error instanceof TenantConfigError;
    console.error(known ? `Startup failed: ${(error as Error).message}` : error);
    process.exit(1);
  }
}

const { env, logger, platform } = await boot();
// Sites are served as their stock loads; a stock file that cannot be loaded stops the server
// as it did before it listened (docs/decisions/0043-sites-served-as-their-stock-loads.md).
platform.stockLoaded.then(
  () => {
    const msSinceStart = Math.round(process.uptime() * 1000);
    logger.info({ msSinceStart }, "every site's stock loaded");
    compactHeap();
    paceHeapGrowth(env.HEAP_GROWTH_PERCENT);
  },
  (error: unknown) => {
    if (error instanceof StockLoadingStopped) return;
    console.error(`Startup failed: ${(error as Error).message}`);
    process.exit(1);
  },
);

const server = http.createServer(platform.app);
shutdown = gracefulShutdown({
  server,
  logger,
  graceMs: env.SHUTDOWN_GRACE_MS,
  delayMs: env.SHUTDOWN_DELAY_MS,
  beginShutdown: () => platform.beginShutdown(),
  close: (forced) => platform.close({ force: forced }),
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'server failed to listen');
  process.exit(1);
});
server.listen({ port: env.PORT, host: env.HOST }, () => {
  const { address, port } = server.address() as AddressInfo;
  // Not `address`: that key is a shopper's street address to the log redaction.
  logger.info({ listenAddress: address, port, nodeEnv: env.NODE_ENV }, 'listening');
});
if (env.METRICS_PORT !== undefined) {
  const metricsServer = createMetricsServer(platform.metrics.registry);
  // It must not hold the shutdown: it closes with the process.
  metricsServer.on('listening', () => metricsServer.unref());
  metricsServer.on('error', (error) => {
    logger.fatal({ err: error }, 'metrics server failed to listen');
    process.exit(1);
  });
  metricsServer.listen({ port: env.METRICS_PORT, host: env.HOST }, () => {
    const { address, port } = metricsServer.address() as AddressInfo;
    logger.info({ listenAddress: address, port }, 'metrics listening');
  });
}
