// Webhook signing (decision 0007): receivers check that a delivery came from us and is recent.
// The scheme is the widely used `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, so
// receivers can reuse code written for other platforms' webhooks; the timestamp inside the
// MAC is what lets them refuse a replayed request.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'X-Dealer-Platform-Signature';
/** Five minutes either way, the usual allowance for clock skew and slow retries. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function mac(body: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The signature header value for `body` (the exact bytes sent) at `timestamp` (unix seconds). */
export function signWebhook(body: string, secret: string, timestamp: number): string {
  if (secret === '') throw new Error('Webhook secret is empty: set the tenant webhook secret.');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new Error(`Webhook timestamp must be whole unix seconds, got ${timestamp}.`);
  }
  return `t=${timestamp},v1=${mac(body, secret, timestamp)}`;
}

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed' | 'outside-tolerance' | 'mismatch' };

export interface VerifyOptions {
  /** The receiver's clock, unix seconds. */
  now: number;
  toleranceSeconds?: number;
}

/**
 * Checks a header made by signWebhook: well formed, within the tolerance window of `now`, and
 * one of its `v1` values (several appear while a secret is rotated) equal in constant time.
 */
export function verifyWebhookSignature(
  body: string,
  header: string,
  secret: string,
  { now, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS }: VerifyOptions,
): SignatureCheck {
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,15}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value))
      signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0 || secret === '') {
    return { ok: false, reason: 'malformed' };
  }
  if (Math.abs(now - timestamp) > toleranceSeconds)
    return { ok: false, reason: 'outside-tolerance' };
  const expected = Buffer.from(mac(body, secret, timestamp), 'hex');
  // Every candidate is compared, so the time taken does not say which one matched.
  const matches = signatures.filter((candidate) => timingSafeEqual(candidate, expected));
  return matches.length > 0 ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
