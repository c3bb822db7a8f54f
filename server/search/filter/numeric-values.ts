import { DocSet } from '../doc-set.ts';
import { NumericColumn } from './numeric-column.ts';
import { RangeBlocks } from './range-blocks.ts';

export interface NumericBound {
  value: number;
  inclusive: boolean;
}

/**
 * The numbers of one attribute. Writes go to a per-document column and the
 * read structures are rebuilt lazily on the next read, so an import of 100k
 * documents sorts once, not 100k times:
 * - every (number, document) pair sorted by number, so a range is two binary
 *   searches and one pass over the matching pairs (or, with one number per
 *   document, mostly whole blocks: see RangeBlocks);
 * - each document's distinct values as ranks into the sorted distinct values,
 *   so facet counts and stats cost O(candidates), not O(documents).
 */
export class NumericValues {
  /** One value per document (NaN: none or several), the common case, in 8 bytes. */
  #single = new Float64Array(0);
  #several = new Map<number, readonly number[]>();
  #stale = false;
  #values = new Float64Array(0);
  #docs = new Uint32Array(0);
  #column = NumericColumn.empty();
  #blocks: RangeBlocks | null = null;
  #lastStats: {
    ids: Uint32Array;
    stats: { min: number; max: number } | undefined;
  } | null = null;

  add(docId: number, values: readonly number[]): void {
    if (values.length === 0) return;
    const distinct = [...new Set(values)];
    if (distinct.length === 1) {
      if (docId >= this.#single.length) this.#growSingle(docId + 1);
      this.#single[docId] = distinct[0]!;
      this.#several.delete(docId);
    } else {
      this.#several.set(docId, distinct);
      if (docId < this.#single.length) this.#single[docId] = NaN;
    }
    this.#stale = true;
  }

  remove(docId: number): void {
    if (docId < this.#single.length && this.#single[docId] === this.#single[docId]) {
      this.#single[docId] = NaN;
      this.#stale = true;
    }
    if (this.#several.delete(docId)) this.#stale = true;
  }

  /**
   * Documents with a value within the bounds (null: unbounded on that side).
   * With `within`, the answer may leave out documents outside it: when those
   * are fewer than the matching pairs, only they are looked at.
   */
  range(lower: NumericBound | null, upper: NumericBound | null, within?: DocSet): DocSet {
    this.#refresh();
    const from = lower ? this.#search(lower.value, !lower.inclusive) : 0;
    const to = upper ? this.#search(upper.value, upper.inclusive) : this.#values.length;
    if (from >= to) return DocSet.empty();
    if (within !== undefined && within.count() * 8 < to - from) {
      const column = this.#column;
      const low = lower ? column.rankOf(lower.value, !lower.inclusive) : 0;
      const high = upper ? column.rankOf(upper.value, upper.inclusive) : Infinity;
      return DocSet.fromIdSlice(column.selectRanks(within.ids(), low, high));
    }
    // Blocks need one value per document (several would survive the AND-NOT).
    if (this.#several.size > 0) return DocSet.fromIdSlice(this.#docs, from, to);
    this.#blocks ??= RangeBlocks.build(this.#docs);
    return this.#blocks.select(from, to);
  }

  equal(value: number): DocSet {
    return this.range({ value, inclusive: true }, { value, inclusive: true });
  }

  /**
   * Distinct values in ascending order with how many candidates hold each;
   * only the first `limit` when given.
   */
  counts(candidates: DocSet, limit = Infinity): Array<[value: number, count: number]> {
    this.#refresh();
    const ids = candidates.ids();
    const summary = this.#column.summarize(ids, limit);
    this.#lastStats = { ids, stats: summary.stats };
    return summary.counts;
  }

  stats(candidates: DocSet): { min: number; max: number } | undefined {
    this.#refresh();
    const ids = candidates.ids();
    // A search asks for counts then stats of the same candidates: one pass serves both.
    // The id list is replaced whenever the set changes, so it identifies the candidates.
    const last = this.#lastStats;
    if (last?.ids === ids) return last.stats && { ...last.stats };
    return this.#column.stats(ids);
  }

  /** First index whose value is above `value` (`after`) or at least `value`. */
  #search(value: number, after: boolean): number {
    let low = 0;
    let high = this.#values.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const probe = this.#values[middle]!;
      if (probe < value || (after && probe === value)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #growSingle(minLength: number): void {
    const next = new Float64Array(Math.max(minLength, this.#single.length * 2, 64)).fill(NaN);
    next.set(this.#single);
    this.#single = next;
  }

  /**
   * Rebuilds the read structures after writes: O(n log d) for n pairs and d
   * distinct values (a native sort of the values, then a counting sort of the
   * pairs by value). The engine calls it at the end of each write, so a
   * search finds them ready; a read without it settles first.
   */
  settle(): void {
    this.#refresh();
    if (this.#several.size === 0 && this.#blocks === null) {
      this.#blocks = RangeBlocks.build(this.#docs);
    }
  }

  #refresh(): void {
    if (!this.#stale) return;
    const single = this.#single;
    let limit = single.length;
    let total = 0;
    for (let id = 0; id < single.length; id++) if (single[id] === single[id]) total++;
    for (const [docId, values] of this.#several) {
      total += values.length;
      if (docId >= limit) limit = docId + 1;
    }
    // Every (value, document) pair in document order.
    const values = new Float64Array(total);
    const docs = new Uint32Array(total);
    let at = 0;
    for (let id = 0; id < limit; id++) {
      const value = id < single.length ? single[id]! : NaN;
      if (value === value) {
        values[at] = value;
        docs[at++] = id;
        continue;
      }
      const several = this.#several.size > 0 ? this.#several.get(id) : undefined;
      if (several === undefined) continue;
      for (const one of several) {
        values[at] = one;
        docs[at++] = id;
      }
    }
    const distinct = listDistinct(values);
    // Counting sort by value: pairs stay in document order within a value.
    const ranks = new Uint32Array(total);
    const starts = new Uint32Array(distinct.length + 1);
    for (let i = 0; i < total; i++) {
      const rank = rankIn(distinct, values[i]!);
      ranks[i] = rank;
      starts[rank + 1]!++;
    }
    for (let rank = 0; rank < distinct.length; rank++) starts[rank + 1]! += starts[rank]!;
    this.#values = new Float64Array(total);
    this.#docs = new Uint32Array(total);
    for (let i = 0; i < total; i++) {
      const to = starts[ranks[i]!]!++;
      this.#values[to] = values[i]!;
      this.#docs[to] = docs[i]!;
    }
    this.#column = NumericColumn.fromSortedPairs(this.#values, this.#docs);
    this.#blocks = null;
    this.#lastStats = null;
    this.#stale = false;
  }
}

/** The distinct values, ascending. */
function listDistinct(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  let count = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[count - 1]) sorted[count++] = sorted[i]!;
  }
  return sorted.slice(0, count);
}

/** The index of `value` in `distinct` (ascending, holding it). */
function rankIn(distinct: Float64Array, value: number): number {
  let low = 0;
  let high = distinct.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (distinct[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
