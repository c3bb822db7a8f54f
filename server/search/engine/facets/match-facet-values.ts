import { compareCodePoints, type StringValues } from '../filter/string-values.ts';
import { foldWord } from '../text/fold-word.ts';

export interface FacetQueryTypos {
  enabled: boolean;
  /** `typoTolerance.minWordSizeForTypos`. */
  oneTypo: number;
  twoTypos: number;
  /** `typoTolerance.disableOnWords`: such a query only matches a value exactly. */
  exactWords: readonly string[];
  /** The facet is in `typoTolerance.disableOnAttributes`: prefix matches only. */
  exactAttribute: boolean;
}

interface FoldedKey {
  folded: string;
  key: string;
}

// Per settled key list: the keys with their searchable form, in that form's order.
const foldedLists = new WeakMap<readonly string[], FoldedKey[]>();

function foldedKeys(values: StringValues): FoldedKey[] {
  const keys = values.sortedKeys();
  let list = foldedLists.get(keys);
  if (list === undefined) {
    list = keys.map((key) => ({ folded: foldWord(key), key }));
    list.sort((a, b) => compareCodePoints(a.folded, b.folded) || compareCodePoints(a.key, b.key));
    foldedLists.set(keys, list);
  }
  return list;
}

/**
 * The string values a facet query matches, in the order milli visits them
 * (`SearchForFacetValues::execute`): the query and the values in their
 * searchable form (lower case, no diacritics); a value matches when it starts
 * with the query, within 0, 1 or 2 typos by the query's length in bytes
 * against `minWordSizeForTypos` (a Levenshtein prefix automaton,
 * transpositions counting one). Without a query, every value in key order.
 */
export function* matchFacetValues(
  values: StringValues,
  query: string | null,
  typos: FacetQueryTypos,
): Generator<string> {
  if (query === null) {
    yield* values.sortedKeys();
    return;
  }
  const folded = foldWord(query);
  const list = foldedKeys(values);
  if (typos.enabled && !typos.exactAttribute) {
    if (typos.exactWords.some((word) => foldWord(word) === folded)) {
      for (const entry of list) if (entry.folded === folded) yield entry.key;
      return;
    }
    const bytes = Buffer.byteLength(folded);
    const budget = bytes < typos.oneTypo ? 0 : bytes < typos.twoTypos ? 1 : 2;
    if (budget > 0) {
      const target = Array.from(folded);
      for (const entry of list) {
        if (prefixDistance(target, entry.folded, budget) <= budget) yield entry.key;
      }
      return;
    }
  }
  for (const entry of list) if (entry.folded.startsWith(folded)) yield entry.key;
}

/**
 * The smallest optimal-string-alignment distance between `query` and any
 * prefix of `value`, or more than `max` once no prefix can come within it.
 */
export function prefixDistance(query: readonly string[], value: string, max: number): number {
  const m = query.length;
  let twoBack: number[] | null = null;
  let previous = Array.from({ length: m + 1 }, (_, i) => i);
  let best = previous[m]!;
  let previousChar = '';
  for (const char of value) {
    const column = new Array<number>(m + 1);
    column[0] = previous[0]! + 1;
    let smallest = column[0];
    for (let i = 1; i <= m; i++) {
      const same = query[i - 1] === char;
      let cost = Math.min(previous[i]! + 1, column[i - 1]! + 1, previous[i - 1]! + (same ? 0 : 1));
      if (twoBack && i >= 2 && query[i - 1] === previousChar && query[i - 2] === char) {
        cost = Math.min(cost, twoBack[i - 2]! + 1);
      }
      column[i] = cost;
      if (cost < smallest) smallest = cost;
    }
    if (column[m]! < best) best = column[m]!;
    if (best === 0 || smallest > max) break;
    twoBack = previous;
    previous = column;
    previousChar = char;
  }
  return best;
}
