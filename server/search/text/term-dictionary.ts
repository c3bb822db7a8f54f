import { buildPostingDirectory } from './posting-directory.ts';
import type { PostingDirectory } from './posting-directory.ts';

// Shorter lists are read whole: a directory would not pay for itself.
const DIRECTORY_MIN_LENGTH = 1024;
// Directories are kept for the words searches use; past this many, start over.
const MAX_DIRECTORIES = 4096;

/**
 * The inverted index: word → postings. A posting list is one flat number
 * array `[slot, count, p1, …, pcount, slot, count, …]` in increasing slot
 * order, each p packing `field * 65536 + position`. Flat arrays of small
 * integers keep ~8 bytes per occurrence, so 100k vehicles of ~60 words stay
 * in tens of megabytes.
 *
 * The sorted word list (for prefix ranges and the typo walk) is rebuilt
 * lazily: new words are merged in on the next search, O(n + k log k).
 */
export interface TermDictionary {
  readonly postings: Map<string, number[]>;
  /** Records a word that was just given its first posting. */
  noteNewTerm(term: string): void;
  /** Drops the sorted list (after postings were compacted). */
  invalidate(): void;
  sortedTerms(): readonly string[];
  /**
   * The entry directory of a word's postings, built on first use and rebuilt
   * when the list changed; undefined for short (or missing) lists.
   */
  directory(term: string): PostingDirectory | undefined;
}

interface CachedDirectory {
  readonly list: readonly number[];
  readonly length: number;
  readonly directory: PostingDirectory;
}

export function createTermDictionary(): TermDictionary {
  const postings = new Map<string, number[]>();
  let sorted: string[] | null = null;
  let pending: string[] = [];
  const directories = new Map<string, CachedDirectory>();
  return {
    postings,
    noteNewTerm(term) {
      pending.push(term);
    },
    invalidate() {
      sorted = null;
      pending = [];
      directories.clear();
    },
    sortedTerms() {
      if (sorted === null) {
        sorted = [...postings.keys()].sort(compareUnits);
        pending = [];
      } else if (pending.length > 0) {
        sorted = mergeSorted(sorted, pending.sort(compareUnits));
        pending = [];
      }
      return sorted;
    },
    directory(term) {
      const list = postings.get(term);
      if (list === undefined || list.length < DIRECTORY_MIN_LENGTH) return undefined;
      const cached = directories.get(term);
      // Lists only grow in place, or are replaced by compaction.
      if (cached?.list === list && cached.length === list.length) return cached.directory;
      if (directories.size >= MAX_DIRECTORIES) directories.clear();
      const directory = buildPostingDirectory(list);
      directories.set(term, { list, length: list.length, directory });
      return directory;
    },
  };
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
