import { expect, test } from 'vitest';
import { depositMismatch } from '#shared/reserve/deposit-received.ts';

const DEPOSIT = { amount_cents: 50_000, currency: 'aud' };

test.each([
  { received: { amount_received: 50_000, currency: 'aud' }, expected: null },
  { received: { amount_received: 50_000, currency: 'AUD' }, expected: null },
  {
    received: { amount_received: 100, currency: 'aud' },
    expected: { code: 'amount_mismatch', reason: 'received 1.00 AUD; the deposit is 500.00 AUD' },
  },
  {
    received: { amount_received: 50_001, currency: 'aud' },
    expected: {
      code: 'amount_mismatch',
      reason: 'received 500.01 AUD; the deposit is 500.00 AUD',
    },
  },
  {
    received: { amount_received: 0, currency: 'aud' },
    expected: { code: 'amount_mismatch', reason: 'received 0.00 AUD; the deposit is 500.00 AUD' },
  },
  {
    received: { amount_received: 50_000, currency: 'nzd' },
    expected: {
      code: 'currency_mismatch',
      reason: 'received 500.00 NZD; the deposit is 500.00 AUD',
    },
  },
  {
    received: { amount_received: undefined, currency: undefined },
    expected: { code: 'currency_mismatch', reason: 'received ? ?; the deposit is 500.00 AUD' },
  },
])(
  'received $received.amount_received $received.currency → $expected.code',
  ({ received, expected }) => {
    expect(depositMismatch(DEPOSIT, received)).toEqual(expected);
  },
);
