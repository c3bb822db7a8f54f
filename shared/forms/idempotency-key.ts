/**
 * A fresh Idempotency-Key for one lead submission, kept across its retries.
 * getRandomValues works in the browser on any page and in Node (the page's
 * loader renders one into a plain form, so a resubmitted page replays).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `lead-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
