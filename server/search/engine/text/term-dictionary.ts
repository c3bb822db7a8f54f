import { buildPostingDirectory } from './posting-directory.ts';
import type { PostingDirectory } from './posting-directory.ts';

// Shorter lists are read whole: a directory would not pay for itself.
const DIRECTORY_MIN_LENGTH = 1024;
// Directories are kept for the words searches use; past this many, start over.
const MAX_DIRECTORIES = 4096;
// From this many numbers a settled list is an Int32Array (4 bytes a number);
// below, an exact-size array costs less than a typed array's own objects.
const TYPED_MIN_LENGTH = 32;
const SLOT_FACTOR = 2 ** 32;

/**
 * A posting list: `[slot, count, p1, …, pcount, slot, count, …]` in
 * increasing slot order, each p packing `field * 65536 + position`.
 */
export type TermPostings = ArrayLike<number>;

/**
 * The inverted index: word → postings. Lists are stored compactly once a
 * write settles (100k cars give 200k words, nearly all a stock number or
 * VIN found once): a single occurrence is one number in the map, a long list
 * an Int32Array; a list written since the last settle is a growable array.
 *
 * The sorted word list (for prefix ranges and the typo walk) merges new words
 * in when the write settles, O(n + k log k), so no search pays for it.
 */
export interface TermDictionary {
  readonly size: number;
  has(term: string): boolean;
  /** How many numbers the word's postings hold (0: none). */
  listLength(term: string): number;
  /** The word's postings, undefined when no document has it. Read-only. */
  list(term: string): TermPostings | undefined;
  /** Appends one slot's entry; `slot` is above every slot the list holds. */
  append(term: string, slot: number, positions: readonly number[]): void;
  /** Every word with its postings (compaction). */
  entries(): IterableIterator<[string, TermPostings]>;
  /** Replaces a word's postings; an empty list removes the word. */
  replace(term: string, list: readonly number[]): void;
  /** Drops the sorted list (after postings were compacted). */
  invalidate(): void;
  /** Stores the lists written since the last call compactly and sorts new words in. */
  settle(): void;
  sortedTerms(): readonly string[];
  /**
   * The entry directory of a word's postings, built on first use and rebuilt
   * when the list changed; undefined for short (or missing) lists.
   */
  directory(term: string): PostingDirectory | undefined;
}

/** A single entry with one position, or a list. */
type Stored = number | number[] | Int32Array;

interface CachedDirectory {
  readonly list: TermPostings;
  readonly length: number;
  readonly directory: PostingDirectory;
}

