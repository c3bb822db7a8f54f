import { DocSet } from '../doc-set.ts';
import { normalizeFacetString } from './facet-value.ts';
import { PostingList } from './posting-list.ts';

export interface StringBound {
  key: string;
  inclusive: boolean;
}

/**
 * String facet values of one attribute, keyed by their normalised form so
 * `make = toyota` finds "Toyota". Each key remembers the original spellings
 * in use; the earliest one still present is shown in facet distributions.
 */
export class StringValues {
  #postings = new Map<string, PostingList>();
  #spellings = new Map<string, Map<string, number>>();
  #sortedKeys: string[] | null = [];

  add(docId: number, originals: readonly string[]): void {
    for (const [key, original] of keysOf(originals)) {
      let posting = this.#postings.get(key);
      if (!posting) {
        posting = new PostingList();
        this.#postings.set(key, posting);
        this.#spellings.set(key, new Map());
        this.#sortedKeys = null;
      }
      posting.add(docId);
      const spellings = this.#spellings.get(key)!;
      spellings.set(original, (spellings.get(original) ?? 0) + 1);
    }
  }

  remove(docId: number, originals: readonly string[]): void {
    for (const [key, original] of keysOf(originals)) {
      const posting = this.#postings.get(key);
      if (!posting) continue;
      posting.remove(docId);
      const spellings = this.#spellings.get(key)!;
      const left = (spellings.get(original) ?? 1) - 1;
      if (left > 0) spellings.set(original, left);
      else spellings.delete(original);
      if (posting.size === 0) {
        this.#postings.delete(key);
        this.#spellings.delete(key);
        this.#sortedKeys = null;
      }
    }
  }

  /** Documents whose value normalises to `key`. Read-only. */
  equal(key: string): DocSet {
    return this.#postings.get(key)?.toDocSet() ?? DocSet.empty();
  }

  /** Documents whose normalised value is within the bounds, in Meilisearch's byte order. */
  range(lower: StringBound | null, upper: StringBound | null): DocSet {
    const keys = this.#keys();
    const from = lower ? searchKeys(keys, lower.key, !lower.inclusive) : 0;
    const to = upper ? searchKeys(keys, upper.key, upper.inclusive) : keys.length;
    let result = DocSet.empty();
    for (let i = from; i < to; i++) result = this.#postings.get(keys[i]!)!.unionInto(result);
    return result;
  }

  /** Values in key order with their display spelling and candidate count. */
  *counts(candidates: DocSet): Generator<[spelling: string, count: number]> {
    for (const key of this.#keys()) {
      const count = this.#postings.get(key)!.countIn(candidates);
      if (count > 0) yield [this.#spellings.get(key)!.keys().next().value ?? key, count];
    }
  }

  #keys(): string[] {
    this.#sortedKeys ??= [...this.#postings.keys()].sort(compareCodePoints);
    return this.#sortedKeys;
  }
}

/** Each distinct normalised key of one document once, with its first spelling. */
function keysOf(originals: readonly string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const original of originals) {
    const key = normalizeFacetString(original);
    if (!keys.has(key)) keys.set(key, original);
  }
  return keys;
}

function searchKeys(keys: readonly string[], key: string, after: boolean): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = compareCodePoints(keys[middle]!, key);
    if (order < 0 || (after && order === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Meilisearch's keys sort as UTF-8 bytes (LMDB), which is code point order.
 * UTF-16 order only differs when a surrogate meets U+E000..U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

function codePointRank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  if (unit >= 0xd800) return unit + 0x2000;
  return unit;
}
