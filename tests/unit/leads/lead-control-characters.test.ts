import { describe, expect, test } from 'vitest';
import { LEAD_API_MESSAGES } from '#shared/leads/lead-messages.ts';
import { readLeadField } from '#shared/leads/read-lead-field.ts';
import { RULES } from './lead-rules-fixture.ts';

// docs/decisions/0016-malformed-json-and-control-characters.md: refused, never stripped; tab, CR and LF stay whitespace.
const REFUSED = [
  '\u0000',
  '\u0007',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
];

describe('control characters in lead fields', () => {
  test.each(REFUSED.map((c) => [c.codePointAt(0)!.toString(16), c]))(
    'U+%s is refused in single-line, email and multi-line fields, naming the rule',
    (_code, c) => {
      expect(readLeadField('name', `Alex${c}Citizen`, RULES)).toEqual({
        error: LEAD_API_MESSAGES.controlCharacters,
      });
      expect(readLeadField('email', `alex${c}@example.com`, RULES)).toEqual({
        error: LEAD_API_MESSAGES.controlCharacters,
      });
      expect(readLeadField('message', `Hello${c}`, RULES)).toEqual({
        error: LEAD_API_MESSAGES.controlCharactersMultiline,
      });
    },
  );

  test('tab, CR and LF fold into a space in a name and keep their lines in a message', () => {
    expect(readLeadField('name', 'Alex\t\r\nCitizen', RULES)).toEqual({ value: 'Alex Citizen' });
    expect(readLeadField('message', 'One\r\nTwo\tthree', RULES)).toEqual({
      value: 'One\nTwo\tthree',
    });
  });
});
