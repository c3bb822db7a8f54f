import { normalizeFacetString, readFacetValues } from '../filter/facet-value.ts';
import { compareCodePoints } from '../filter/string-values.ts';
import { RankedKeys } from './ranked-keys.ts';

type Doc = Readonly<Record<string, unknown>>;

/**
 * The sort keys of one attribute per internal id: the smallest and largest
 * number and string (an array sorts by its smallest value ascending, its
 * largest descending). Read by the ranking comparator without touching
 * documents.
 *
 * Kept compact for large indexes: the numbers in typed arrays (NaN: none),
 * the largest ones only once some document has two different values, the
 * strings only once some document has one.
 */
export class SortColumn {
  readonly attribute: string;
  /** Ids below this have been set or cleared. */
  #length = 0;
  #minNumber: Float64Array = new Float64Array(0);
  /** NaN where the largest number is the smallest one; null while that holds everywhere. */
  #maxNumber: Float64Array | null = null;
  #minString: (string | undefined)[] | null = null;
  /** Undefined where the largest string is the smallest one; null while that holds everywhere. */
  #maxString: (string | undefined)[] | null = null;
  /** Per direction (0 asc, 1 desc): each document's place in that order, ties equal. */
  #ranks: [RankedKeys | null, RankedKeys | null] = [null, null];
  /** Documents set or cleared since the ranks were last brought up to date. */
  #dirty: number[] = [];

  constructor(attribute: string) {
    this.attribute = attribute;
  }

  set(docId: number, doc: Doc): void {
    const values = readFacetValues(doc, this.attribute);
    let minN = NaN;
    let maxN = NaN;
    for (const n of values.numbers) {
      if (!(n >= minN)) minN = n;
      if (!(n <= maxN)) maxN = n;
    }
    let minS: string | undefined;
    let maxS: string | undefined;
    for (const raw of values.strings) {
      const s = normalizeFacetString(raw);
      if (minS === undefined || compareCodePoints(s, minS) < 0) minS = s;
      if (maxS === undefined || compareCodePoints(s, maxS) > 0) maxS = s;
    }
    this.#reserve(docId);
    this.#minNumber[docId] = minN;
    if (maxN !== minN && maxN === maxN) this.#maxNumber ??= filledNaN(this.#minNumber.length);
    if (this.#maxNumber !== null) this.#maxNumber[docId] = maxN === minN ? NaN : maxN;
    if (minS !== undefined) this.#minString ??= [];
    if (this.#minString !== null) this.#minString[docId] = minS;
    if (maxS !== minS) this.#maxString ??= [];
    if (this.#maxString !== null) this.#maxString[docId] = maxS === minS ? undefined : maxS;
    this.#dirty.push(docId);
  }

  clear(docId: number): void {
    if (docId >= this.#length) return;
    this.#minNumber[docId] = NaN;
    if (this.#maxNumber !== null) this.#maxNumber[docId] = NaN;
    if (this.#minString !== null) this.#minString[docId] = undefined;
    if (this.#maxString !== null) this.#maxString[docId] = undefined;
    this.#dirty.push(docId);
  }

  /** Ranks both directions after writes, so no search pays for it. */
  settle(): void {
    this.ranks(false);
    this.ranks(true);
  }

  /**
   * Each document's place in the `compare` order (equal documents share one),
   * so a search compares two integers. The first call sorts the distinct
   * values (O(n log n)); later ones re-rank only the documents written since,
   * with a pass over the others (O(n + k log k)).
   */
  ranks(desc: boolean): Uint32Array {
    if (this.#dirty.length > 0) {
      const dirty = this.#dirty;
      this.#dirty = [];
      for (const ranked of this.#ranks) ranked?.update(dirty, this.#length);
    }
    const direction = desc ? 1 : 0;
    const ranked = (this.#ranks[direction] ??= this.#rank(desc));
    return ranked.ranks;
  }

  #rank(desc: boolean): RankedKeys {
    const keyOf = (id: number) => this.#key(id, desc);
    const other = this.#ranks[desc ? 0 : 1];
    // While no document has two different values, both directions rank by the same keys.
    if (other && this.#maxNumber === null && this.#maxString === null) {
      return RankedKeys.mirror(other, keyOf);
    }
    return RankedKeys.build(this.#length, desc, keyOf);
  }

  /** The key ranking `id` in one direction: a number, a string, or undefined for none. */
  #key(id: number, desc: boolean): number | string | undefined {
    const n = this.#number(id, desc);
    return n === n ? n : this.#string(id, desc);
  }

  /**
   * Negative when `a` comes first. Numbers come before strings, documents
   * without a value last, in both directions.
   */
  compare(a: number, b: number, desc: boolean): number {
    const na = this.#number(a, desc);
    const nb = this.#number(b, desc);
    const hasA = na === na;
    const hasB = nb === nb;
    if (hasA && hasB) return na === nb ? 0 : na < nb !== desc ? -1 : 1;
    if (hasA !== hasB) return hasA ? -1 : 1;
    const sa = this.#string(a, desc);
    const sb = this.#string(b, desc);
    if (sa !== undefined && sb !== undefined) {
      return sa === sb ? 0 : sa < sb !== desc ? -1 : 1;
    }
    if (sa === undefined && sb === undefined) return 0;
    return sa !== undefined ? -1 : 1;
  }

  #number(id: number, desc: boolean): number {
    if (id >= this.#length) return NaN;
    const min = this.#minNumber[id]!;
    if (!desc || this.#maxNumber === null) return min;
    const max = this.#maxNumber[id]!;
    return max === max ? max : min;
  }

  #string(id: number, desc: boolean): string | undefined {
    const min = this.#minString?.[id];
    if (!desc) return min;
    return this.#maxString?.[id] ?? min;
  }

  #reserve(docId: number): void {
    if (docId < this.#length) return;
    this.#length = docId + 1;
    if (docId < this.#minNumber.length) return;
    const capacity = Math.max(docId + 1, Math.ceil(this.#minNumber.length * 1.25), 1024);
    this.#minNumber = grown(this.#minNumber, capacity);
    if (this.#maxNumber !== null) this.#maxNumber = grown(this.#maxNumber, capacity);
  }
}

function filledNaN(length: number): Float64Array {
  return new Float64Array(length).fill(NaN);
}

function grown(values: Float64Array, capacity: number): Float64Array {
  const next = filledNaN(capacity);
  next.set(values);
  return next;
}
