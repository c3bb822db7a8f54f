import { describe, expect, test } from 'vitest';
import { DocSet } from '#server/search/engine/index/doc-set.ts';
import { RangeBlocks } from '#server/search/engine/filter/range-blocks.ts';

// Documents 0..n-1 in a shuffled value order, each once: what NumericValues
// hands over when every document has one number.
function shuffledDocs(n: number): Uint32Array {
  const docs = Uint32Array.from({ length: n }, (_, i) => i);
  let state = 7;
  for (let i = n - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (i + 1);
    [docs[i], docs[j]] = [docs[j]!, docs[i]!];
  }
  return docs;
}

describe('RangeBlocks', () => {
  const docs = shuffledDocs(20_000);
  const blocks = RangeBlocks.build(docs);
  test.each([
    [0, 20_000],
    [0, 0],
    [1, 2],
    [100, 4095],
    [4095, 4097],
    [4096, 8192],
    [3000, 17_000],
    [123, 19_999],
    [8192, 20_000],
  ])('pairs [%i, %i) give the documents of those pairs', (from, to) => {
    expect(blocks.select(from, to).toArray()).toEqual(DocSet.fromIdSlice(docs, from, to).toArray());
  });

  test('the answer is a new set: changing it leaves the blocks alone', () => {
    const first = blocks.select(0, 20_000);
    first.delete(docs[10_000]!);
    expect(blocks.select(0, 20_000).count()).toBe(20_000);
  });
});
