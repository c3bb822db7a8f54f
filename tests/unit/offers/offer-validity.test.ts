import { expect, test } from 'vitest';
import { formatOfferDate, offerValidity } from '#shared/offers/offer-validity.ts';

test.each([
  ['2027-03-31', '31 March 2027'],
  ['2027-01-02', '2 January 2027'],
  ['2026-12-25', '25 December 2026'],
])('%s reads %s', (date, expected) => {
  expect(formatOfferDate(date)).toBe(expected);
});

test('an offer card says when it ends', () => {
  expect(offerValidity({ expiry: '2027-03-31' })).toBe('Ends 31 March 2027');
});
