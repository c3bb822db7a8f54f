import { normalizeFacetString, readFacetValues } from '../filter/facet-value.ts';
import { compareCodePoints } from '../filter/string-values.ts';

type Doc = Readonly<Record<string, unknown>>;

/**
 * The sort keys of one attribute per internal id: the smallest and largest
 * number and string (an array sorts by its smallest value ascending, its
 * largest descending). Read by the ranking comparator without touching
 * documents.
 */
export class SortColumn {
  readonly attribute: string;
  #minNumber: number[] = [];
  #maxNumber: number[] = [];
  #minString: (string | undefined)[] = [];
  #maxString: (string | undefined)[] = [];
  /** Per direction (0 asc, 1 desc): each document's place in that order, ties equal. Built on demand. */
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
    this.#minNumber[docId] = minN;
    this.#maxNumber[docId] = maxN;
    this.#minString[docId] = minS;
    this.#maxString[docId] = maxS;
    this.#ranks = [null, null];
  }

  clear(docId: number): void {
    this.#minNumber[docId] = NaN;
    this.#maxNumber[docId] = NaN;
    this.#minString[docId] = undefined;
    this.#maxString[docId] = undefined;
    this.#ranks = [null, null];
  }

  /**
   * Each document's place in the `compare` order (equal documents share one),
   * so a search compares two integers. Sorted once after the column changed:
   * O(n log n) on the first search after writes.
   */
  ranks(desc: boolean): Uint32Array {
    const direction = desc ? 1 : 0;
    const cached = this.#ranks[direction];
    if (cached) return cached;
    const order = Array.from({ length: this.#minNumber.length }, (_, id) => id);
    order.sort((a, b) => this.compare(a, b, desc));
    const ranks = new Uint32Array(order.length);
    let rank = 0;
    for (let i = 0; i < order.length; i++) {
      if (i > 0 && this.compare(order[i - 1]!, order[i]!, desc) !== 0) rank++;
      ranks[order[i]!] = rank;
    }
    this.#ranks[direction] = ranks;
    return ranks;
  }

  /**
   * Negative when `a` comes first. Numbers come before strings, documents
   * without a value last, in both directions.
   */
  compare(a: number, b: number, desc: boolean): number {
    const na = (desc ? this.#maxNumber[a] : this.#minNumber[a]) ?? NaN;
    const nb = (desc ? this.#maxNumber[b] : this.#minNumber[b]) ?? NaN;
    const hasA = na === na;
    const hasB = nb === nb;
    if (hasA && hasB) return na === nb ? 0 : na < nb !== desc ? -1 : 1;
    if (hasA !== hasB) return hasA ? -1 : 1;
    const sa = desc ? this.#maxString[a] : this.#minString[a];
    const sb = desc ? this.#maxString[b] : this.#minString[b];
    if (sa !== undefined && sb !== undefined) {
      return sa === sb ? 0 : sa < sb !== desc ? -1 : 1;
    }
    if (sa === undefined && sb === undefined) return 0;
    return sa !== undefined ? -1 : 1;
  }
}
