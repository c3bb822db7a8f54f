import { describe, expect, test } from 'vitest';
import { dropSkipsSpanning, skipInto, spansStep } from '#shared/forms/multi-step/step-skips.ts';

describe('a skip spans the move out of a step (product rule 4.12)', () => {
  test.each([
    // [from, to, step left, spans]
    [1, 3, 0, false],
    [1, 3, 1, true], // back at the skip's origin, now going one step at a time
    [1, 3, 2, true], // inside the jumped-over steps
    [1, 3, 3, false], // reached by the skip: Previous from here still returns to 1
    [1, 3, 4, false],
    [0, 1, 0, true],
  ])('{from: %d, to: %d} leaving step %d -> %s', (from, to, step, expected) => {
    expect(spansStep({ from, to }, step)).toBe(expected);
  });

  test('only the spanning records are dropped, the others kept in order', () => {
    const skips = [
      { from: 0, to: 2 },
      { from: 2, to: 5 },
      { from: 5, to: 7 },
    ];
    expect(dropSkipsSpanning(skips, 3)).toEqual([
      { from: 0, to: 2 },
      { from: 5, to: 7 },
    ]);
  });
});

describe('the skip that landed on a step', () => {
  test('is the latest with that step as its target', () => {
    const skips = [
      { from: 0, to: 3 },
      { from: 1, to: 3 },
    ];
    expect(skipInto(skips, 3)).toEqual({ from: 1, to: 3 });
    expect(skipInto(skips, 2)).toBeUndefined();
  });
});
