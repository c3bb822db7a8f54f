import { expect, test } from 'vitest';
import { heapGrowthFlag } from '#server/startup/heap-growth.server.ts';

test("a percentage becomes V8's pacing flag", () => {
  expect(heapGrowthFlag(30, [])).toBe('--heap-growing-percent=30');
  expect(heapGrowthFlag(250, ['--enable-source-maps', ''])).toBe('--heap-growing-percent=250');
});

test('0 leaves V8 its own pacing', () => {
  expect(heapGrowthFlag(0, [])).toBeUndefined();
});

test.each([
  [['--heap-growing-percent=80']],
  [['', '--max-old-space-size=2048 --heap_growing_percent=80']],
])('a pacing flag the operator gave Node wins: %j', (nodeFlags) => {
  expect(heapGrowthFlag(30, nodeFlags)).toBeUndefined();
});
