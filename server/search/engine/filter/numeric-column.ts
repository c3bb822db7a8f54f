export interface NumericSummary {
  counts: Array<[value: number, count: number]>;
  stats: { min: number; max: number } | undefined;
}

/** `rankOf` of a document without a number. */
export const NO_VALUE = -1;
/** `rankOf` of a document with several numbers: its ranks are in `several`. */
export const SEVERAL_VALUES = -2;

/**
 * Each document's numbers of one attribute as ranks into the sorted distinct
 * values: one Int32 per document (NO_VALUE, a rank, or SEVERAL_VALUES with
 * the ascending ranks in a side map, rare). Facet counts and stats then visit
 * the candidates only: O(candidates + distinct values touched), whatever the
 * size of the index. NumericValues keeps it up to date in place.
 */
export class NumericColumn {
  distinct: Float64Array;
  rankOf: Int32Array;
  readonly several: Map<number, Uint32Array>;
  /** Scratch per distinct value, all zero between calls; allocated on the first count. */
  #tally: Uint32Array | null = null;
  #touched: Uint32Array | null = null;

  constructor(distinct: Float64Array, rankOf: Int32Array, several: Map<number, Uint32Array>) {
    this.distinct = distinct;
    this.rankOf = rankOf;
    this.several = several;
  }

  static empty(): NumericColumn {
    return new NumericColumn(new Float64Array(0), new Int32Array(0), new Map());
  }

  /** Call after `distinct` changed: the scratch arrays are sized by it. */
  resetScratch(): void {
    this.#tally = null;
    this.#touched = null;
  }

  /**
   * Distinct values held by `ids` (ascending ids), ascending, with how many
   * hold each (at most `limit`), and the smallest and largest of all of them.
   */
  summarize(ids: Uint32Array, limit: number): NumericSummary {
    const size = this.distinct.length;
    if (this.#tally === null || this.#tally.length !== size) {
      this.#tally = new Uint32Array(size);
      this.#touched = new Uint32Array(size);
    }
    const tally = this.#tally;
    const touched = this.#touched!;
    const rankOf = this.rankOf;
    const docLimit = rankOf.length;
    let touchedCount = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (id >= docLimit) break;
      const rank = rankOf[id]!;
      if (rank >= 0) {
        if (tally[rank] === 0) touched[touchedCount++] = rank;
        tally[rank]!++;
      } else if (rank === SEVERAL_VALUES) {
        for (const one of this.several.get(id)!) {
          if (tally[one] === 0) touched[touchedCount++] = one;
          tally[one]!++;
        }
      }
    }
    const result: Array<[number, number]> = [];
    const wanted = Math.min(limit, touchedCount);
    // The first `wanted` touched ranks: sort what was touched, or walk the tally
    // from rank 0, which for a capped list (500 prices of thousands) stops after
    // about wanted / touched of the distinct values.
    const walk = Math.min(size, (wanted * size) / Math.max(touchedCount, 1));
    if (touchedCount * Math.log2(touchedCount + 1) < walk) {
      const order = touched.subarray(0, touchedCount).sort();
      for (let i = 0; i < wanted; i++) result.push([this.distinct[order[i]!]!, tally[order[i]!]!]);
    } else {
      for (let rank = 0; result.length < wanted; rank++) {
        if (tally[rank] !== 0) result.push([this.distinct[rank]!, tally[rank]!]);
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
    const stats = max < 0 ? undefined : { min: this.distinct[min]!, max: this.distinct[max]! };
    return { counts: result, stats };
  }

  /** First rank whose value is above `value` (`after`) or at least `value`. */
  rankAt(value: number, after: boolean): number {
    const distinct = this.distinct;
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
    const rankOf = this.rankOf;
    const docLimit = rankOf.length;
    const selected = new Uint32Array(ids.length);
    let count = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (id >= docLimit) break;
      const rank = rankOf[id]!;
      if (rank >= 0) {
        if (rank >= from && rank < to) selected[count++] = id;
      } else if (rank === SEVERAL_VALUES) {
        for (const one of this.several.get(id)!) {
          if (one >= from && one < to) {
            selected[count++] = id;
            break;
          }
        }
      }
    }
    return selected.subarray(0, count);
  }

  /** The smallest and largest value held by `ids` (ascending ids), undefined when none has one. */
  stats(ids: Uint32Array): { min: number; max: number } | undefined {
    const rankOf = this.rankOf;
    const docLimit = rankOf.length;
    let min = Infinity;
    let max = -1;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (id >= docLimit) break;
      let low = rankOf[id]!;
      let high = low;
      if (low === SEVERAL_VALUES) {
        const ranks = this.several.get(id)!;
        low = ranks[0]!;
        high = ranks[ranks.length - 1]!;
      } else if (low < 0) continue;
      if (low < min) min = low;
      if (high > max) max = high;
    }
    return max < 0 ? undefined : { min: this.distinct[min]!, max: this.distinct[max]! };
  }
}
