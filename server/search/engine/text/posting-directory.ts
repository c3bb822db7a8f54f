/**
 * Where each slot's entry starts in one flat posting list (see
 * term-dictionary.ts), so a search that only wants a few slots (the filter's
 * candidates, the documents already matched by a rarer word) gallops to them
 * instead of reading every entry of a common word.
 */
export interface PostingDirectory {
  /** Slots in increasing order, one per entry. */
  readonly slots: Uint32Array;
  /** Index in the posting list of each entry's slot number. */
  readonly offsets: Uint32Array;
}

export function buildPostingDirectory(postings: ArrayLike<number>): PostingDirectory {
  let entries = 0;
  for (let i = 0; i < postings.length; i += 2 + postings[i + 1]!) entries++;
  const slots = new Uint32Array(entries);
  const offsets = new Uint32Array(entries);
  let at = 0;
  for (let i = 0; i < postings.length; i += 2 + postings[i + 1]!) {
    slots[at] = postings[i]!;
    offsets[at++] = i;
  }
  return { slots, offsets };
}

/**
 * The first index at or after `from` whose slot is at least `slot`:
 * doubling steps then a binary search, O(log distance).
 */
export function gallopTo(slots: Uint32Array, from: number, slot: number): number {
  if (from >= slots.length || slots[from]! >= slot) return from;
  let step = 1;
  let low = from;
  let high = from + 1;
  while (high < slots.length && slots[high]! < slot) {
    low = high;
    step *= 2;
    high = from + step;
  }
  if (high > slots.length) high = slots.length;
  // slots[low] < slot, and slots[high] >= slot or high is the end.
  while (low + 1 < high) {
    const middle = (low + high) >>> 1;
    if (slots[middle]! < slot) low = middle;
    else high = middle;
  }
  return high;
}
