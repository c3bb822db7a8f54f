type Compare = (a: number, b: number) => number;

/** Up to this many leading hits come from the bounded heap; deeper pages are selected. */
const HEAP_MAX = 256;

/**
 * Positions `from..to-1` of `0..n-1` under `compare` (a total order), in order: one
 * page of results. The first pages come from a bounded heap, O(n log k); any deeper
 * page from two selections and a sort of the page itself, O(n) expected, so the
 * last page of a large result costs about what the first does (decision 0013).
 */
export function rankRange(n: number, from: number, to: number, compare: Compare): number[] {
  const end = Math.min(to, n);
  if (from >= end) return [];
  if (end <= HEAP_MAX && end * 4 < n) return topK(n, end, compare).slice(from);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (from > 0) select(order, 0, n - 1, from, compare);
  if (end < n) select(order, from, n - 1, end - 1, compare);
  return Array.from(order.subarray(from, end).sort(compare));
}

/**
 * The first `k` of `0..n-1` under `compare`, in order, without sorting all
 * of them: a bounded max-heap, O(n log k). Falls back to a full sort when
 * `k` is a large share of `n`.
 */
export function topK(n: number, k: number, compare: Compare): number[] {
  if (k <= 0 || n === 0) return [];
  if (k * 4 >= n) {
    const all = Array.from({ length: n }, (_, i) => i);
    all.sort(compare);
    return all.slice(0, k);
  }
  // heap[0] is the worst of the best k seen so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const siftUp = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const siftDown = (at: number) => {
    const size = heap.length;
    while (true) {
      const left = at * 2 + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && worse(heap[right]!, heap[left]!) ? right : left;
      if (!worse(heap[child]!, heap[at]!)) break;
      [heap[at], heap[child]] = [heap[child]!, heap[at]!];
      at = child;
    }
  };
  for (let i = 0; i < n; i++) {
    if (heap.length < k) {
      heap.push(i);
      siftUp(heap.length - 1);
    } else if (compare(i, heap[0]!) < 0) {
      heap[0] = i;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/** Segments longer than this first narrow the range around `k` on a sample (Floyd-Rivest). */
const SAMPLE_ABOVE = 600;

/**
 * Rearranges `order[lo..hi]` so that `order[k]` holds the element of rank `k`, the
 * ones before it smaller and the ones after larger: Floyd and Rivest's selection,
 * about n + min(k, n - k) comparisons. The pivot is first placed on a small sample,
 * so a page near the end costs about what one near the start does. Past a generous
 * number of rounds it sorts what is left: O(n log n) at worst, never O(n²).
 */
function select(order: Uint32Array, lo: number, hi: number, k: number, compare: Compare): void {
  let rounds = 4 * Math.ceil(Math.log2(hi - lo + 2)) + 8;
  while (hi > lo) {
    if (rounds-- === 0) {
      order.subarray(lo, hi + 1).sort(compare);
      return;
    }
    if (hi - lo > SAMPLE_ABOVE) {
      // Recurse on a sample of about n^(2/3) around k's expected place.
      const n = hi - lo + 1;
      const i = k - lo + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * Math.sign(i - n / 2);
      const sampleLo = Math.max(lo, Math.floor(k - (i * s) / n + sd));
      const sampleHi = Math.min(hi, Math.floor(k + ((n - i) * s) / n + sd));
      select(order, sampleLo, sampleHi, k, compare);
    }
    const pivot = partition(order, lo, hi, k, compare);
    if (pivot === k) return;
    if (k < pivot) hi = pivot - 1;
    else lo = pivot + 1;
  }
}

/**
 * Hoare partition of `order[lo..hi]` around `order[k]`: returns the pivot's final
 * place, smaller elements before it, larger after (the order is total: no ties).
 */
function partition(
  order: Uint32Array,
  lo: number,
  hi: number,
  k: number,
  compare: Compare,
): number {
  const pivot = order[k]!;
  swap(order, lo, k);
  if (compare(order[hi]!, pivot) > 0) swap(order, lo, hi);
  // Now order[lo] or order[hi] is the pivot and the other one is on its side.
  let i = lo;
  let j = hi;
  while (i < j) {
    swap(order, i, j);
    i++;
    j--;
    while (compare(order[i]!, pivot) < 0) i++;
    while (compare(order[j]!, pivot) > 0) j--;
  }
  if (order[lo] === pivot) {
    swap(order, lo, j);
    return j;
  }
  j++;
  swap(order, j, hi);
  return j;
}

function swap(order: Uint32Array, a: number, b: number): void {
  const value = order[a]!;
  order[a] = order[b]!;
  order[b] = value;
}
