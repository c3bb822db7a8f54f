import crypto from 'node:crypto';

/**
 * A lead's edit token: HMAC of the lead id under a platform secret, so it is
 * unguessable, never stored (only its hash is), and the same on an idempotent
 * replay of the request that created the lead.
 */
export function leadToken(secret: string, leadId: string): string {
  return crypto.createHmac('sha256', secret).update(`lead-token:${leadId}`).digest('base64url');
}

/** What the store keeps instead of the token. */
export function hashLeadToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented token with the stored hash. */
export function leadTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashLeadToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && crypto.timingSafeEqual(presented, stored);
}
