import crypto from 'node:crypto';

/** 32 random bytes: the lead's edit token, handed to the browser once and never stored. */
export function newLeadToken(): string {
  return crypto.randomBytes(32).toString('base64url');
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
