export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * How long to wait after failed attempt number `attempt` (1-based): the base delay doubled per
 * attempt, capped at an hour, with "equal jitter" (half fixed, half random) so deliveries that
 * failed together (a receiver outage) do not all retry in the same instant.
 */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 40);
  const ceiling = Math.min(baseMs * 2 ** exponent, MAX_RETRY_DELAY_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
