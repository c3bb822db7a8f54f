import type { Request, RequestHandler, Response } from 'express';
import { apiError } from '#server/http/errors.server.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export interface RateLimitOptions {
  /** Names the limit in the store's keys, so limits sharing a store count apart. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** Who is counted; undefined leaves the request out of this limit. */
  key: (req: Request, res: Response) => string | undefined;
}

/**
 * Counts each request against its key and answers 429 once the window's limit is passed;
 * nothing after it runs then. Sets the IETF draft RateLimit-* headers on every counted
 * response. A store that cannot answer lets the request through: a lost lead costs more
 * than a missed limit.
 */
export function rateLimit(store: RateLimitStore, options: RateLimitOptions): RequestHandler {
  const { name, limit, windowMs } = options;
  return async (req, res, next) => {
    const key = options.key(req, res);
    if (key === undefined) return next();
    let hit;
    try {
      hit = await store.hit(`${name}:${key}`, windowMs);
    } catch {
      return next();
    }
    const remaining = Math.max(0, limit - hit.count);
    const resetSeconds = Math.max(1, Math.ceil(hit.resetMs / 1000));
    setRateLimitHeaders(res, limit, remaining, resetSeconds);
    if (hit.count <= limit) return next();
    res
      .status(429)
      .setHeader('Retry-After', String(resetSeconds))
      .setHeader('Cache-Control', 'no-store')
      .json(
        apiError(
          'rate_limited',
          `Too many requests; please try again in ${resetSeconds} ${resetSeconds === 1 ? 'second' : 'seconds'}.`,
        ),
      );
  };
}

/** With several limits on one request, the headers describe the one closest to running out. */
function setRateLimitHeaders(res: Response, limit: number, remaining: number, reset: number) {
  const previous = res.getHeader('RateLimit-Remaining');
  if (previous !== undefined && Number(previous) < remaining) return;
  res.setHeader('RateLimit-Limit', String(limit));
  res.setHeader('RateLimit-Remaining', String(remaining));
  res.setHeader('RateLimit-Reset', String(reset));
}
