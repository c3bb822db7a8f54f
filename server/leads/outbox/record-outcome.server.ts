import type { Database } from '#server/db/database.server.ts';
import type { AttemptOutcome, DeliveryState } from '../store/lead-row.ts';

export interface AttemptResult {
  outcome: AttemptOutcome;
  detail: string;
}

export interface Outcome {
  deliveryId: string;
  attempt: number;
  result: AttemptResult;
  now: Date;
  /** When to try again after a failure; null when this was the last attempt allowed. */
  retryAt: Date | null;
}

/**
 * Writes an attempt's outcome, and the row's new state unless the lease ran out meanwhile and
 * another attempt owns the row (its attempt number moved on). Returns the row's new state, or
 * null when this attempt no longer owned it.
 */
export function recordOutcome(
  database: Database,
  { deliveryId, attempt, result, now, retryAt }: Outcome,
): Promise<DeliveryState | null> {
  return database.transaction(async (tx) => {
    await tx.query(
      `update lead_delivery_attempts set outcome = $3, finished_at = $4, detail = $5
        where delivery_id = $1 and attempt_number = $2`,
      [deliveryId, attempt, result.outcome, now, result.detail],
    );
    const state: DeliveryState =
      result.outcome === 'delivered' ? 'delivered' : retryAt === null ? 'dead' : 'pending';
    const { rowCount } = await tx.query(
      state === 'delivered'
        ? `update lead_deliveries set state = 'delivered', delivered_at = $3, last_error = null,
                  updated_at = $3
            where id = $1 and attempts = $2 and state = 'pending'`
        : `update lead_deliveries set state = $4, next_attempt_at = coalesce($5, next_attempt_at),
                  last_error = $6, updated_at = $3
            where id = $1 and attempts = $2 and state = 'pending'`,
      state === 'delivered'
        ? [deliveryId, attempt, now]
        : [deliveryId, attempt, now, state, retryAt, result.detail],
    );
    return rowCount > 0 ? state : null;
  });
}
