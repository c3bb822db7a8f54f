/**
 * A fresh Idempotency-Key for one lead submission from the browser, kept across its retries
 * (a plain form without JavaScript posts its page's leadFormKey instead).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `lead-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
