import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EnvError, parseEnv } from './env.server.ts';
import { createLogger } from './logger.server.ts';
import { TenantConfigError } from './tenancy/load-tenants.server.ts';
import { createPlatform } from './platform.server.ts';
import { gracefulShutdown } from './http/graceful-shutdown.server.ts';

async function boot() {
  try {
    const env = parseEnv();
    const logger = createLogger(env.LOG_LEVEL);
    return { env, logger, platform: await createPlatform(env, logger) };
  } catch (error) {
    // Configuration mistakes get one readable line; anything else keeps its stack.
    const known = error instanceof EnvError || error instanceof TenantConfigError;
    console.error(known ? `Startup failed: ${(error as Error).message}` : error);
    process.exit(1);
  }
}

const { env, logger, platform } = await boot();

const server = http.createServer(platform.app);
const shutdown = gracefulShutdown({
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
  logger.info({ address, port, nodeEnv: env.NODE_ENV }, 'listening');
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void shutdown(signal).then((code) => process.exit(code)));
}
