type Compare = (a: number, b: number) => number;

/** Up to this many leading hits come from the bounded heap; deeper pages are selected. */
const HEAP_MAX = 256;

/**
 * Positions `from..to-1` of `0..n-1` under `compare` (a total order), in order: one
 * page of results. The first pages come from a bounded heap, O(n log k); any deeper
 * page from two quickselects and a sort of the page itself, O(n) expected, so the
 * last page of a large result costs about what the first does (issue 17).
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

/**
 * Rearranges `order[lo..hi]` so that `order[k]` holds the element of rank `k`, the
 * ones before it smaller and the ones after larger (quickselect, median-of-three
 * pivots). Past twice the expected number of rounds it sorts what is left, so a
 * pathological input costs O(n log n), never O(n²).
 */
function select(order: Uint32Array, lo: number, hi: number, k: number, compare: Compare): void {
  let rounds = 3 * Math.ceil(Math.log2(hi - lo + 2)) + 8;
  while (hi > lo) {
    if (rounds-- === 0) {
      order.subarray(lo, hi + 1).sort(compare);
      return;
    }
    const pivot = partition(order, lo, hi, compare);
    if (pivot === k) return;
    if (k < pivot) hi = pivot - 1;
    else lo = pivot + 1;
  }
}

/** Lomuto partition around the median of the first, middle and last: returns the pivot's place. */
function partition(order: Uint32Array, lo: number, hi: number, compare: Compare): number {
  const mid = lo + ((hi - lo) >> 1);
  if (compare(order[mid]!, order[lo]!) < 0) swap(order, mid, lo);
  if (compare(order[hi]!, order[lo]!) < 0) swap(order, hi, lo);
  if (compare(order[mid]!, order[hi]!) < 0) swap(order, mid, hi);
  // order[hi] is now the median of the three.
  const pivot = order[hi]!;
  let store = lo;
  for (let i = lo; i < hi; i++) {
    if (compare(order[i]!, pivot) < 0) swap(order, i, store++);
  }
  swap(order, store, hi);
  return store;
}

function swap(order: Uint32Array, a: number, b: number): void {
  const value = order[a]!;
  order[a] = order[b]!;
  order[b] = value;
}
