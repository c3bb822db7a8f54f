import type { Database } from '#server/db/database.server.ts';
import type { LeadDeliveryRow } from '../store/lead-row.ts';

/** An outbox row this process holds for one attempt, until `leaseUntil`. */
export interface ClaimedDelivery extends Pick<
  LeadDeliveryRow,
  'id' | 'lead_id' | 'channel' | 'target' | 'format' | 'purpose' | 'idempotency_key'
> {
  tenant_slug: string;
  /** This attempt's number, 1-based. */
  attempt: number;
}

export interface ClaimResult {
  claimed: ClaimedDelivery[];
  /** Rows of spam leads found due: dead-lettered, never sent. */
  spam: Array<{ id: string; lead_id: string }>;
}

type DueRow = Omit<ClaimedDelivery, 'attempt'> & { attempts: number; spam: boolean };

export const ABANDONED_DETAIL = 'abandoned: the process stopped during the attempt (lease expired)';
const SPAM_DETAIL = 'not delivered: the lead was flagged as spam';

/**
 * Takes up to `limit` due rows in one transaction. `for update skip locked` lets every
 * instance claim at once without taking the same row; pushing next_attempt_at to the end of
 * the lease hides the row from them while it is sent outside the transaction, and hands it
 * back if this process dies before recording the outcome. An attempt left without an outcome
 * is such a death: it is closed as failed before the new one starts.
 */
export function claimDueDeliveries(
  database: Database,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimResult> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<DueRow>(
      `select d.id, d.lead_id, d.channel, d.target, d.format, d.purpose, d.idempotency_key,
              d.attempts, l.tenant_slug, l.spam_reason is not null as spam
         from lead_deliveries d join leads l on l.id = d.lead_id
        where d.state = 'pending' and d.next_attempt_at <= $1
        order by d.next_attempt_at
        limit $2
        for update of d skip locked`,
      [now, limit],
    );
    const result: ClaimResult = { claimed: [], spam: [] };
    for (const { attempts, spam, ...row } of rows) {
      await tx.query(
        `update lead_delivery_attempts set outcome = 'failed', finished_at = $2, detail = $3
          where delivery_id = $1 and outcome is null`,
        [row.id, now, ABANDONED_DETAIL],
      );
      if (spam) {
        await tx.query(
          `update lead_deliveries set state = 'dead', last_error = $2, updated_at = $3
            where id = $1`,
          [row.id, SPAM_DETAIL, now],
        );
        result.spam.push({ id: row.id, lead_id: row.lead_id });
        continue;
      }
      const attempt = attempts + 1;
      await tx.query(
        `update lead_deliveries set attempts = $2, next_attempt_at = $3, updated_at = $4
          where id = $1`,
        [row.id, attempt, leaseUntil, now],
      );
      await tx.query(
        `insert into lead_delivery_attempts (delivery_id, attempt_number, started_at)
         values ($1, $2, $3)`,
        [row.id, attempt, now],
      );
      result.claimed.push({ ...row, attempt });
    }
    return result;
  });
}
