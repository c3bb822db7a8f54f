import { describe, expect, test } from 'vitest';
import { decideHold, dropPercent, type PullCounts } from '#shared/feeds/hold-rules.ts';
import { feedSettings } from '#shared/feeds/feed-settings.ts';

const counts = (over: Partial<PullCounts>): PullCounts => ({
  rowsRead: 100,
  goodRows: 100,
  badRows: 0,
  previousCount: 100,
  removed: 0,
  ...over,
});
const goodRows = { mode: 'good-rows', holdDropPercent: 30, approved: false } as const;

describe('decideHold (product rule 4.16)', () => {
  test.each([
    ['a normal feed', counts({}), goodRows, undefined],
    [
      'removing exactly the threshold',
      counts({ goodRows: 70, rowsRead: 70, removed: 30 }),
      goodRows,
      undefined,
    ],
    [
      'removing more than the threshold',
      counts({ goodRows: 69, rowsRead: 69, removed: 31 }),
      goodRows,
      'drop',
    ],
    [
      'an 80% drop, approved',
      counts({ goodRows: 20, removed: 80 }),
      { ...goodRows, approved: true },
      undefined,
    ],
    ['an empty feed', counts({ rowsRead: 0, goodRows: 0, removed: 100 }), goodRows, 'empty'],
    [
      'an empty feed, approved',
      counts({ rowsRead: 0, goodRows: 0, removed: 100 }),
      { ...goodRows, approved: true },
      undefined,
    ],
    [
      'only bad rows for a site with no stock',
      counts({ goodRows: 0, badRows: 5, rowsRead: 5, previousCount: 0 }),
      goodRows,
      'empty',
    ],
    [
      'an empty feed for a site with no stock',
      counts({ rowsRead: 0, goodRows: 0, previousCount: 0 }),
      goodRows,
      undefined,
    ],
    ['only bad rows', counts({ goodRows: 0, badRows: 100, removed: 100 }), goodRows, 'empty'],
    ['a few bad rows, good-rows mode', counts({ goodRows: 98, badRows: 2 }), goodRows, undefined],
    [
      'a bad row, strict mode',
      counts({ goodRows: 99, badRows: 1 }),
      { ...goodRows, mode: 'strict' },
      'bad-rows',
    ],
    [
      'a bad row, strict and approved',
      counts({ goodRows: 99, badRows: 1 }),
      { mode: 'strict', holdDropPercent: 30, approved: true },
      'bad-rows',
    ],
    [
      'a site allowing 90%',
      counts({ goodRows: 20, removed: 80 }),
      { ...goodRows, holdDropPercent: 90 },
      undefined,
    ],
  ] as const)('%s', (_name, given, rules, reason) => {
    expect(decideHold(given, rules)?.reason).toBe(reason);
  });

  test('the drop message names the numbers and the site threshold', () => {
    const hold = decideHold(counts({ goodRows: 20, removed: 80 }), goodRows);
    expect(hold?.message).toBe(
      'it would remove 80 of 100 cars (80%), more than the 30% this site allows at once; an operator can approve it',
    );
  });

  test('dropPercent of no stock is 0', () => {
    expect(dropPercent({ previousCount: 0, removed: 0 })).toBe(0);
  });
});

describe('feedSettings defaults', () => {
  test('a feed naming only its format gets 15 minutes, 30%, good rows, auto encoding and |', () => {
    expect(feedSettings({ format: 'csv', url: 'https://feeds.example.com/s.csv' })).toMatchObject({
      intervalMs: 15 * 60_000,
      holdDropPercent: 30,
      mode: 'good-rows',
      encoding: 'auto',
      listSeparators: ['|'],
      maxBytes: 50 * 1024 * 1024,
      timeoutMs: 60_000,
    });
  });
});
