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

  test('one value per document: the second direction, mirrored from the first, ranks as compare does', () => {
    // Numbers, strings, ties and documents without a value; no arrays, so both directions
    // rank by the same keys and the second is mirrored (RankedKeys.mirror).
    const single = [
      { year: 2020 },
      { year: 'n/a' },
      {},
      { year: 2018 },
      { year: 2020 },
      { year: 'TBA' },
    ];
    for (const first of [false, true]) {
      const column = new SortColumn('year');
      single.forEach((doc, id) => column.set(id, doc));
      column.ranks(first);
      for (const desc of [!first, first]) {
        const ranks = column.ranks(desc);
        for (let a = 0; a < single.length; a++) {
          for (let b = 0; b < single.length; b++) {
            expect(Math.sign(ranks[a]! - ranks[b]!)).toBe(Math.sign(column.compare(a, b, desc)));
          }
        }
      }
      // Later writes reach the mirrored direction too.
      column.set(2, { year: 2030 });
      const desc = column.ranks(true);
      const asc = column.ranks(false);
      expect(desc[2]).toBe(0);
      expect(asc[2]).toBe(2);
    }
  });
});
