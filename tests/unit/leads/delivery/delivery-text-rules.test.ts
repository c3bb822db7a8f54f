import { describe, expect, test } from 'vitest';
import { phoneType } from '#server/leads/delivery/lead-facts.ts';
import { stateForPostcode } from '#server/leads/delivery/postcode-region.ts';
import { escapeXml, stripControlCharacters } from '#server/leads/delivery/xml-escape.ts';

describe('escapeXml', () => {
  test.each([
    ['ampersand', 'Smith & Sons', 'Smith &amp; Sons'],
    ['angle brackets', '<script>', '&lt;script&gt;'],
    ['double quote', 'say "hi"', 'say &quot;hi&quot;'],
    ['apostrophe', "O'Brien", 'O&apos;Brien'],
    ['an entity already written is escaped again', '&amp;', '&amp;amp;'],
    ['tab, line feed and carriage return are kept', 'a\tb\nc\rd', 'a\tb\nc\rd'],
    ['NUL, bell, escape and form feed are dropped', 'a\u0000b\u0007c\u001bd\u000ce', 'abcde'],
    ['DEL and C1 controls are dropped', 'a\u007fb\u0085c\u009fd', 'abcd'],
    ['a lone surrogate is dropped', 'a\ud800b', 'ab'],
    ['U+FFFE and U+FFFF are dropped', 'a\ufffeb\uffffc', 'abc'],
    ['accents, emoji and non-breaking spaces are kept', 'Zoë 🚗\u00a0ok', 'Zoë 🚗\u00a0ok'],
  ])('%s', (_case, input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });

  test('stripping alone leaves markup characters as they are', () => {
    expect(stripControlCharacters('<a>&\u0001')).toBe('<a>&');
  });
});

describe('stateForPostcode (ADF regioncode)', () => {
  test.each([
    ['2000', 'NSW'],
    ['2150', 'NSW'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2619', 'NSW'],
    ['2913', 'ACT'],
    ['0200', 'ACT'],
    ['0800', 'NT'],
    ['3000', 'VIC'],
    ['8001', 'VIC'],
    ['4000', 'QLD'],
    ['9726', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['7000', 'TAS'],
    ['0100', null],
    ['215', null],
    ['21500', null],
    ['abcd', null],
  ] as const)('%s is %s', (postcode, state) => {
    expect(stateForPostcode(postcode, 'AU')).toBe(state);
  });

  test('New Zealand has no states', () => {
    expect(stateForPostcode('2000', 'NZ')).toBeNull();
  });
});

describe('phoneType (ADF phone type)', () => {
  test.each([
    ['AU mobile', '0491 570 156', 'AU', 'cellphone'],
    ['AU mobile, international', '+61 491 570 156', 'AU', 'cellphone'],
    ['AU landline', '02 5550 1234', 'AU', 'voice'],
    ['AU 1300', '1300 975 707', 'AU', 'voice'],
    ['NZ mobile', '021 123 4567', 'NZ', 'cellphone'],
    ['NZ mobile, international', '+64 21 123 4567', 'AU', 'cellphone'],
    ['NZ landline', '09 555 0123', 'NZ', 'voice'],
  ] as const)('%s', (_case, phone, country, type) => {
    expect(phoneType(phone, country)).toBe(type);
  });
});
