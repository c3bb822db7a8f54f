import type { Challenge, Solution } from 'altcha-lib';

/**
 * What the lead API's `captcha` takes, as the ALTCHA widget submits it: base64 of the
 * `{ challenge, solution }` JSON. The bytes are UTF-8, so any challenge `data` survives.
 */
export function encodeCaptchaPayload(challenge: Challenge, solution: Solution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
