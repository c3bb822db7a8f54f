import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Logger } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import type { LeadFormKind } from '#shared/leads/lead-forms.ts';
import { loadStoredCaptchaKey } from './captcha-key.server.ts';
import { decodeCaptchaPayload } from './captcha-payload.server.ts';
import { markChallengeUsed, purgeUsedChallenges } from './used-challenges.server.ts';

export interface CaptchaOptions {
  database: Database;
  /** env.ALTCHA_HMAC_KEY; without it a key is made once and kept in the database. */
  hmacKey?: string;
  logger: Logger;
  /**
   * The work asked: the solver hashes its way from counter 0 to a secret counter between
   * maxNumber / 2 and maxNumber, one SHA-256 each. The default 100,000 (75,000 hashes on
   * average) is a moment's work for one shopper's browser and a real cost to a bot posting
   * thousands of forms; far more would keep slow phones waiting.
   */
  maxNumber?: number;
  /** How long a challenge can be answered. */
  expiresInMs?: number;
  now?: () => number;
}

/**
 * Whom a challenge is for: the site and the form it was asked for. Both go into the
 * challenge's signed parameters (`data`), so a solution cannot be moved to another site
 * or form without breaking the signature.
 */
export interface CaptchaBinding {
  site: string;
  form: LeadFormKind;
}

export type CaptchaFailure =
  'missing' | 'invalid' | 'expired' | 'reused' | 'other-site' | 'other-form';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface Captcha {
  /** A signed challenge for one site's form: the JSON the ALTCHA widget fetches. */
  challenge(binding: CaptchaBinding): Promise<Challenge>;
  /**
   * Checks a submitted widget payload against the site and form it is sent with; each
   * challenge passes once. Rejects only when the database fails (an outage, not the
   * shopper's fault).
   */
  verify(payload: unknown, binding: CaptchaBinding): Promise<CaptchaResult>;
  /** Deletes used challenges that have expired; verify does it every 100th call. */
  purgeExpired(): Promise<number>;
}

const PURGE_EVERY = 100;

/** ALTCHA proof of work (its v2 protocol), checked here: no third-party service. */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const { database, logger, maxNumber = 100_000, expiresInMs = 10 * 60_000 } = options;
  const now = options.now ?? Date.now;
  let key: Promise<string> | undefined;
  const hmacKey = () => {
    // A failed read is tried again on the next request rather than remembered.
    key ??= options.hmacKey
      ? Promise.resolve(options.hmacKey)
      : loadStoredCaptchaKey(database).catch((error: unknown) => {
          key = undefined;
          throw error;
        });
    return key;
  };
  let verifies = 0;

  async function check(payload: unknown, binding: CaptchaBinding): Promise<CaptchaResult> {
    const decoded = decodeCaptchaPayload(payload);
    if (!decoded.ok) return decoded;
    const { challenge, solution } = decoded.payload;
    // Outside the try: a database that cannot give the key is an outage, not a bad payload.
    const hmacSignatureSecret = await hmacKey();
    let verification;
    try {
      verification = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret });
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (verification.expired) return { ok: false, reason: 'expired' };
    const { expiresAt } = challenge.parameters;
    if (!verification.verified || typeof expiresAt !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    // verifySolution reads the system clock; `now` may differ from it.
    if (expiresAt * 1000 < now()) return { ok: false, reason: 'expired' };
    const issuedFor = challenge.parameters.data;
    if (typeof issuedFor?.site !== 'string' || typeof issuedFor.form !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    if (issuedFor.site !== binding.site) return { ok: false, reason: 'other-site' };
    if (issuedFor.form !== binding.form) return { ok: false, reason: 'other-form' };
    const fresh = await markChallengeUsed(
      database,
      challenge.signature!,
      new Date(expiresAt * 1000),
    );
    return fresh ? { ok: true } : { ok: false, reason: 'reused' };
  }

  const purgeExpired = () => purgeUsedChallenges(database, now());

  return {
    async challenge({ site, form }) {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        expiresAt: new Date(now() + expiresInMs),
        data: { site, form },
        hmacSignatureSecret: await hmacKey(),
      });
    },
    async verify(payload, binding) {
      const result = await check(payload, binding);
      if (++verifies % PURGE_EVERY === 0) {
        await purgeExpired().catch((error: unknown) =>
          logger.warn({ err: error }, 'expired captcha solutions not deleted'),
        );
      }
      return result;
    },
    purgeExpired,
  };
}
