import { expect, test } from 'vitest';
import {
  signatureTimestamp,
  signatureTooFarAhead,
  WEBHOOK_FUTURE_SKEW_SECONDS,
} from '#server/api/payments/stripe-signature-time.ts';

const NOW_MS = 1_750_000_000_500;
const NOW = 1_750_000_000;
const header = (t: number | string) => `t=${t},v1=abc123,v0=def456`;

test.each([
  { t: NOW, ahead: null },
  { t: NOW - 3600, ahead: null }, // too old is the library's check, not this one
  { t: NOW + WEBHOOK_FUTURE_SKEW_SECONDS, ahead: null },
  { t: NOW + WEBHOOK_FUTURE_SKEW_SECONDS + 1, ahead: WEBHOOK_FUTURE_SKEW_SECONDS + 1 },
  { t: NOW + 299, ahead: 299 },
  { t: NOW + 86_400, ahead: 86_400 },
])('a signature at now $t - now: ahead by $ahead', ({ t, ahead }) => {
  expect(signatureTooFarAhead(header(t), NOW_MS)).toBe(ahead);
});

test('the timestamp is read the way Stripe reads it; none or a malformed one is left to verification', () => {
  expect(signatureTimestamp(`v1=abc,t=${NOW}`)).toBe(NOW);
  expect(signatureTimestamp(`t=1,t=${NOW},v1=abc`)).toBe(NOW);
  expect(signatureTimestamp('v1=abc')).toBeUndefined();
  expect(signatureTimestamp('t=soon,v1=abc')).toBeUndefined();
  expect(signatureTooFarAhead('v1=abc', NOW_MS)).toBeNull();
});
