import type { Payload } from 'altcha-lib';

/** A widget payload is a few hundred characters; far longer is not one. */
const MAX_PAYLOAD_LENGTH = 4_096;

export type DecodedPayload =
  { ok: true; payload: Payload } | { ok: false; reason: 'missing' | 'invalid' };

/**
 * What the ALTCHA widget submits (base64 of { challenge, solution } JSON), decoded and
 * checked for the fields verification reads. Whether they are right is verifySolution's job.
 */
export function decodeCaptchaPayload(value: unknown): DecodedPayload {
  if (value === undefined || value === null || value === '')
    return { ok: false, reason: 'missing' };
  if (typeof value !== 'string' || value.length > MAX_PAYLOAD_LENGTH) {
    return { ok: false, reason: 'invalid' };
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return isPayload(decoded) ? { ok: true, payload: decoded } : { ok: false, reason: 'invalid' };
}

function isPayload(value: unknown): value is Payload {
  if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return false;
  const { parameters, signature } = value.challenge;
  return (
    isObject(parameters) &&
    typeof parameters.nonce === 'string' &&
    typeof parameters.salt === 'string' &&
    typeof parameters.keyPrefix === 'string' &&
    typeof signature === 'string' &&
    typeof value.solution.counter === 'number' &&
    typeof value.solution.derivedKey === 'string'
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
