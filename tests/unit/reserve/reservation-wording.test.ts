import { expect, test } from 'vitest';
import {
  dayCount,
  dealerCallsSentence,
  holdSentence,
  refundSentence,
} from '#shared/reserve/reservation-wording.ts';

test.each([
  [1, '1 day'],
  [3, '3 days'],
])('%i reads as %s', (days, expected) => {
  expect(dayCount(days)).toBe(expected);
});

test('the hold names its days', () => {
  expect(holdSentence({ hold_days: 7 })).toBe(
    'The car is held for you for 7 days once your deposit is paid, and nobody else can buy it in that time.',
  );
});

test.each([
  [0, 250, 'The $250 deposit is not refundable once paid. It counts towards the price of the car.'],
  [
    3,
    500,
    'Changed your mind? Ask within 3 days of paying and the $500 deposit is refunded in full; after that it is not refundable. If you buy the car, the deposit counts towards its price.',
  ],
  [
    1,
    1000,
    'Changed your mind? Ask within 1 day of paying and the $1,000 deposit is refunded in full; after that it is not refundable. If you buy the car, the deposit counts towards its price.',
  ],
])('refundable for %i days, a $%i deposit', (refundable_days, deposit, expected) => {
  expect(refundSentence({ refundable_days }, deposit)).toBe(expected);
});

test('a request says who takes the deposit, and that nothing is paid here', () => {
  expect(dealerCallsSentence('Coastal Used Cars', 250)).toBe(
    'Coastal Used Cars will call you to take the $250 deposit over the phone. No payment is taken on this website.',
  );
});
