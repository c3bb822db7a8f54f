import { describe, expect, test } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';
import { NumericValues } from '#server/search/engine/filter/numeric-values.ts';

// Documents and their numbers; doc 3 has none, doc 5 holds two values.
const DOCS: Record<number, number[]> = {
  0: [30],
  1: [10],
  2: [20],
  4: [10],
  5: [40, 10, 40],
  6: [-2.5],
};

function buildValues(): NumericValues {
  const values = new NumericValues();
  for (const [id, numbers] of Object.entries(DOCS)) values.add(Number(id), numbers);
  return values;
}

describe('NumericValues facet counts and stats', () => {
  const cases: Array<{ candidates: number[]; counts: [number, number][]; limit?: number }> = [
    {
      candidates: [0, 1, 2, 3, 4, 5, 6],
      counts: [
        [-2.5, 1],
        [10, 3],
        [20, 1],
        [30, 1],
        [40, 1],
      ],
    },
    {
      candidates: [1, 5],
      counts: [
        [10, 2],
        [40, 1],
      ],
    },
    { candidates: [3], counts: [] },
    {
      candidates: [0, 1, 2, 4, 5, 6],
      limit: 2,
      counts: [
        [-2.5, 1],
        [10, 3],
      ],
    },
    // Ids beyond every indexed document are simply not counted.
    { candidates: [2, 500], counts: [[20, 1]] },
  ];
  test.each(cases)('counts over $candidates', ({ candidates, counts, limit }) => {
    expect(buildValues().counts(DocSet.fromIds(candidates), limit)).toEqual(counts);
  });

  test('counting twice gives the same answer (scratch tallies are reset)', () => {
    const values = buildValues();
    const all = DocSet.full(7);
    expect(values.counts(all)).toEqual(values.counts(all));
  });

  test('counts many distinct values in order, by scan or by sort', () => {
    const values = new NumericValues();
    for (let id = 0; id < 5000; id++) values.add(id, [(id * 7919) % 5000]);
    const every = values.counts(DocSet.full(5000));
    expect(every.length).toBe(5000);
    expect(every.slice(0, 3)).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(values.counts(DocSet.fromIds([10, 20]))).toEqual(
      [
        [(10 * 7919) % 5000, 1],
        [(20 * 7919) % 5000, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });

  test.each([
    { candidates: [0, 1, 2, 3, 4, 5, 6], stats: { min: -2.5, max: 40 } },
    { candidates: [2, 5], stats: { min: 10, max: 40 } },
    { candidates: [3], stats: undefined },
    { candidates: [], stats: undefined },
  ])('stats over $candidates', ({ candidates, stats }) => {
    expect(buildValues().stats(DocSet.fromIds(candidates))).toEqual(stats);
  });

  test('stats after counts of the same set come from that pass, and follow a changed set', () => {
    const values = buildValues();
    const candidates = DocSet.fromIds([1, 2]);
    values.counts(candidates, 1);
    expect(values.stats(candidates)).toEqual({ min: 10, max: 20 });
    candidates.add(5);
    expect(values.stats(candidates)).toEqual({ min: 10, max: 40 });
    values.counts(candidates);
    values.add(2, [-7]);
    expect(values.stats(candidates)).toEqual({ min: -7, max: 40 });
  });

  test('reads see writes: replace, remove, one value then several', () => {
    const values = buildValues();
    values.counts(DocSet.full(7));
    values.remove(5);
    values.add(1, [99]);
    values.add(6, [1, 2]);
    expect(values.counts(DocSet.full(7))).toEqual([
      [1, 1],
      [2, 1],
      [10, 1],
      [20, 1],
      [30, 1],
      [99, 1],
    ]);
    expect(
      values.range({ value: 2, inclusive: true }, { value: 20, inclusive: false }).toArray(),
    ).toEqual([4, 6]);
  });
});
