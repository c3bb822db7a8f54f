import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '#server/db/database.server.ts';

const SECRET_NAME = 'altcha_hmac_key';

/**
 * The key signing captcha challenges when ALTCHA_HMAC_KEY is not set: made once and kept in
 * platform_secrets. Insert-if-absent then read, so instances starting together all end up
 * with whichever key was written first.
 */
export async function loadStoredCaptchaKey(database: Database, logger: Logger): Promise<string> {
  const created = await database.query(
    'insert into platform_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [SECRET_NAME, crypto.randomBytes(32).toString('hex')],
  );
  if (created.rowCount === 1) logger.info('captcha signing key created in platform_secrets');
  const { rows } = await database.query<{ value: string }>(
    'select value from platform_secrets where name = $1',
    [SECRET_NAME],
  );
  const key = rows[0]?.value;
  if (!key) throw new Error(`platform_secrets has no ${SECRET_NAME} row after inserting it`);
  return key;
}
