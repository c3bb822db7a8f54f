import { compareCodePoints } from '../filter/string-values.ts';

export interface FacetHit {
  value: string;
  count: number;
}

/** Higher count first, then the value in byte order: milli's `FacetValueHit` order. */
function compareHits(a: FacetHit, b: FacetHit): number {
  return a.count - b.count || compareCodePoints(a.value, b.value);
}

/**
 * Keeps at most `max` facet hits as milli's `ValuesCollection` does. By
 * `alpha` (the default `sortFacetValuesBy`), the first `max` found, in the
 * order found. By `count`, a bounded heap: a hit replaces the weakest kept
 * one when its count is at least as high, and the answer is sorted by count,
 * then value, both descending.
 */
export class FacetHitCollector {
  readonly #max: number;
  readonly #byCount: boolean;
  readonly #hits: FacetHit[] = [];

  constructor(max: number, order: 'alpha' | 'count') {
    this.#max = max;
    this.#byCount = order === 'count';
  }

  /** Whether more hits can still change the answer. */
  get open(): boolean {
    return this.#byCount ? this.#max > 0 : this.#hits.length < this.#max;
  }

  add(hit: FacetHit): void {
    if (!this.open) return;
    if (this.#hits.length < this.#max) {
      this.#hits.push(hit);
      return;
    }
    let weakest = 0;
    for (let i = 1; i < this.#hits.length; i++) {
      if (compareHits(this.#hits[i]!, this.#hits[weakest]!) < 0) weakest = i;
    }
    if (this.#hits[weakest]!.count <= hit.count) this.#hits[weakest] = hit;
  }

  hits(): FacetHit[] {
    if (!this.#byCount) return [...this.#hits];
    return [...this.#hits].sort((a, b) => compareHits(b, a));
  }
}
