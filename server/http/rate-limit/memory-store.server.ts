import { LRUCache } from 'lru-cache';
import type { RateLimitHit, RateLimitStore } from './rate-limit-store.ts';

export interface MemoryStoreOptions {
  /** Keys kept at most; the least recently hit are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * One process's counts. Bounded, so a flood of client addresses cannot exhaust memory:
 * past maxKeys the least recently seen keys start again from zero, which lets a little
 * through rather than failing.
 */
export function createMemoryRateLimitStore(options: MemoryStoreOptions = {}): RateLimitStore {
  const now = options.now ?? Date.now;
  const windows = new LRUCache<string, Window>({ max: options.maxKeys ?? 50_000 });

  return {
    async hit(key, windowMs): Promise<RateLimitHit> {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetMs: window.endsAt - at };
    },
    async close() {
      windows.clear();
    },
  };
}
