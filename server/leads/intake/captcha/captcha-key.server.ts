import type { Database } from '#server/db/database.server.ts';
import { platformSecret } from '#server/db/platform-secret.server.ts';

/**
 * The key signing captcha challenges when ALTCHA_HMAC_KEY is not set: made once
 * and kept in platform_secrets, so every instance on the database shares it.
 */
export function loadStoredCaptchaKey(database: Database): Promise<string> {
  return platformSecret(database, 'altcha_hmac_key');
}
