import { describe, expect, test } from 'vitest';
import { maskPhone } from '#shared/contact/mask-phone.ts';

describe('maskPhone (product rule 9.9: keeps 5 characters, stars the rest)', () => {
  test.each([
    ['landline with spaces: the spaces count among the 5', '02 5550 1100', '02 55** ****'],
    ['mobile', '0412 345 678', '0412 *** ***'],
    ['digits only', '0255501100', '02555*****'],
    ['+61: the plus and the space count too', '+61 2 5550 1100', '+61 2 **** ****'],
    ['13 number', '13 12 34', '13 12 **'],
    ['brackets and hyphens are starred like digits', '(02) 5550-1100', '(02) *********'],
    ['surrounding whitespace is not counted', '  02 5550 1100 ', '02 55** ****'],
    ['exactly 5 characters: nothing to hide', '13 13', '13 13'],
    ['shorter than 5: shown whole', '000', '000'],
    ['6 characters: the last one starred', '131313', '13131*'],
    ['empty', '', ''],
  ])('%s', (_case, phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  test('the masked number is as long as the displayed one, so revealing does not resize it', () => {
    const phone = '+61 2 5550 1100';
    expect(maskPhone(phone)).toHaveLength(phone.length);
  });
});
