import { isInputContainerKey, isPersonalKey } from './personal-data-fields.ts';
import { blankAddresses } from './blank-addresses.ts';
import { serializeError } from './serialize-error.ts';

export const REDACTED = '[Redacted]';
const MAX_DEPTH = 8;

/**
 * A log object with a shopper's personal data taken out, at any depth: values under
 * personal keys (personal-data-fields.ts) replaced, every value of a form or body replaced
 * (its keys kept, to show what was sent), errors through serializeError, and e-mail
 * addresses blanked in any text.
 */
export function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  return redactValue(object, 0) as Record<string, unknown>;
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return blankAddresses(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value);
  if (value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return '[Too deep]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'err' || key === 'error') out[key] = serializeError(item);
    else if (isPersonalKey(key)) out[key] = item === null || item === undefined ? item : REDACTED;
    else if (isInputContainerKey(key)) out[key] = redactContainer(item);
    else out[key] = redactValue(item, depth + 1);
  }
  return out;
}

function redactContainer(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value !== 'object' || Array.isArray(value)) return REDACTED;
  return Object.fromEntries(Object.keys(value).map((key) => [key, REDACTED]));
}
