import { describe, expect, test } from 'vitest';
import { isValidEmail, isValidPostcode, readCheckbox } from '#shared/leads/contact-rules.ts';

/** An address of `length` characters: 64-character local part, 61-character labels. */
function longEmail(length: number): string {
  const local = `${'a'.repeat(64)}@`;
  const tail = `${'c'.repeat(61)}.${'d'.repeat(61)}.com`;
  return `${local}${'b'.repeat(length - local.length - tail.length - 1)}.${tail}`;
}

describe('email (product rule 5.3)', () => {
  test.each([
    ['jane@example.com', true],
    ['jane.citizen+cars@mail.example.com.au', true],
    ["o'brien@example.co.nz", true],
    ['JANE@EXAMPLE.COM', true],
    [longEmail(254), true],
    [longEmail(255), false],
    ['jane@localhost', false],
    ['jane.example.com', false],
    ['jane@', false],
    ['@example.com', false],
    ['jane@@example.com', false],
    ['jane smith@example.com', false],
    ['jane@exa mple.com', false],
    ['jane@-example.com', false],
    ['jane@example..com', false],
    ['jane@example.com.', false],
  ])('%s -> %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('postcode: exactly 4 digits (product rule 5.5)', () => {
  test.each([
    ['2000', true],
    ['0800', true],
    ['200', false],
    ['20000', false],
    ['2O00', false],
    ['20 0', false],
    ['-200', false],
  ])('%s -> %s', (postcode, expected) => {
    expect(isValidPostcode(postcode)).toBe(expected);
  });
});

describe('checkbox values from JSON and plain form posts', () => {
  test.each([
    [true, true],
    ['on', true],
    ['true', true],
    ['Yes', true],
    ['1', true],
    [false, false],
    [undefined, false],
    [null, false],
    ['', false],
    ['off', false],
    ['false', false],
    ['0', false],
    ['maybe', undefined],
    [1, undefined],
    [{}, undefined],
  ])('%j -> %s', (value, expected) => {
    expect(readCheckbox(value)).toBe(expected);
  });
});
