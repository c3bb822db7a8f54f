import { EnvError, parseEnv } from './env.server.ts';
import { createLogger } from './logger.server.ts';
import { TenantConfigError } from './tenancy/load-tenants.server.ts';
import { createPlatform } from './platform.server.ts';

// Below the usual 10 s between SIGTERM and SIGKILL (Docker, Kubernetes), so draining can finish.
const SHUTDOWN_GRACE_MS = 8_000;

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

const server = platform.app.listen(env.PORT, () => {
  logger.info({ port: env.PORT, nodeEnv: env.NODE_ENV }, 'listening');
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'server failed to listen');
  process.exit(1);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: refusing new connections, finishing in-flight requests');
  platform.beginShutdown();
  const force = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing their connections');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(async () => {
    await platform.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
