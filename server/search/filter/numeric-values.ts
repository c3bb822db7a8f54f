import { DocSet } from '../doc-set.ts';

export interface NumericBound {
  value: number;
  inclusive: boolean;
}

/**
 * Every (number, document) pair of one attribute, sorted by number, so a
 * range is two binary searches and a walk over the matching pairs only.
 * Writes go to a per-document map and the sorted arrays are rebuilt lazily on
 * the next read: an import of 100k documents sorts once, not 100k times.
 */
export class NumericValues {
  #byDoc = new Map<number, readonly number[]>();
  #values = new Float64Array(0);
  #docs = new Uint32Array(0);
  #stale = false;

  add(docId: number, values: readonly number[]): void {
    if (values.length === 0) return;
    this.#byDoc.set(docId, [...new Set(values)]);
    this.#stale = true;
  }

  remove(docId: number): void {
    if (this.#byDoc.delete(docId)) this.#stale = true;
  }

  /** Documents with a value within the bounds (null: unbounded on that side). */
  range(lower: NumericBound | null, upper: NumericBound | null): DocSet {
    this.#refresh();
    const from = lower ? this.#search(lower.value, !lower.inclusive) : 0;
    const to = upper ? this.#search(upper.value, upper.inclusive) : this.#values.length;
    const result = DocSet.empty();
    for (let i = from; i < to; i++) result.add(this.#docs[i]!);
    return result;
  }

  equal(value: number): DocSet {
    return this.range({ value, inclusive: true }, { value, inclusive: true });
  }

  /** Distinct values in ascending order with how many candidates hold each. */
  *counts(candidates: DocSet): Generator<[value: number, count: number]> {
    this.#refresh();
    const values = this.#values;
    let i = 0;
    while (i < values.length) {
      const value = values[i]!;
      let count = 0;
      for (; i < values.length && values[i] === value; i++) {
        if (candidates.has(this.#docs[i]!)) count++;
      }
      if (count > 0) yield [value, count];
    }
  }

  stats(candidates: DocSet): { min: number; max: number } | undefined {
    this.#refresh();
    let first = 0;
    while (first < this.#docs.length && !candidates.has(this.#docs[first]!)) first++;
    if (first === this.#docs.length) return undefined;
    let last = this.#docs.length - 1;
    while (!candidates.has(this.#docs[last]!)) last--;
    return { min: this.#values[first]!, max: this.#values[last]! };
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

  #refresh(): void {
    if (!this.#stale) return;
    let total = 0;
    for (const values of this.#byDoc.values()) total += values.length;
    const values = new Float64Array(total);
    const docs = new Uint32Array(total);
    let at = 0;
    for (const [docId, docValues] of this.#byDoc) {
      for (const value of docValues) {
        values[at] = value;
        docs[at++] = docId;
      }
    }
    const order = new Uint32Array(total).map((_, i) => i);
    order.sort((a, b) => values[a]! - values[b]! || docs[a]! - docs[b]!);
    this.#values = new Float64Array(total);
    this.#docs = new Uint32Array(total);
    order.forEach((from, to) => {
      this.#values[to] = values[from]!;
      this.#docs[to] = docs[from]!;
    });
    this.#stale = false;
  }
}
