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
    const ranked = (this.#ranks[direction] ??= RankedKeys.build(this.#length, desc, (id) =>
      this.#key(id, desc),
    ));
    return ranked.ranks;
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

type SortKey = number | string | undefined;

/**
 * One direction's ranks: the distinct numbers and strings (ascending), and
 * each document's index in [numbers…, strings…, none] in that direction's
 * order (numbers and strings reversed when descending, none last).
 */
class RankedKeys {
  ranks: Uint32Array;
  #numbers: Float64Array;
  #strings: string[];
  readonly #desc: boolean;
  readonly #keyOf: (id: number) => SortKey;

  private constructor(
    desc: boolean,
    keyOf: (id: number) => SortKey,
    numbers: Float64Array,
    strings: string[],
    length: number,
  ) {
    this.#desc = desc;
    this.#keyOf = keyOf;
    this.#numbers = numbers;
    this.#strings = strings;
    this.ranks = new Uint32Array(length);
    for (let id = 0; id < length; id++) this.ranks[id] = this.#rankOf(keyOf(id));
  }

  /** Native sorts of the distinct numbers and strings, then a binary search per document. */
  static build(length: number, desc: boolean, keyOf: (id: number) => SortKey): RankedKeys {
    const numbers = new Float64Array(length);
    let numberCount = 0;
    const strings: string[] = [];
    for (let id = 0; id < length; id++) {
      const key = keyOf(id);
      if (typeof key === 'number') numbers[numberCount++] = key;
      else if (key !== undefined) strings.push(key);
    }
    return new RankedKeys(
      desc,
      keyOf,
      unique(numbers.subarray(0, numberCount).sort()),
      unique(strings.sort()),
      length,
    );
  }

  #rankOf(key: SortKey): number {
    const numberCount = this.#numbers.length;
    const stringCount = this.#strings.length;
    if (typeof key === 'number') {
      const at = lowerBound(this.#numbers, key);
      return this.#desc ? numberCount - 1 - at : at;
    }
    if (key === undefined) return numberCount + stringCount;
    const at = lowerBound(this.#strings, key);
    return numberCount + (this.#desc ? stringCount - 1 - at : at);
  }

  /**
   * Re-ranks the `dirty` documents: the distinct keys still held merge with
   * their new keys, the other documents' ranks are renumbered through a table.
   * O(n + d + k log k).
   */
  update(dirty: readonly number[], length: number): void {
    const oldRanks = this.ranks;
    const oldNumbers = this.#numbers;
    const oldStrings = this.#strings;
    const numberCount = oldNumbers.length;
    const stringCount = oldStrings.length;
    const holders = new Uint32Array(numberCount + stringCount + 1);
    for (let id = 0; id < oldRanks.length; id++) holders[oldRanks[id]!]!++;
    const isDirty = new Uint8Array(length);
    const freshNumbers: number[] = [];
    const freshStrings: string[] = [];
    for (const id of dirty) {
      if (isDirty[id] === 1) continue;
      isDirty[id] = 1;
      if (id < oldRanks.length) holders[oldRanks[id]!]!--;
      const key = this.#keyOf(id);
      if (typeof key === 'number') freshNumbers.push(key);
      else if (key !== undefined) freshStrings.push(key);
    }
    // Ascending index i of an old key sits at rank i, or at count - 1 - i descending.
    const held = (rank: number) => holders[rank]! > 0;
    const desc = this.#desc;
    const numbers = mergeKept(
      oldNumbers,
      (i) => held(desc ? numberCount - 1 - i : i),
      unique(Float64Array.from(freshNumbers).sort()),
      true,
    );
    const strings = mergeKept(
      oldStrings,
      (i) => held(numberCount + (desc ? stringCount - 1 - i : i)),
      unique(freshStrings.sort()),
      false,
    );
    this.#numbers = numbers.values as Float64Array;
    this.#strings = strings.values as string[];
    const newNumbers = this.#numbers.length;
    const newStrings = this.#strings.length;
    const remap = new Uint32Array(holders.length);
    for (let rank = 0; rank < remap.length; rank++) {
      if (rank < numberCount) {
        const at = numbers.remap[desc ? numberCount - 1 - rank : rank]!;
        remap[rank] = desc ? newNumbers - 1 - at : at;
      } else if (rank < numberCount + stringCount) {
        const index = rank - numberCount;
        const at = strings.remap[desc ? stringCount - 1 - index : index]!;
        remap[rank] = newNumbers + (desc ? newStrings - 1 - at : at);
      } else remap[rank] = newNumbers + newStrings;
    }
    const ranks = length > oldRanks.length ? new Uint32Array(length) : oldRanks;
    const none = newNumbers + newStrings;
    for (let id = 0; id < length; id++) {
      if (isDirty[id] === 1) ranks[id] = this.#rankOf(this.#keyOf(id));
      else ranks[id] = id < oldRanks.length ? remap[oldRanks[id]!]! : none;
    }
    this.ranks = ranks;
  }
}

/**
 * The old distinct values still `kept` merged with `fresh` (both ascending),
 * and where each kept old value went.
 */
function mergeKept<T extends number | string>(
  old: ArrayLike<T>,
  kept: (index: number) => boolean,
  fresh: ArrayLike<T>,
  asNumbers: boolean,
): { values: Float64Array | string[]; remap: Int32Array } {
  const out: T[] = [];
  const remap = new Int32Array(old.length).fill(-1);
  let i = 0;
  let j = 0;
  while (i < old.length || j < fresh.length) {
    if (i < old.length && !kept(i)) i++;
    else if (j >= fresh.length || (i < old.length && old[i]! <= fresh[j]!)) {
      if (j < fresh.length && fresh[j] === old[i]) j++;
      remap[i] = out.length;
      out.push(old[i++]!);
    } else out.push(fresh[j++]!);
  }
  return { values: asNumbers ? Float64Array.from(out as number[]) : (out as string[]), remap };
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
