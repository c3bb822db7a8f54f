export type SortKey = number | string | undefined;

/**
 * One direction's ranks: the distinct numbers and strings (ascending), and
 * each document's index in [numbers…, strings…, none] in that direction's
 * order (numbers and strings reversed when descending, none last).
 */
export class RankedKeys {
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
    ranks: Uint32Array,
  ) {
    this.#desc = desc;
    this.#keyOf = keyOf;
    this.#numbers = numbers;
    this.#strings = strings;
    this.ranks = ranks;
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
    const ranked = new RankedKeys(
      desc,
      keyOf,
      unique(numbers.subarray(0, numberCount).sort()),
      unique(strings.sort()),
      new Uint32Array(length),
    );
    for (let id = 0; id < length; id++) ranked.ranks[id] = ranked.#rankOf(keyOf(id));
    return ranked;
  }

  /**
   * The other direction, for a column whose documents each rank by one key in both (no
   * document holds two different values): the same distinct keys, each rank mirrored, O(n)
   * instead of a second sort and a binary search per document.
   */
  static mirror(other: RankedKeys, keyOf: (id: number) => SortKey): RankedKeys {
    const numbers = other.#numbers;
    const strings = other.#strings;
    const numberCount = numbers.length;
    const keyCount = numberCount + strings.length;
    const ranks = new Uint32Array(other.ranks.length);
    for (let id = 0; id < ranks.length; id++) {
      const rank = other.ranks[id]!;
      ranks[id] =
        rank < numberCount
          ? numberCount - 1 - rank
          : rank < keyCount
            ? numberCount + keyCount - 1 - rank
            : rank;
    }
    return new RankedKeys(!other.#desc, keyOf, numbers, strings, ranks);
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
