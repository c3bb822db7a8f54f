import { describe, expect, test } from 'vitest';
import { SortColumn } from '#server/search/engine/rank/sort-columns.ts';

// Numbers before strings, documents without a value last, arrays by their
// smallest (asc) or largest (desc) value, equal values sharing a rank.
const DOCS = [
  { price: 30 },
  { price: 'call' },
  {},
  { price: [50, 10] },
  { price: 30 },
  { price: 'Auction' },
  { price: null },
];

describe('SortColumn.ranks', () => {
  const column = new SortColumn('price');
  DOCS.forEach((doc, id) => column.set(id, doc));
  const order = (desc: boolean) => {
    const ranks = column.ranks(desc);
    return DOCS.map((_, id) => id).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
  };

  test.each([
    { desc: false, expected: [3, 0, 4, 5, 1, 2, 6] },
    { desc: true, expected: [3, 0, 4, 1, 5, 2, 6] },
  ])('desc=$desc orders as compare does', ({ desc, expected }) => {
    expect(order(desc)).toEqual(expected);
    const ranks = column.ranks(desc);
    for (let a = 0; a < DOCS.length; a++) {
      for (let b = 0; b < DOCS.length; b++) {
        expect(Math.sign(ranks[a]! - ranks[b]!)).toBe(Math.sign(column.compare(a, b, desc)));
      }
    }
  });

  test('ranks follow later writes', () => {
    const changing = new SortColumn('km');
    changing.set(0, { km: 5 });
    changing.set(1, { km: 9 });
    expect([...changing.ranks(false)]).toEqual([0, 1]);
    changing.set(0, { km: 20 });
    expect([...changing.ranks(false)]).toEqual([1, 0]);
    changing.clear(1);
    expect([...changing.ranks(false)]).toEqual([0, 1]);
  });
});
