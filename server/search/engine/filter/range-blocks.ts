import { DocSet } from '../index/doc-set.ts';

// Pairs per block: a range costs one AND-NOT of two bitsets plus at most two
// partial blocks read pair by pair.
const BLOCK_PAIRS = 4096;

/**
 * Cumulative bitsets over an attribute's (value, document) pairs sorted by
 * value: `before[k]` holds the documents of the first k blocks. When each
 * document has one value, the documents of the pairs [from, to) are the
 * whole blocks in between (`before[j]` minus `before[i]`) plus the pairs of
 * the two partial blocks: O(n / 32 + block) instead of a bit per pair.
 */
export class RangeBlocks {
  readonly #docs: Uint32Array;
  readonly #before: DocSet[];

  private constructor(docs: Uint32Array, before: DocSet[]) {
    this.#docs = docs;
    this.#before = before;
  }

  /** `docs`: the document of each pair, in value order; each document at most once. */
  static build(docs: Uint32Array): RangeBlocks {
    const before = [DocSet.empty()];
    for (let start = 0; start + BLOCK_PAIRS <= docs.length; start += BLOCK_PAIRS) {
      before.push(before[before.length - 1]!.clone().addIdSlice(docs, start, start + BLOCK_PAIRS));
    }
    return new RangeBlocks(docs, before);
  }

  /** The documents of pairs [from, to). */
  select(from: number, to: number): DocSet {
    const firstWhole = Math.ceil(from / BLOCK_PAIRS);
    const lastWhole = Math.floor(to / BLOCK_PAIRS);
    if (lastWhole - firstWhole < 2) return DocSet.fromIdSlice(this.#docs, from, to);
    return this.#before
      [lastWhole]!.andNot(this.#before[firstWhole]!)
      .addIdSlice(this.#docs, from, firstWhole * BLOCK_PAIRS)
      .addIdSlice(this.#docs, lastWhole * BLOCK_PAIRS, to);
  }
}
