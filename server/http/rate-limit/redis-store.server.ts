import { createClient } from 'redis';
import type { Logger } from 'pino';
import { redactPassword } from '#server/env.server.ts';
import type { RateLimitHit, RateLimitStore } from './rate-limit-store.ts';

export interface RedisStoreOptions {
  url: string;
  logger: Logger;
  /** Prepended to every key; tests use their own so runs cannot collide. */
  keyPrefix?: string;
  /** How long startup waits for the first connection before going on without it. */
  startupTimeoutMs?: number;
  /** A hit Redis has not answered by then lets the request through. */
  commandTimeoutMs?: number;
}

const WARNING_INTERVAL_MS = 60_000;

// One atomic step. A script rather than MULTI with PEXPIRE NX, which needs Redis 7; setting
// the expiry whenever the key has none also mends a key that somehow lost it.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/**
 * Counts shared by every instance using the same Redis. Startup waits at most
 * startupTimeoutMs for Redis; until it answers, and whenever it fails later, hits reject
 * (so requests pass unlimited) while the client keeps reconnecting in the background.
 */
export async function createRedisRateLimitStore(
  options: RedisStoreOptions,
): Promise<RateLimitStore> {
  const { logger, keyPrefix = 'rl:', commandTimeoutMs = 500 } = options;
  const where = redactPassword(options.url);
  let lastWarning = -Infinity;
  const warn = (error: unknown, message: string) => {
    if (Date.now() - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = Date.now();
    logger.warn({ err: error, redis: where }, message);
  };

  const client = createClient({
    url: options.url,
    // Queued commands would hold requests until Redis is back; failing fast lets them through.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) + Math.random() * 100,
    },
  });
  client.on('error', (error) => warn(error, 'Redis rate limit store failed; limits are off'));

  // destroy() ends a connect still retrying by rejecting it: expected, not an error.
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const startupTimeoutMs = options.startupTimeoutMs ?? 5_000;
  const ready = await Promise.race([connected, delay(startupTimeoutMs).then(() => false)]);
  if (ready) logger.info({ redis: where }, 'rate limits shared through Redis');
  else {
    logger.warn(
      { redis: where },
      `Redis did not answer within ${startupTimeoutMs} ms; requests are not limited until it does`,
    );
  }

  return {
    async hit(key, windowMs): Promise<RateLimitHit> {
      try {
        // While reconnecting, fail at once (the request passes) rather than wait for Redis.
        if (!client.isReady) throw new Error('Redis is not connected');
        const reply = await withTimeout(
          client.eval(HIT_SCRIPT, { keys: [keyPrefix + key], arguments: [String(windowMs)] }),
          commandTimeoutMs,
        );
        const [count, ttl] = reply as [number, number];
        return { count, resetMs: ttl };
      } catch (error) {
        warn(error, 'Redis rate limit store failed; limits are off');
        throw error;
      }
    },
    async close() {
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
