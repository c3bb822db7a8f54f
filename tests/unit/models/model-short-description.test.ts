import { expect, test } from 'vitest';
import { shortDescription } from '#shared/models/short-description.ts';

// product rule 9.7: short and dropdown descriptions are cut to 75 characters.
test.each([
  [
    'fits as it is',
    'Compact city hatch with sharp styling.',
    'Compact city hatch with sharp styling.',
  ],
  ['exactly 75 characters stays whole', 'a'.repeat(75), 'a'.repeat(75)],
  [
    'cut on the last whole word, ellipsis inside the 75',
    'Large SUV with a plug-in hybrid option, a rear-wheel-drive platform and a premium cabin.',
    'Large SUV with a plug-in hybrid option, a rear-wheel-drive platform and a…',
  ],
  [
    'a word ending just at the limit is kept, its comma is not',
    `${'word '.repeat(14)}ends, and then more text follows`,
    `${'word '.repeat(14)}ends…`,
  ],
  ['a single word longer than the limit is cut mid-word', 'x'.repeat(80), `${'x'.repeat(74)}…`],
  ['spaces are tidied', '  Tough   dual-cab ute  ', 'Tough dual-cab ute'],
])('%s', (_case, text, expected) => {
  const cut = shortDescription(text);
  expect(cut).toBe(expected);
  expect(cut!.length).toBeLessThanOrEqual(75);
});

test('no description stays none; another limit can be asked for (meta descriptions)', () => {
  expect(shortDescription(undefined)).toBeUndefined();
  expect(shortDescription('The new Mazda CX-5 at Bayside Mazda.', 20)).toBe('The new Mazda CX-5…');
});
