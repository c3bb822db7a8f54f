export interface NumericSummary {
  counts: Array<[value: number, count: number]>;
  stats: { min: number; max: number } | undefined;
}

/**
 * Each document's distinct numbers of one attribute, as ranks into the sorted
 * distinct values (compressed rows: `ranks[starts[id] .. starts[id + 1])`, in
 * ascending order). Facet counts and stats then visit the candidates only:
 * O(candidates + distinct values touched), whatever the size of the index.
 * When no document has two values (prices, years), a plain rank per document
 * saves the row lookups. Immutable once built; `NumericValues` rebuilds it
 * after writes.
 */
export class NumericColumn {
  readonly #distinct: Float64Array;
  readonly #starts: Uint32Array;
  readonly #ranks: Uint32Array;
  /** Document → rank, -1 for none; null when some document has several values. */
  readonly #single: Int32Array | null;
  /** Scratch per distinct value, all zero between calls. */
  readonly #tally: Uint32Array;
  readonly #touched: Uint32Array;

  private constructor(distinct: Float64Array, starts: Uint32Array, ranks: Uint32Array) {
    this.#distinct = distinct;
    this.#starts = starts;
    this.#ranks = ranks;
    this.#single = listSingleRanks(starts, ranks);
    this.#tally = new Uint32Array(distinct.length);
    this.#touched = new Uint32Array(distinct.length);
  }

  static empty(): NumericColumn {
    return new NumericColumn(new Float64Array(0), new Uint32Array(1), new Uint32Array(0));
  }

  /** From every (value, document) pair sorted by value; a pair appears once. */
  static fromSortedPairs(values: Float64Array, docs: Uint32Array): NumericColumn {
    const pairRanks = new Uint32Array(values.length);
    const distinct: number[] = [];
    let docLimit = 0;
    for (let i = 0; i < values.length; i++) {
      if (i === 0 || values[i] !== values[i - 1]) distinct.push(values[i]!);
      pairRanks[i] = distinct.length - 1;
      if (docs[i]! >= docLimit) docLimit = docs[i]! + 1;
    }
    const starts = new Uint32Array(docLimit + 1);
    for (let i = 0; i < docs.length; i++) starts[docs[i]! + 1]!++;
    for (let id = 0; id < docLimit; id++) starts[id + 1]! += starts[id]!;
    const cursors = starts.slice(0, docLimit);
    const ranks = new Uint32Array(values.length);
    // Pairs come in value order, so each document's ranks land ascending.
    for (let i = 0; i < docs.length; i++) ranks[cursors[docs[i]!]!++] = pairRanks[i]!;
    return new NumericColumn(Float64Array.from(distinct), starts, ranks);
  }

  /**
   * Distinct values held by `ids` (ascending ids), ascending, with how many
   * hold each (at most `limit`), and the smallest and largest of all of them.
   */
  summarize(ids: Uint32Array, limit: number): NumericSummary {
    const tally = this.#tally;
    const touched = this.#touched;
    const starts = this.#starts;
    const ranks = this.#ranks;
    const docLimit = starts.length - 1;
    const single = this.#single;
    let touchedCount = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (id >= docLimit) break;
      if (single !== null) {
        const rank = single[id]!;
        if (rank < 0) continue;
        if (tally[rank] === 0) touched[touchedCount++] = rank;
        tally[rank]!++;
        continue;
      }
      for (let k = starts[id]!; k < starts[id + 1]!; k++) {
        const rank = ranks[k]!;
        if (tally[rank] === 0) touched[touchedCount++] = rank;
        tally[rank]!++;
      }
    }
    const result: Array<[number, number]> = [];
    const wanted = Math.min(limit, touchedCount);
    // The first `wanted` touched ranks: sort what was touched, or walk the tally
    // from rank 0, which for a capped list (500 prices of thousands) stops after
    // about wanted / touched of the distinct values.
    const walk = Math.min(tally.length, (wanted * tally.length) / Math.max(touchedCount, 1));
    if (touchedCount * Math.log2(touchedCount + 1) < walk) {
      const order = touched.subarray(0, touchedCount).sort();
      for (let i = 0; i < wanted; i++) result.push([this.#distinct[order[i]!]!, tally[order[i]!]!]);
    } else {
      for (let rank = 0; result.length < wanted; rank++) {
        if (tally[rank] !== 0) result.push([this.#distinct[rank]!, tally[rank]!]);
      }
    }
    let min = Infinity;
    let max = -1;
    for (let i = 0; i < touchedCount; i++) {
      const rank = touched[i]!;
      tally[rank] = 0;
      if (rank < min) min = rank;
      if (rank > max) max = rank;
    }
    const stats = max < 0 ? undefined : { min: this.#distinct[min]!, max: this.#distinct[max]! };
    return { counts: result, stats };
  }

  /** First rank whose value is above `value` (`after`) or at least `value`. */
  rankOf(value: number, after: boolean): number {
    const distinct = this.#distinct;
    let low = 0;
    let high = distinct.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const probe = distinct[middle]!;
      if (probe < value || (after && probe === value)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The ids of `ids` holding a value whose rank is in [from, to). */
  selectRanks(ids: Uint32Array, from: number, to: number): Uint32Array {
    const starts = this.#starts;
    const ranks = this.#ranks;
    const docLimit = starts.length - 1;
    const selected = new Uint32Array(ids.length);
    let count = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (id >= docLimit) break;
      for (let k = starts[id]!; k < starts[id + 1]!; k++) {
        if (ranks[k]! >= from && ranks[k]! < to) {
          selected[count++] = id;
          break;
        }
      }
    }
    return selected.subarray(0, count);
  }

  /** The smallest and largest value held by `ids` (ascending ids), undefined when none has one. */
  stats(ids: Uint32Array): { min: number; max: number } | undefined {
    const starts = this.#starts;
    const docLimit = starts.length - 1;
    let min = Infinity;
    let max = -1;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (id >= docLimit) break;
      const from = starts[id]!;
      const to = starts[id + 1]!;
      if (from === to) continue;
      if (this.#ranks[from]! < min) min = this.#ranks[from]!;
      if (this.#ranks[to - 1]! > max) max = this.#ranks[to - 1]!;
    }
    return max < 0 ? undefined : { min: this.#distinct[min]!, max: this.#distinct[max]! };
  }
}

function listSingleRanks(starts: Uint32Array, ranks: Uint32Array): Int32Array | null {
  const docLimit = starts.length - 1;
  const single = new Int32Array(docLimit).fill(-1);
  for (let id = 0; id < docLimit; id++) {
    const count = starts[id + 1]! - starts[id]!;
    if (count > 1) return null;
    if (count === 1) single[id] = ranks[starts[id]!]!;
  }
  return single;
}
