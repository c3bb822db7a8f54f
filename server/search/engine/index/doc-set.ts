/**
 * A set of internal document ids (0..n-1) as a bitset over 32-bit words.
 * At 100k documents a set is 3,125 words (12.5 kB), so AND / OR / NOT of two
 * sets is a few thousand word operations and never a per-document scan.
 *
 * `and`, `or`, `andNot`, `not` and `clone` return new sets. `add` and `delete`
 * mutate in place: they exist to build a set (an index's posting, a result),
 * and must not be called on a set received from someone else.
 */
export class DocSet implements Iterable<number> {
  #words: Uint32Array;
  /** The members in ascending order, listed once and kept until the next write. */
  #ids: Uint32Array | null = null;

  private constructor(words: Uint32Array) {
    this.#words = words;
  }

  static empty(): DocSet {
    return new DocSet(new Uint32Array(0));
  }

  /** An empty set with room for ids below `universeSize` without regrowing. */
  static withCapacity(universeSize: number): DocSet {
    return new DocSet(new Uint32Array(wordCount(universeSize)));
  }

  /** Every id in 0..n-1. */
  static full(n: number): DocSet {
    const words = new Uint32Array(wordCount(n)).fill(0xffffffff);
    maskTail(words, n);
    return new DocSet(words);
  }

  static fromIds(ids: Iterable<number>): DocSet {
    const list = Array.isArray(ids) ? (ids as number[]) : [...ids];
    let max = -1;
    for (const id of list) if (id > max) max = id;
    const set = DocSet.withCapacity(max + 1);
    for (const id of list) set.add(id);
    return set;
  }

  /** The ids of `ids[from, to)`, in any order: one pass, no regrowing. Ids must be valid. */
  static fromIdSlice(ids: Uint32Array, from = 0, to = ids.length): DocSet {
    return DocSet.empty().addIdSlice(ids, from, to);
  }

  has(id: number): boolean {
    const word = id >>> 5;
    return word < this.#words.length && ((this.#words[word]! >>> (id & 31)) & 1) === 1;
  }

  add(id: number): this {
    if (!Number.isInteger(id) || id < 0) throw new RangeError(`Invalid document id: ${id}`);
    const word = id >>> 5;
    if (word >= this.#words.length) this.#grow(word + 1);
    this.#words[word] = this.#words[word]! | (1 << (id & 31));
    this.#ids = null;
    return this;
  }

  /** Adds the ids of `ids[from, to)` (valid ids, any order), growing once. */
  addIdSlice(ids: Uint32Array, from = 0, to = ids.length): this {
    let max = -1;
    for (let i = from; i < to; i++) if (ids[i]! > max) max = ids[i]!;
    if (max < 0) return this;
    if (max >>> 5 >= this.#words.length) this.#grow((max >>> 5) + 1);
    const words = this.#words;
    for (let i = from; i < to; i++) {
      const id = ids[i]!;
      words[id >>> 5] = words[id >>> 5]! | (1 << (id & 31));
    }
    this.#ids = null;
    return this;
  }

  delete(id: number): this {
    const word = id >>> 5;
    if (word < this.#words.length) this.#words[word] = this.#words[word]! & ~(1 << (id & 31));
    this.#ids = null;
    return this;
  }

  and(other: DocSet): DocSet {
    const a = this.#words;
    const b = other.#words;
    const out = new Uint32Array(Math.min(a.length, b.length));
    for (let i = 0; i < out.length; i++) out[i] = a[i]! & b[i]!;
    return new DocSet(out);
  }

  or(other: DocSet): DocSet {
    const [long, short] =
      this.#words.length >= other.#words.length
        ? [this.#words, other.#words]
        : [other.#words, this.#words];
    const out = long.slice();
    for (let i = 0; i < short.length; i++) out[i] = out[i]! | short[i]!;
    return new DocSet(out);
  }

  andNot(other: DocSet): DocSet {
    const b = other.#words;
    const out = this.#words.slice();
    const shared = Math.min(out.length, b.length);
    for (let i = 0; i < shared; i++) out[i] = out[i]! & ~b[i]!;
    return new DocSet(out);
  }

  /** The ids in 0..universeSize-1 that are not in this set. */
  not(universeSize: number): DocSet {
    const a = this.#words;
    const out = new Uint32Array(wordCount(universeSize));
    for (let i = 0; i < out.length; i++) out[i] = ~(a[i] ?? 0);
    maskTail(out, universeSize);
    return new DocSet(out);
  }

  count(): number {
    if (this.#ids !== null) return this.#ids.length;
    let total = 0;
    for (const word of this.#words) if (word !== 0) total += popcount(word);
    return total;
  }

  /**
   * `this.and(other).count()` without allocating the intersection: a pass
   * over the words, or over the members of a side already listed and shorter.
   */
  intersectionCount(other: DocSet): number {
    const a = this.#words;
    const b = other.#words;
    const shared = Math.min(a.length, b.length);
    if (this.#ids !== null && this.#ids.length < shared) return other.#countListed(this.#ids);
    if (other.#ids !== null && other.#ids.length < shared) return this.#countListed(other.#ids);
    let total = 0;
    for (let i = 0; i < shared; i++) {
      const word = a[i]! & b[i]!;
      if (word !== 0) total += popcount(word);
    }
    return total;
  }

  isEmpty(): boolean {
    for (const word of this.#words) if (word !== 0) return false;
    return true;
  }

  equals(other: DocSet): boolean {
    const a = this.#words;
    const b = other.#words;
    const longest = Math.max(a.length, b.length);
    for (let i = 0; i < longest; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return false;
    return true;
  }

  clone(): DocSet {
    return new DocSet(this.#words.slice());
  }

  toArray(): number[] {
    return Array.from(this.ids());
  }

  /**
   * The members in ascending order. Read-only: the list is kept for the next
   * caller (a search reads its candidates once per facet).
   */
  ids(): Uint32Array {
    if (this.#ids !== null) return this.#ids;
    const words = this.#words;
    const ids = new Uint32Array(this.count());
    let at = 0;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        ids[at++] = i * 32 + (31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
    this.#ids = ids;
    return ids;
  }

  [Symbol.iterator](): IterableIterator<number> {
    return this.ids().values();
  }

  #countListed(ids: Uint32Array): number {
    const words = this.#words;
    let total = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const word = id >>> 5;
      if (word < words.length && ((words[word]! >>> (id & 31)) & 1) === 1) total++;
    }
    return total;
  }

  // By a quarter, not double: an index's postings are sets like this one, grown an id at a
  // time up to the index's size, and are kept; doubling left up to half of each unused.
  #grow(minWords: number): void {
    const length = this.#words.length;
    const next = new Uint32Array(Math.max(minWords, length + (length >>> 2), 4));
    next.set(this.#words);
    this.#words = next;
  }
}

function wordCount(n: number): number {
  return Math.ceil(Math.max(0, n) / 32);
}

function maskTail(words: Uint32Array, n: number): void {
  const rest = n & 31;
  if (rest !== 0 && words.length > 0) {
    const last = words.length - 1;
    words[last] = words[last]! & ((1 << rest) - 1);
  }
}

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
