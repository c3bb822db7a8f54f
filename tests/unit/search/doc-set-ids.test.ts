import { describe, expect, test } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';

describe('DocSet id lists', () => {
  test('fromIdSlice takes only the slice, in any order, with duplicates', () => {
    const ids = Uint32Array.from([900, 5, 64, 5, 31, 32, 7]);
    expect(DocSet.fromIdSlice(ids, 1, 6).toArray()).toEqual([5, 31, 32, 64]);
    expect(DocSet.fromIdSlice(ids).count()).toBe(6);
    expect(DocSet.fromIdSlice(ids, 3, 3).isEmpty()).toBe(true);
  });

  test('ids are ascending and follow later writes', () => {
    const set = DocSet.fromIds([40, 3, 33]);
    expect([...set.ids()]).toEqual([3, 33, 40]);
    expect(set.count()).toBe(3);
    set.add(1).delete(33);
    expect([...set.ids()]).toEqual([1, 3, 40]);
    expect([...set]).toEqual([1, 3, 40]);
    expect(set.count()).toBe(3);
  });
});
