// A facet value's documents (filter/posting-list.ts) match a plain set through adds, repeats and
// removes, in ascending and in scattered order, below and across the id list's limit.
import { describe, expect, test } from 'vitest';
import { PostingList } from '#server/search/engine/filter/posting-list.ts';
import { DocSet } from '#server/search/engine/index/doc-set.ts';

function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
}

function expectSame(posting: PostingList, model: Set<number>) {
  expect(posting.size).toBe(model.size);
  expect(Array.from(posting.ids()).sort((a, b) => a - b)).toEqual([...model].sort((a, b) => a - b));
  const all = DocSet.full(5000);
  expect(posting.countIn(all)).toBe(model.size);
}

describe('PostingList', () => {
  test.each([
    ['ascending, repeated', (i: number) => Math.floor(i / 2)],
    ['scattered', (i: number, random: (n: number) => number) => random(3000) + (i % 2)],
  ])('adds %s ids as a set would, across the id list limit', (_, idAt) => {
    const random = seeded(7);
    for (const count of [10, 1000, 1030, 4000]) {
      const posting = new PostingList();
      const model = new Set<number>();
      for (let i = 0; i < count; i++) {
        const id = idAt(i, random);
        posting.add(id);
        model.add(id);
      }
      expectSame(posting, model);
    }
  });

  test('removes keep it a set: a removed id comes back once, others stay', () => {
    const random = seeded(11);
    for (const count of [50, 1500]) {
      const posting = new PostingList();
      const model = new Set<number>();
      for (let id = 0; id < count; id++) {
        posting.add(id);
        model.add(id);
      }
      for (let i = 0; i < count; i++) {
        const id = random(count + 10);
        if (random(2) === 0) {
          posting.remove(id);
          model.delete(id);
        } else {
          posting.add(id);
          posting.add(id);
          model.add(id);
        }
      }
      // After the order is broken, a new id above the last one must still be found when repeated.
      posting.add(count + 100);
      posting.add(count + 100);
      model.add(count + 100);
      expectSame(posting, model);
    }
  });
});
