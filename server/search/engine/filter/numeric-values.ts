import { DocSet } from '../index/doc-set.ts';
import { NO_VALUE, NumericColumn, SEVERAL_VALUES } from './numeric-column.ts';
import { RangeBlocks } from './range-blocks.ts';

export interface NumericBound {
  value: number;
  inclusive: boolean;
}

/**
 * The numbers of one attribute, kept compact for large indexes (about 12
 * bytes per document):
 * - each document's value as a rank into the sorted distinct values
 *   (NumericColumn), so facet counts and stats cost O(candidates);
 * - the documents grouped by rank with where each rank starts, so a range is
 *   two binary searches over the distinct values and one pass over the
 *   matching documents (or, with one number per document, mostly whole
 *   blocks: see RangeBlocks).
 * Writes are queued and applied by `settle` (the engine calls it when its
 * writes are done) in O(n + d + k log k) for k written documents, so an
 * import of 100k documents sorts once and one more document costs a pass.
 */
export class NumericValues {
  #column = NumericColumn.empty();
  /** Documents grouped by rank, ascending within one rank. */
  #byRank = new Uint32Array(0);
  /** Where each rank's documents start in #byRank, plus the end. */
  #rankStarts = new Uint32Array(1);
  #blocks: RangeBlocks | null = null;
  /** Writes since the last settle, in order: a value, or NaN for none or several. */
  #pendingIds: number[] = [];
  #pendingValues: number[] = [];
  /** Documents whose last write gave several numbers, with their distinct values. */
  #pendingSeveral = new Map<number, number[]>();
  #lastStats: {
    ids: Uint32Array;
    stats: { min: number; max: number } | undefined;
  } | null = null;

  add(docId: number, values: readonly number[]): void {
    if (values.length === 0) return;
    const distinct = values.length === 1 ? values : [...new Set(values)];
    this.#pendingIds.push(docId);
    if (distinct.length === 1) {
      this.#pendingValues.push(distinct[0]!);
      this.#pendingSeveral.delete(docId);
    } else {
      this.#pendingValues.push(NaN);
      this.#pendingSeveral.set(docId, distinct as number[]);
    }
  }

  remove(docId: number): void {
    this.#pendingIds.push(docId);
    this.#pendingValues.push(NaN);
    this.#pendingSeveral.delete(docId);
  }

  /**
   * Documents with a value within the bounds (null: unbounded on that side).
   * With `within`, the answer may leave out documents outside it: when those
   * are fewer than the matching pairs, only they are looked at.
   */
  range(lower: NumericBound | null, upper: NumericBound | null, within?: DocSet): DocSet {
    this.#apply();
    const column = this.#column;
    const low = lower ? column.rankAt(lower.value, !lower.inclusive) : 0;
    const high = upper ? column.rankAt(upper.value, upper.inclusive) : column.distinct.length;
    if (low >= high) return DocSet.empty();
    const from = this.#rankStarts[low]!;
    const to = this.#rankStarts[high]!;
    if (within !== undefined && within.count() * 8 < to - from) {
      return DocSet.fromIdSlice(column.selectRanks(within.ids(), low, high));
    }
    // Blocks need one value per document (several would survive the AND-NOT).
    if (column.several.size > 0) return DocSet.fromIdSlice(this.#byRank, from, to);
    this.#blocks ??= RangeBlocks.build(this.#byRank);
    return this.#blocks.select(from, to);
  }

  /** The documents holding `value`, as a list. Read-only. */
  holders(value: number): ArrayLike<number> {
    this.#apply();
    const column = this.#column;
    const low = column.rankAt(value, false);
    const high = column.rankAt(value, true);
    if (low >= high) return [];
    return this.#byRank.subarray(this.#rankStarts[low]!, this.#rankStarts[high]!);
  }

  equal(value: number): DocSet {
    return this.range({ value, inclusive: true }, { value, inclusive: true });
  }

  /**
   * Distinct values in ascending order with how many candidates hold each;
   * only the first `limit` when given.
   */
  counts(candidates: DocSet, limit = Infinity): Array<[value: number, count: number]> {
    this.#apply();
    const ids = candidates.ids();
    const summary = this.#column.summarize(ids, limit);
    this.#lastStats = { ids, stats: summary.stats };
    return summary.counts;
  }

  stats(candidates: DocSet): { min: number; max: number } | undefined {
    this.#apply();
    const ids = candidates.ids();
    // A search asks for counts then stats of the same candidates: one pass serves both.
    // The id list is replaced whenever the set changes, so it identifies the candidates.
    const last = this.#lastStats;
    if (last?.ids === ids) return last.stats && { ...last.stats };
    return this.#column.stats(ids);
  }

  /** Applies the queued writes and builds the range blocks, so no search pays for them. */
  settle(): void {
    this.#apply();
    if (this.#column.several.size === 0 && this.#blocks === null) {
      this.#blocks = RangeBlocks.build(this.#byRank);
    }
  }

  #apply(): void {
    const ids = this.#pendingIds;
    if (ids.length === 0) return;
    const values = this.#pendingValues;
    const pendingSeveral = this.#pendingSeveral;
    this.#pendingIds = [];
    this.#pendingValues = [];
    this.#pendingSeveral = new Map();
    const column = this.#column;
    const oldDistinct = column.distinct;
    const oldRanks = column.rankOf;
    const several = column.several;
    // Holders left per old rank once the written documents' old values are gone.
    const left = new Uint32Array(oldDistinct.length);
    for (let rank = 0; rank < left.length; rank++) {
      left[rank] = this.#rankStarts[rank + 1]! - this.#rankStarts[rank]!;
    }
    let limit = oldRanks.length;
    for (const id of ids) if (id >= limit) limit = id + 1;
    // Each written document once, with its last write.
    const seen = new Uint8Array(limit);
    const written: number[] = [];
    const writtenValues: number[] = [];
    const added: number[] = [];
    for (let i = ids.length - 1; i >= 0; i--) {
      const id = ids[i]!;
      if (seen[id] === 1) continue;
      seen[id] = 1;
      const old = id < oldRanks.length ? oldRanks[id]! : NO_VALUE;
      if (old >= 0) left[old]!--;
      else if (old === SEVERAL_VALUES) {
        for (const rank of several.get(id)!) left[rank]!--;
        several.delete(id);
      }
      const value = values[i]!;
      written.push(id);
      writtenValues.push(value);
      if (value === value) added.push(value);
      else for (const one of pendingSeveral.get(id) ?? []) added.push(one);
    }
    // The new distinct values: the old ones still held, merged with the new ones.
    const fresh = listDistinct(Float64Array.from(added));
    const merged = new Float64Array(oldDistinct.length + fresh.length);
    const remap = new Int32Array(oldDistinct.length);
    let count = 0;
    let changed = false;
    for (let i = 0, j = 0; i < oldDistinct.length || j < fresh.length;) {
      if (i < oldDistinct.length && left[i] === 0) {
        changed = true;
        i++;
      } else if (j >= fresh.length || (i < oldDistinct.length && oldDistinct[i]! <= fresh[j]!)) {
        if (j < fresh.length && fresh[j] === oldDistinct[i]) j++;
        remap[i] = count;
        merged[count++] = oldDistinct[i++]!;
      } else {
        changed = true;
        merged[count++] = fresh[j++]!;
      }
    }
    const distinct = merged.slice(0, count);
    let ranks = oldRanks;
    if (limit > oldRanks.length) {
      ranks = new Int32Array(limit).fill(NO_VALUE);
      ranks.set(oldRanks);
    }
    if (changed) {
      for (let id = 0; id < oldRanks.length; id++) {
        const rank = ranks[id]!;
        if (rank >= 0 && seen[id] !== 1) ranks[id] = remap[rank]!;
      }
      for (const list of several.values()) {
        for (let k = 0; k < list.length; k++) list[k] = remap[list[k]!]!;
      }
    }
    for (let k = 0; k < written.length; k++) {
      const id = written[k]!;
      const value = writtenValues[k]!;
      const many = value === value ? undefined : pendingSeveral.get(id);
      if (value === value) ranks[id] = rankIn(distinct, value);
      else if (many === undefined) ranks[id] = NO_VALUE;
      else {
        ranks[id] = SEVERAL_VALUES;
        several.set(id, Uint32Array.from(many, (one) => rankIn(distinct, one)).sort());
      }
    }
    column.distinct = distinct;
    column.rankOf = ranks;
    column.resetScratch();
    this.#groupByRank();
    this.#blocks = null;
    this.#lastStats = null;
  }

  /** Counting sort of the documents by rank: ascending ids within a rank. O(n + d). */
  #groupByRank(): void {
    const { distinct, rankOf, several } = this.#column;
    const starts = new Uint32Array(distinct.length + 1);
    for (let id = 0; id < rankOf.length; id++) {
      const rank = rankOf[id]!;
      if (rank >= 0) starts[rank + 1]!++;
      else if (rank === SEVERAL_VALUES) for (const one of several.get(id)!) starts[one + 1]!++;
    }
    for (let rank = 0; rank < distinct.length; rank++) starts[rank + 1]! += starts[rank]!;
    const byRank = new Uint32Array(starts[distinct.length]!);
    const cursors = starts.slice(0, distinct.length);
    for (let id = 0; id < rankOf.length; id++) {
      const rank = rankOf[id]!;
      if (rank >= 0) byRank[cursors[rank]!++] = id;
      else if (rank === SEVERAL_VALUES) {
        for (const one of several.get(id)!) byRank[cursors[one]!++] = id;
      }
    }
    this.#byRank = byRank;
    this.#rankStarts = starts;
  }
}

/** The distinct values, ascending. */
function listDistinct(values: Float64Array): Float64Array {
  const sorted = values.sort();
  let count = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (count === 0 || sorted[i] !== sorted[count - 1]) sorted[count++] = sorted[i]!;
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
