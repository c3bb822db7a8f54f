import { describe, expect, test } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';

function randomIds(seed: number, count: number, below: number): number[] {
  let state = seed;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    ids.push(state % below);
  }
  return ids;
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

describe('DocSet', () => {
  test('empty, full and fromIds', () => {
    expect(DocSet.empty().count()).toBe(0);
    expect(DocSet.empty().isEmpty()).toBe(true);
    expect(DocSet.full(0).toArray()).toEqual([]);
    expect(DocSet.full(5).toArray()).toEqual([0, 1, 2, 3, 4]);
    expect(DocSet.full(32).count()).toBe(32);
    expect(DocSet.full(33).toArray().at(-1)).toBe(32);
    expect(DocSet.full(100_000).count()).toBe(100_000);
    expect(DocSet.fromIds([5, 1, 5, 64, 31, 32]).toArray()).toEqual([1, 5, 31, 32, 64]);
  });

  test('has, add and delete, including bit 31 of a word', () => {
    const set = DocSet.empty().add(31).add(63).add(0).add(1000);
    expect([31, 63, 0, 1000].every((id) => set.has(id))).toBe(true);
    expect(set.has(30)).toBe(false);
    expect(set.has(5000)).toBe(false);
    expect(set.count()).toBe(4);
    set.delete(31).delete(9999);
    expect(set.toArray()).toEqual([0, 63, 1000]);
    expect(() => DocSet.empty().add(-1)).toThrow(RangeError);
    expect(() => DocSet.empty().add(1.5)).toThrow(RangeError);
  });

  test('and, or, andNot, not agree with plain sets and leave operands alone', () => {
    const a = randomIds(1, 3000, 10_000);
    const b = randomIds(2, 5000, 20_000);
    const left = DocSet.fromIds(a);
    const right = DocSet.fromIds(b);
    const inB = new Set(b);
    const inA = new Set(a);
    expect(left.and(right).toArray()).toEqual(sorted(a.filter((id) => inB.has(id))));
    expect(left.or(right).toArray()).toEqual(sorted([...a, ...b]));
    expect(left.andNot(right).toArray()).toEqual(sorted(a.filter((id) => !inB.has(id))));
    expect(right.andNot(left).toArray()).toEqual(sorted(b.filter((id) => !inA.has(id))));
    const universe = 12_345;
    const complement = Array.from({ length: universe }, (_, id) => id).filter((id) => !inA.has(id));
    expect(left.not(universe).toArray()).toEqual(complement);
    expect(left.intersectionCount(right)).toBe(left.and(right).count());
    expect(left.toArray()).toEqual(sorted(a));
    expect(right.toArray()).toEqual(sorted(b));
  });

  test('not is bounded by the universe even when the set holds larger ids', () => {
    const set = DocSet.fromIds([1, 3, 40]);
    expect(set.not(5).toArray()).toEqual([0, 2, 4]);
    expect(DocSet.empty().not(3).toArray()).toEqual([0, 1, 2]);
  });

  test('count is a popcount over words', () => {
    const ids = randomIds(3, 50_000, 100_000);
    expect(DocSet.fromIds(ids).count()).toBe(new Set(ids).size);
  });

  test('iteration is in id order', () => {
    const ids = randomIds(4, 1000, 5000);
    expect([...DocSet.fromIds(ids)]).toEqual(sorted(ids));
  });

  test('clone and equals', () => {
    const set = DocSet.fromIds([1, 2, 3]);
    const copy = set.clone().add(4);
    expect(set.toArray()).toEqual([1, 2, 3]);
    expect(copy.equals(DocSet.fromIds([4, 3, 2, 1]))).toBe(true);
    expect(DocSet.withCapacity(1000).equals(DocSet.empty())).toBe(true);
    expect(set.equals(copy)).toBe(false);
  });
});
