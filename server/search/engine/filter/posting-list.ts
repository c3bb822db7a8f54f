import { DocSet } from '../index/doc-set.ts';

// Below this many documents a value keeps a plain id list: a bitset costs
// n/8 bytes whatever its size, which would be 12.5 kB per value at 100k
// documents and far too much for attributes with thousands of values.
const SMALL_LIMIT = 1024;

/** The documents holding one facet value: an id list while small, a bitset once large. */
export class PostingList {
  #small: number[] | null = [];
  /** Whether the id list ascends: ids are handed out in order, so a fill only ever appends. */
  #ascending = true;
  #bits: DocSet | null = null;
  #size = 0;

  get size(): number {
    return this.#size;
  }

  add(docId: number): void {
    if (this.#bits) {
      if (this.#bits.has(docId)) return;
      this.#bits.add(docId);
    } else {
      const small = this.#small!;
      const last = small.length === 0 ? -1 : small[small.length - 1]!;
      // An ascending list holds no id above its last one: no scan for a new id.
      if (!this.#ascending || docId <= last) {
        if (small.includes(docId)) return;
        if (docId < last) this.#ascending = false;
      }
      small.push(docId);
      if (small.length > SMALL_LIMIT) {
        this.#bits = DocSet.fromIds(small);
        this.#small = null;
      }
    }
    this.#size++;
  }

  remove(docId: number): void {
    if (this.#bits) {
      if (!this.#bits.has(docId)) return;
      this.#bits.delete(docId);
    } else {
      const small = this.#small!;
      const at = small.indexOf(docId);
      if (at === -1) return;
      small[at] = small[small.length - 1]!;
      small.pop();
      if (at < small.length) this.#ascending = false;
    }
    this.#size--;
  }

  /** The documents as a set. Read-only: it may be this posting's own bitset. */
  toDocSet(): DocSet {
    return this.#bits ?? DocSet.fromIds(this.#small!);
  }

  /** `target` plus these documents; `target` is a set being built and may be reused. */
  unionInto(target: DocSet): DocSet {
    if (this.#bits) return target.or(this.#bits);
    for (const id of this.#small!) target.add(id);
    return target;
  }

  /** The documents, in no particular order. Read-only. */
  ids(): ArrayLike<number> {
    return this.#bits ? this.#bits.ids() : this.#small!;
  }

  countIn(candidates: DocSet): number {
    if (this.#bits) return this.#bits.intersectionCount(candidates);
    let count = 0;
    for (const id of this.#small!) if (candidates.has(id)) count++;
    return count;
  }
}
