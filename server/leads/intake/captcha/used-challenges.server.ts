import crypto from 'node:crypto';
import type { Database } from '#server/db/database.server.ts';

/**
 * Instances' clocks differ a little: a row stays this long past its expiry, so an instance
 * whose clock is behind still finds a challenge it would take for unexpired.
 */
const PURGE_GRACE_MS = 5 * 60_000;

/**
 * Records a verified challenge as used; false when it already was. Keyed by the challenge's
 * signature (which covers its random nonce), so a challenge answers once, whatever counter.
 */
export async function markChallengeUsed(
  database: Database,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const hash = crypto.createHash('sha256').update(signature).digest('hex');
  const inserted = await database.query(
    `insert into used_captcha_solutions (solution_hash, expires_at) values ($1, $2)
     on conflict (solution_hash) do nothing`,
    [hash, expiresAt],
  );
  return inserted.rowCount === 1;
}

/** Deletes rows whose challenges have expired (their payloads are refused anyway). */
export async function purgeUsedChallenges(database: Database, now: number): Promise<number> {
  const deleted = await database.query('delete from used_captcha_solutions where expires_at < $1', [
    new Date(now - PURGE_GRACE_MS),
  ]);
  return deleted.rowCount;
}