export function createTermDictionary(): TermDictionary {
  const postings = new Map<string, Stored>();
  let sorted: string[] | null = null;
  let pending: string[] = [];
  /** Words whose list is a growable array since the last settle. */
  let written = new Set<string>();
  const directories = new Map<string, CachedDirectory>();
  /**
   * Typed lists appended to since the last settle: a buffer with room and the
   * length used, so a write appends in place (no copy, no view per entry).
   */
  const growing = new Map<string, { buffer: Int32Array; length: number }>();
  /** Stores a growing list as a view of its buffer again (a read, or settle). */
  const flush = (term: string, exact: boolean): void => {
    const grown = growing.get(term);
    if (grown === undefined) return;
    growing.delete(term);
    const view = grown.buffer.subarray(0, grown.length);
    postings.set(term, exact && grown.buffer.length > grown.length * 1.1 ? view.slice() : view);
  };
  const appendTyped = (
    term: string,
    list: Int32Array,
    slot: number,
    positions: readonly number[],
  ): void => {
    let grown = growing.get(term);
    if (grown === undefined) {
      // The list may already be a view with room after it (an earlier append).
      const room = list.buffer.byteLength / 4 - list.byteOffset / 4;
      grown = { buffer: new Int32Array(list.buffer, list.byteOffset, room), length: list.length };
      growing.set(term, grown);
    }
    const length = grown.length + 2 + positions.length;
    if (length > grown.buffer.length) {
      const bigger = new Int32Array(Math.max(length, Math.ceil(grown.length * 1.5) + 64));
      bigger.set(grown.buffer.subarray(0, grown.length));
      grown.buffer = bigger;
    }
    const buffer = grown.buffer;
    let at = grown.length;
    buffer[at++] = slot;
    buffer[at++] = positions.length;
    for (const packed of positions) buffer[at++] = packed;
    grown.length = at;
  };
  const store = (term: string, list: readonly number[]): void => {
    if (list.length === 3 && list[1] === 1 && list[2]! >= 0 && list[2]! < SLOT_FACTOR) {
      postings.set(term, encodeSingle(list[0]!, list[2]!));
    } else if (list.length >= TYPED_MIN_LENGTH) {
      postings.set(term, Int32Array.from(list));
    } else {
      postings.set(term, list.slice());
    }
  };
  const sortedTerms = (): readonly string[] => {
    if (sorted === null) {
      sorted = [...postings.keys()].sort(compareUnits);
      pending = [];
    } else if (pending.length > 0) {
      sorted = mergeSorted(sorted, pending.sort(compareUnits));
      pending = [];
    }
    return sorted;
  };
  return {
    get size() {
      return postings.size;
    },
    has(term) {
      return postings.has(term);
    },
    listLength(term) {
      const grown = growing.get(term);
      if (grown !== undefined) return grown.length;
      const stored = postings.get(term);
      return stored === undefined ? 0 : typeof stored === 'number' ? 3 : stored.length;
    },
    list(term) {
      flush(term, false);
      const stored = postings.get(term);
      return typeof stored === 'number' ? decodeSingle(stored) : stored;
    },
    append(term, slot, positions) {
      const stored = postings.get(term);
      let list: number[];
      if (stored === undefined) {
        pending.push(term);
        if (positions.length === 1 && positions[0]! < SLOT_FACTOR) {
          postings.set(term, encodeSingle(slot, positions[0]!));
          return;
        }
        list = [];
        postings.set(term, list);
      } else if (Array.isArray(stored)) {
        list = stored;
      } else if (typeof stored === 'number') {
        list = decodeSingle(stored);
        postings.set(term, list);
      } else {
        appendTyped(term, stored, slot, positions);
        return;
      }
      written.add(term);
      list.push(slot, positions.length);
      for (const packed of positions) list.push(packed);
    },
    entries() {
      for (const term of [...growing.keys()]) flush(term, false);
      const all = postings.entries();
      const next = (): IteratorResult<[string, TermPostings]> => {
        const step = all.next();
        if (step.done) return step;
        const [term, stored] = step.value;
        return {
          done: false,
          value: [term, typeof stored === 'number' ? decodeSingle(stored) : stored],
        };
      };
      return {
        next,
        [Symbol.iterator]() {
          return this;
        },
      } as IterableIterator<[string, TermPostings]>;
    },
    replace(term, list) {
      written.delete(term);
      growing.delete(term);
      if (list.length === 0) postings.delete(term);
      else store(term, list);
    },
    invalidate() {
      sorted = null;
      pending = [];
      directories.clear();
    },
    settle() {
      for (const term of [...growing.keys()]) flush(term, true);
      for (const term of written) {
        const list = postings.get(term);
        if (Array.isArray(list)) store(term, list);
      }
      written = new Set();
      sortedTerms();
    },
    sortedTerms,
    directory(term) {
      flush(term, false);
      const stored = postings.get(term);
      if (stored === undefined || typeof stored === 'number') return undefined;
      if (stored.length < DIRECTORY_MIN_LENGTH) return undefined;
      const cached = directories.get(term);
      // Lists only grow in place, or are replaced (settle, compaction).
      if (cached?.list === stored && cached.length === stored.length) return cached.directory;
      if (directories.size >= MAX_DIRECTORIES) directories.clear();
      const directory = buildPostingDirectory(stored);
      directories.set(term, { list: stored, length: stored.length, directory });
      return directory;
    },
  };
}

// A single occurrence in one of the first 131,072 slots, in one of the first 32
// fields, within its first 512 positions (stock numbers, VINs) packs into a
// negative small integer, which V8 keeps in the map without a heap number.
const SMALL_SLOTS = 2 ** 17;
const SMALL_FIELDS = 32;
const SMALL_POSITIONS = 512;

function encodeSingle(slot: number, packed: number): number {
  const field = packed >>> 16;
  const position = packed & 0xffff;
  if (slot < SMALL_SLOTS && field < SMALL_FIELDS && position < SMALL_POSITIONS) {
    return -1 - (slot * SMALL_FIELDS * SMALL_POSITIONS + field * SMALL_POSITIONS + position);
  }
  return slot * SLOT_FACTOR + packed;
}

function decodeSingle(value: number): number[] {
  if (value < 0) {
    const small = -1 - value;
    const slot = Math.floor(small / (SMALL_FIELDS * SMALL_POSITIONS));
    const rest = small - slot * SMALL_FIELDS * SMALL_POSITIONS;
    const field = Math.floor(rest / SMALL_POSITIONS);
    return [slot, 1, field * 65_536 + (rest - field * SMALL_POSITIONS)];
  }
  const slot = Math.floor(value / SLOT_FACTOR);
  return [slot, 1, value - slot * SLOT_FACTOR];
}

/** [from, to) of the sorted words that start with `prefix`. O(log n). */
export function findPrefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(sorted, prefix);
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return [from, low];
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! <= b[j]!)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

function compareUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
