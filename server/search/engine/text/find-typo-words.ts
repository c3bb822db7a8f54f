import { findPrefixRange } from './term-dictionary.ts';

export interface TypoWord {
  readonly term: string;
  readonly typos: number;
}

// Meilisearch's search limits: at most 150 one-typo and 50 two-typo
// derivations per query word, taken in dictionary order.
const MAX_ONE_TYPO = 150;
const MAX_TWO_TYPOS = 50;

/**
 * The dictionary words within `maxTypos` of `word` (0 excluded), with
 * Meilisearch's rules (`find_zero_one_two_typo_derivations`): distance is
 * Damerau-Levenshtein with adjacent transpositions costing 1; a prefix word
 * matches when some prefix of the dictionary word is within the distance; with
 * a 1-typo budget the first letter must match; with 2, a word whose first
 * letter differs may match at distance 1 and counts as 2 typos.
 *
 * Cost: a walk of the sorted dictionary that shares DP rows between
 * neighbouring words and skips, by binary search, every word under a prefix
 * already too far away — a Levenshtein automaton over an implicit trie. It
 * visits O(words within reach × word length) rows, not the whole dictionary.
 */
export function findTypoWords(
  sorted: readonly string[],
  word: string,
  maxTypos: number,
  isPrefix: boolean,
): TypoWord[] {
  const found: TypoWord[] = [];
  if (maxTypos <= 0 || word === '') return found;
  const [firstFrom, firstTo] = findPrefixRange(sorted, word[0]!);
  let oneTypo = 0;
  let twoTypos = 0;
  const keep = (term: string, typos: number): boolean => {
    if (typos === 1 && oneTypo < MAX_ONE_TYPO) {
      oneTypo++;
      found.push({ term, typos });
    } else if (typos === 2 && twoTypos < MAX_TWO_TYPOS) {
      twoTypos++;
      found.push({ term, typos });
    }
    return oneTypo < MAX_ONE_TYPO || (maxTypos === 2 && twoTypos < MAX_TWO_TYPOS);
  };
  walkWithinDistance(sorted, firstFrom, firstTo, word, Math.min(maxTypos, 2), isPrefix, keep);
  if (maxTypos >= 2) {
    const keepAsTwo = (term: string): boolean => keep(term, 2);
    walkWithinDistance(sorted, 0, firstFrom, word, 1, isPrefix, keepAsTwo);
    walkWithinDistance(sorted, firstTo, sorted.length, word, 1, isPrefix, keepAsTwo);
  }
  return found;
}

/** Calls `visit(term, distance)` for words of sorted[from, to) within `k` (distance 0 skipped). */
function walkWithinDistance(
  sorted: readonly string[],
  from: number,
  to: number,
  word: string,
  k: number,
  isPrefix: boolean,
  visit: (term: string, distance: number) => boolean,
): void {
  const width = word.length + 1;
  const rows: Int32Array[] = [Int32Array.from({ length: width }, (_, i) => i)];
  // best[d]: in prefix mode, the smallest distance of `word` to any prefix t[0..j], j ≤ d.
  const best: number[] = [word.length];
  let previous = '';
  let validDepth = 0;
  let index = from;
  while (index < to) {
    const term = sorted[index]!;
    const shared = countSharedUnits(previous, term, validDepth);
    let prunedAt = -1;
    for (let depth = shared + 1; depth <= term.length; depth++) {
      const row = fillRow(rows, depth, word, term);
      best[depth] = Math.min(best[depth - 1]!, row[word.length]!);
      if (minimumOf(row) > k && !(isPrefix && best[depth]! <= k)) {
        prunedAt = depth;
        break;
      }
    }
    previous = term;
    if (prunedAt > 0) {
      validDepth = prunedAt - 1;
      index = skipPrefix(sorted, index, to, term.slice(0, prunedAt));
      continue;
    }
    validDepth = term.length;
    const distance = isPrefix ? best[term.length]! : rows[term.length]![word.length]!;
    if (distance > 0 && distance <= k && !visit(term, distance)) return;
    index++;
  }
}

function fillRow(rows: Int32Array[], depth: number, word: string, term: string): Int32Array {
  const row = (rows[depth] ??= new Int32Array(word.length + 1));
  const above = rows[depth - 1]!;
  const twoAbove = depth >= 2 ? rows[depth - 2]! : null;
  const termUnit = term.charCodeAt(depth - 1);
  const previousTermUnit = depth >= 2 ? term.charCodeAt(depth - 2) : -1;
  row[0] = depth;
  for (let i = 1; i < row.length; i++) {
    const wordUnit = word.charCodeAt(i - 1);
    const substitution = above[i - 1]! + (wordUnit === termUnit ? 0 : 1);
    let cost = Math.min(above[i]! + 1, row[i - 1]! + 1, substitution);
    if (
      twoAbove !== null &&
      i >= 2 &&
      wordUnit === previousTermUnit &&
      word.charCodeAt(i - 2) === termUnit
    ) {
      cost = Math.min(cost, twoAbove[i - 2]! + 1);
    }
    row[i] = cost;
  }
  return row;
}

function minimumOf(row: Int32Array): number {
  let min = Infinity;
  for (const value of row) if (value < min) min = value;
  return min;
}

function countSharedUnits(a: string, b: string, limit: number): number {
  const max = Math.min(limit, a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** First index in [from, to) whose word does not start with `prefix` (they are contiguous). */
function skipPrefix(sorted: readonly string[], from: number, to: number, prefix: string): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
}
