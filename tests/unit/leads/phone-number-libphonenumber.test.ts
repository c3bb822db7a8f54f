import { describe, expect, test } from 'vitest';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { checkPhone, type PhoneValidation } from '#shared/leads/phone-number.ts';

/**
 * Cross-check of the product rule 5.4 phone rules (shared/leads/phone-number.ts) with
 * libphonenumber-js, Google's numbering-plan metadata: wherever the product rules' rules
 * and the real numbering plans agree, the two must give the same verdict. Where
 * the product rules deliberately differs, the number is listed below with the reason, and
 * the test checks that the difference is still there (so the list cannot rot).
 */

/** What a region's shopper would type: the country codes each variant accepts. */
const VARIANTS: Record<
  Exclude<PhoneValidation, 'numeric'>,
  { codes: string[]; regions: CountryCode[] }
> = {
  'au-nz': { codes: ['61', '64'], regions: ['AU', 'NZ'] },
  'au-nz-uk': { codes: ['61', '64', '44'], regions: ['AU', 'NZ', 'GB'] },
};

/** libphonenumber's verdict: a valid number of one of the variant's countries. */
function libphonenumberAccepts(raw: string, variant: keyof typeof VARIANTS): boolean {
  const { codes, regions } = VARIANTS[variant];
  return regions.some((region) => {
    const parsed = parsePhoneNumberFromString(raw, region);
    return parsed !== undefined && codes.includes(parsed.countryCallingCode) && parsed.isValid();
  });
}

// Real-shaped numbers: mobiles, landlines of each AU state and NZ region, service numbers,
// international forms, and near misses (a digit short or long, wrong prefixes, other countries).
const AU_NZ_NUMBERS = [
  '0412 345 678',
  '0491 570 156',
  '+61 491 570 156',
  '0061 412 345 678',
  '+61 (0)412 345 678',
  '(02) 9876 5432',
  '03 9555 1234',
  '07 3123 4567',
  '08 9222 1234',
  '+61 8 9222 1234',
  '1300 975 707',
  '1800 123 456',
  '13 12 34',
  '021 123 4567',
  '027 123 4567',
  '022 1234 5678',
  '+64 21 123 4567',
  '0064 27 123 4567',
  '09 379 1234',
  '04 499 1234',
  '03 366 1234',
  '06 357 1234',
  '07 838 1234',
  '+64 9 379 1234',
  '0412 345 6',
  '0412 345 67890',
  '01 2345 6789',
  '08 123 4567',
  '06 1234 5678',
  '1300 975 70',
  '+1 212 555 0123',
  '+44 20 7946 0958',
  '0412 345 67a',
  'call me',
];

const UK_NUMBERS = [
  '+44 20 7946 0958',
  '+44 (0)20 7946 0958',
  '0044 20 7946 0958',
  '44 20 7946 0958',
  '+44 7911 123456',
  '+44 161 496 0000',
  '+44 7911 1234567',
  '+44 7911',
  '0412 345 678',
  '+64 21 123 4567',
  '+1 212 555 0123',
];

/** Numbers where the product rules' rules knowingly give another verdict than the numbering plans. */
const KNOWN_DIFFERENCES: Record<string, string> = {
  '05 5550 1234':
    "product rule 5.12 lists 05 among AU's 8-digit prefixes; the plan has not opened it",
  '029 1234 56789': "product rule 5.12 gives NZ's 02x mobiles 7-9 digits; the plan's longest is 8",
  '1900 123 456': 'premium-rate 1900 numbers are no way to reach a shopper; only 13, 1300, 1800',
  '+61 1300 975 707':
    "product rule 5.4 turns +61 into a trunk 0, and 01300 is no number; 1300s can't be called from abroad",
  '412 345 678':
    'product rule 5.4 asks for the trunk 0 (or a country code); the plan reads it as national',
  '61 412 345 678': 'product rule 5.4 takes the country code only with + or 00',
  '0412 345 67':
    'an AU mobile a digit short has the shape of a Wellington (04) landline, which product rule 5.12 allows',
  '07911 123456':
    'the UK variant allows numbers starting 44: a domestic 07 number reads as NZ/AU and fails',
};

describe('product rule 5.4 phone rules against libphonenumber-js', () => {
  test.each(AU_NZ_NUMBERS)('au-nz: %s', (raw) => {
    expect(checkPhone(raw, 'au-nz').ok).toBe(libphonenumberAccepts(raw, 'au-nz'));
  });

  test.each(UK_NUMBERS)('au-nz-uk: %s', (raw) => {
    expect(checkPhone(raw, 'au-nz-uk').ok).toBe(libphonenumberAccepts(raw, 'au-nz-uk'));
  });

  test.each(Object.entries(KNOWN_DIFFERENCES))('differs on purpose: %s (%s)', (raw) => {
    const variant = raw.startsWith('07911') ? 'au-nz-uk' : 'au-nz';
    expect(checkPhone(raw, variant).ok).not.toBe(libphonenumberAccepts(raw, variant));
  });
});
