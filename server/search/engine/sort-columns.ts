import { normalizeFacetString, readFacetValues } from '../filter/facet-value.ts';
import { compareCodePoints } from '../filter/string-values.ts';

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
  #ranks: [Uint32Array | null, Uint32Array | null] = [null, null];

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
    this.#ranks = [null, null];
  }

  clear(docId: number): void {
    if (docId >= this.#length) return;
    this.#minNumber[docId] = NaN;
    if (this.#maxNumber !== null) this.#maxNumber[docId] = NaN;
    if (this.#minString !== null) this.#minString[docId] = undefined;
    if (this.#maxString !== null) this.#maxString[docId] = undefined;
    this.#ranks = [null, null];
  }

  /** Ranks both directions after writes, so no search pays for it. */
  settle(): void {
    this.ranks(false);
    this.ranks(true);
  }

  /**
   * Each document's place in the `compare` order (equal documents share one),
   * so a search compares two integers. Computed once after the column changed:
   * a native sort of the distinct numbers and strings, then a binary search
   * per document, O(n log n).
   */
  ranks(desc: boolean): Uint32Array {
    const direction = desc ? 1 : 0;
    const cached = this.#ranks[direction];
    if (cached) return cached;
    const length = this.#length;
    const numbers = new Float64Array(length);
    let numberCount = 0;
    const strings: string[] = [];
    for (let id = 0; id < length; id++) {
      const n = this.#number(id, desc);
      if (n === n) numbers[numberCount++] = n;
      else {
        const s = this.#string(id, desc);
        if (s !== undefined) strings.push(s);
      }
    }
    const distinctNumbers = unique(numbers.subarray(0, numberCount).sort());
    const distinctStrings = unique(strings.sort());
    const last = distinctNumbers.length + distinctStrings.length;
    const ranks = new Uint32Array(length);
    for (let id = 0; id < length; id++) {
      const n = this.#number(id, desc);
      let rank: number;
      if (n === n) {
        rank = lowerBound(distinctNumbers, n);
        if (desc) rank = distinctNumbers.length - 1 - rank;
      } else {
        const s = this.#string(id, desc);
        if (s === undefined) rank = last;
        else {
          rank = lowerBound(distinctStrings, s);
          if (desc) rank = distinctStrings.length - 1 - rank;
          rank += distinctNumbers.length;
        }
      }
      ranks[id] = rank;
    }
    this.#ranks[direction] = ranks;
    return ranks;
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

/** The distinct values of a sorted list, in place. */
function unique<T extends Float64Array | string[]>(sorted: T): T {
  let count = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (count === 0 || sorted[i] !== sorted[count - 1]) sorted[count++] = sorted[i]!;
  }
  return sorted.slice(0, count) as T;
}

/** The index of `value` in `sorted` (ascending, holding it). */
function lowerBound<T extends number | string>(sorted: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
