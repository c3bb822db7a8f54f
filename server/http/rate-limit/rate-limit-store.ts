/** Requests counted so far in the key's current window, and when that window ends. */
export interface RateLimitHit {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetMs: number;
}

/**
 * Counts requests per key in fixed windows: a key's window starts at its first hit and
 * lasts windowMs. A burst straddling two windows can reach twice the limit; that is
 * accepted for one INCR per request, where a sliding window would need two keys or a log.
 */
export interface RateLimitStore {
  /**
   * Counts one request. Rejects when the store cannot answer (Redis down or slow); the
   * middleware then lets the request through, so the store logs the failure itself.
   */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}
