import type { Logger } from 'pino';
import { createMemoryRateLimitStore } from './memory-store.server.ts';
import { createRedisRateLimitStore } from './redis-store.server.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export interface RateLimitStoreOptions {
  /** env.REDIS_URL: counts shared by every instance; unset means this process's memory. */
  redisUrl: string | undefined;
  logger: Logger;
}

/**
 * Waits a few seconds at most for Redis; one that does not answer is logged and retried in
 * the background while requests pass unlimited.
 */
export function createRateLimitStore(options: RateLimitStoreOptions): Promise<RateLimitStore> {
  if (options.redisUrl) {
    return createRedisRateLimitStore({ url: options.redisUrl, logger: options.logger });
  }
  return Promise.resolve(createMemoryRateLimitStore());
}
