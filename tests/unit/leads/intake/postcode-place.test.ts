import { describe, expect, test } from 'vitest';
import { isPlaceablePostcode } from '#server/leads/intake/postcode-place.ts';

describe("a lead's postcode must be a place (product rule 5.5: 'Invalid postcode')", () => {
  test.each([
    ['2000', '0412345678', true],
    ['0200', '0412345678', true],
    ['0800', '0412345678', true],
    ['9999', undefined, true],
    ['0000', '0412345678', false],
    ['0199', '0412345678', false],
    ['0300', undefined, false],
    ['0799', '0412345678', false],
    // A New Zealand phone: no NZ table, the postcode stands.
    ['0000', '093071234', true],
  ])('postcode %s with phone %s: %s', (postcode, phone, placeable) => {
    expect(isPlaceablePostcode({ postcode, ...(phone ? { phone } : {}) })).toBe(placeable);
  });

  test('a lead without a postcode has nothing to place', () => {
    expect(isPlaceablePostcode({ phone: '0412345678' })).toBe(true);
  });
});
