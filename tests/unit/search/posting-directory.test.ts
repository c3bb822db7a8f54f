import { describe, expect, test } from 'vitest';
import { buildPostingDirectory, gallopTo } from '#server/search/engine/text/posting-directory.ts';

describe('posting directory', () => {
  test('lists each entry slot and where it starts in the flat list', () => {
    // [slot, count, positions...]: slots 2 (2 positions), 5 (1), 9 (3).
    const postings = [2, 2, 10, 11, 5, 1, 7, 9, 3, 1, 2, 3];
    const directory = buildPostingDirectory(postings);
    expect([...directory.slots]).toEqual([2, 5, 9]);
    expect([...directory.offsets]).toEqual([0, 4, 7]);
  });

  const slots = Uint32Array.from([1, 3, 3, 8, 20, 21, 40, 100]);
  test.each([
    { from: 0, slot: 0, at: 0 },
    { from: 0, slot: 1, at: 0 },
    { from: 0, slot: 3, at: 1 },
    { from: 2, slot: 3, at: 2 },
    { from: 0, slot: 9, at: 4 },
    { from: 3, slot: 40, at: 6 },
    { from: 0, slot: 100, at: 7 },
    { from: 0, slot: 101, at: 8 },
    { from: 8, slot: 5, at: 8 },
    { from: 5, slot: 2, at: 5 },
  ])('gallops from $from to the first slot at least $slot', ({ from, slot, at }) => {
    expect(gallopTo(slots, from, slot)).toBe(at);
  });
});
