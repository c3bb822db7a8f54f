import { describe, expect, it } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';
import { StringValues } from '#server/search/engine/filter/string-values.ts';

const listed = (values: StringValues, ids: number[]) =>
  [...values.counts(ids.reduce((set, id) => set.add(id), DocSet.empty()))].map(([value]) => value);

describe('facet string values in Meilisearch’s byte order', () => {
  it('sorts by code point, where UTF-16 would put a surrogate pair before U+E000', () => {
    const values = new StringValues();
    ['😀', '\uE000', 'b', 'A'].forEach((value, id) => values.add(id, [value]));
    values.settle();
    expect(listed(values, [0, 1, 2, 3])).toEqual(['A', 'b', '\uE000', '😀']);
    // Keys written later merge into the same order.
    values.add(4, ['\uFFFD']);
    values.add(5, ['c']);
    values.settle();
    expect(listed(values, [0, 1, 2, 3, 4, 5])).toEqual(['A', 'b', 'c', '\uE000', '\uFFFD', '😀']);
  });

  it('sorts plain keys as the native sort does', () => {
    const values = new StringValues();
    const stock = ['BM31800', 'bm100', 'F0BM22736', 'ute', 'Ute ', 'cx-5'];
    stock.forEach((value, id) => values.add(id, [value]));
    values.settle();
    expect(listed(values, [0, 1, 2, 3, 4, 5])).toEqual([
      'bm100',
      'BM31800',
      'cx-5',
      'F0BM22736',
      'ute',
    ]);
  });
});
