import { describe, expect, test } from 'vitest';
import { LEAD_API_MESSAGES, LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { checkPhone, normalisePhone, type PhoneValidation } from '#shared/leads/phone-number.ts';

describe('normalisePhone (product rule 5.4)', () => {
  test.each([
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['0061 412 345 678', '0412345678'],
    ['+61 (0)2 5550 1234', '0255501234'],
    ['(02) 5550-1234', '0255501234'],
    ['02\u00a05550\u20131234', '0255501234'],
    ['+64 21 123 4567', '0211234567'],
    ['0064 9 123 4567', '091234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['1300 975 707', '1300975707'],
    ['61 412 345 678', '61412345678'],
    ['04.1234.5678', '04.1234.5678'],
  ])('%s -> %s', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });
});

const AU_NZ = LEAD_MESSAGES.phone;

// [input, variant, stored number or the message]
const cases: Array<[string, PhoneValidation, { phone: string } | { message: string }]> = [
  // AU mobiles and landlines: 0 + 2, 3, 4, 5, 7 or 8 + 8 digits
  ['0412 345 678', 'au-nz', { phone: '0412345678' }],
  ['0412345678', 'au-nz', { phone: '0412345678' }],
  ['+61 412 345 678', 'au-nz', { phone: '0412345678' }],
  ['+61412345678', 'au-nz', { phone: '0412345678' }],
  ['0061 412 345 678', 'au-nz', { phone: '0412345678' }],
  ['+61 (0)412 345 678', 'au-nz', { phone: '0412345678' }],
  ['(02) 5550 1234', 'au-nz', { phone: '0255501234' }],
  ['02-5550-1234', 'au-nz', { phone: '0255501234' }],
  ['03 9555 1234', 'au-nz', { phone: '0395551234' }],
  ['05 5550 1234', 'au-nz', { phone: '0555501234' }],
  ['07 5555 1234', 'au-nz', { phone: '0755551234' }],
  ['08 9555 1234', 'au-nz', { phone: '0895551234' }],
  ['+61 8 9555 1234', 'au-nz', { phone: '0895551234' }],
  ['  0412 345 678  ', 'au-nz', { phone: '0412345678' }],
  // AU service numbers: accepted (see phone-number.ts)
  ['1300 975 707', 'au-nz', { phone: '1300975707' }],
  ['1800 123 456', 'au-nz', { phone: '1800123456' }],
  ['13 12 34', 'au-nz', { phone: '131234' }],
  ['1900 123 456', 'au-nz', { message: AU_NZ }],
  ['+61 1300 975 707', 'au-nz', { message: AU_NZ }],
  ['1300 975 70', 'au-nz', { message: AU_NZ }],
  // NZ mobiles: 02x + 7-9 digits
  ['021 123 4567', 'au-nz', { phone: '0211234567' }],
  ['+64 21 123 4567', 'au-nz', { phone: '0211234567' }],
  ['0064 27 123 4567', 'au-nz', { phone: '0271234567' }],
  ['022 1234 5678', 'au-nz', { phone: '02212345678' }],
  ['029 1234 56789', 'au-nz', { phone: '029123456789' }],
  ['021 1234 567890', 'au-nz', { message: AU_NZ }],
  // NZ landlines 03, 04, 06, 07, 09 + 7 digits
  ['09 123 4567', 'au-nz', { phone: '091234567' }],
  ['+64 9 123 4567', 'au-nz', { phone: '091234567' }],
  ['0064 4 123 4567', 'au-nz', { phone: '041234567' }],
  ['03 123 4567', 'au-nz', { phone: '031234567' }],
  ['06 123 4567', 'au-nz', { phone: '061234567' }],
  ['07 123 4567', 'au-nz', { phone: '071234567' }],
  ['06 1234 5678', 'au-nz', { message: AU_NZ }],
  ['09 1234 56789', 'au-nz', { message: AU_NZ }],
  ['06 123 456', 'au-nz', { message: AU_NZ }],
  ['08 123 4567', 'au-nz', { message: AU_NZ }],
  // garbage and other countries
  ['01 2345 6789', 'au-nz', { message: AU_NZ }],
  ['0412 345 67890', 'au-nz', { message: AU_NZ }],
  ['412 345 678', 'au-nz', { message: AU_NZ }],
  ['61 412 345 678', 'au-nz', { message: AU_NZ }],
  ['0412 345 67a', 'au-nz', { message: AU_NZ }],
  ['04.1234.5678', 'au-nz', { message: AU_NZ }],
  ['++61412345678', 'au-nz', { message: AU_NZ }],
  ['call me', 'au-nz', { message: AU_NZ }],
  ['+1 212 555 0123', 'au-nz', { message: AU_NZ }],
  ['+44 20 7946 0958', 'au-nz', { message: AU_NZ }],
  // au-nz-uk: UK numbers starting 44 as well
  ['+44 20 7946 0958', 'au-nz-uk', { phone: '+442079460958' }],
  ['+44 (0)20 7946 0958', 'au-nz-uk', { phone: '+442079460958' }],
  ['0044 7911 123456', 'au-nz-uk', { phone: '+447911123456' }],
  ['44 7911 123456', 'au-nz-uk', { phone: '+447911123456' }],
  ['+44 1632 96009', 'au-nz-uk', { phone: '+44163296009' }],
  ['0412 345 678', 'au-nz-uk', { phone: '0412345678' }],
  ['+64 21 123 4567', 'au-nz-uk', { phone: '0211234567' }],
  ['07911 123456', 'au-nz-uk', { message: AU_NZ }],
  ['01632 960009', 'au-nz-uk', { message: AU_NZ }],
  ['+44 7911 1234567', 'au-nz-uk', { message: AU_NZ }],
  ['+44 7911', 'au-nz-uk', { message: AU_NZ }],
  ['+1 212 555 0123', 'au-nz-uk', { message: AU_NZ }],
  // numeric: digits, fewer than 15 characters
  ['0412 345 678', 'numeric', { phone: '0412345678' }],
  ['+61 412 345 678', 'numeric', { phone: '0412345678' }],
  ['+1 212 555 0123', 'numeric', { phone: '+12125550123' }],
  ['12345678901234', 'numeric', { phone: '12345678901234' }],
  ['123 4567 8901 234', 'numeric', { phone: '12345678901234' }],
  ['123456789012345', 'numeric', { message: LEAD_MESSAGES.phoneTooLong }],
  ['+1234567890123 4', 'numeric', { message: LEAD_MESSAGES.phoneTooLong }],
  ['0412 345 67a', 'numeric', { message: LEAD_API_MESSAGES.phoneNotNumeric }],
  ['call me', 'numeric', { message: LEAD_API_MESSAGES.phoneNotNumeric }],
];

test.each(cases)('%s under %s', (raw, variant, expected) => {
  const result = checkPhone(raw, variant);
  expect(result).toEqual(
    'phone' in expected ? { ok: true, ...expected } : { ok: false, ...expected },
  );
});
