import type { TermPostings } from './term-dictionary.ts';
import type { TextIndexState } from './text-index-state.ts';

/**
 * Calls `visit(slot, packed)` for each place where `words` appear one after
 * the other in one field of a live document (a phrase: multi-word synonyms,
 * split words). Phrase words match the exact word in any field, typo-disabled
 * ones included. A merge of the posting lists by slot: O(postings of the words).
 */
export function forEachPhraseOccurrence(
  state: TextIndexState,
  words: readonly string[],
  visit: (slot: number, packed: number) => void,
): void {
  const lists: TermPostings[] = [];
  for (const word of words) {
    const list = state.dictionary.list(word);
    if (list === undefined) return;
    lists.push(list);
  }
  const head = lists[0]!;
  const cursors = lists.map(() => 0);
  for (let i = 0; i < head.length; i += 2 + head[i + 1]!) {
    const slot = head[i]!;
    if (state.slotDocIds[slot]! < 0) continue;
    let present = true;
    for (let k = 1; k < lists.length && present; k++) {
      const list = lists[k]!;
      let cursor = cursors[k]!;
      while (cursor < list.length && list[cursor]! < slot) cursor += 2 + list[cursor + 1]!;
      cursors[k] = cursor;
      present = cursor < list.length && list[cursor]! === slot;
    }
    if (!present) continue;
    for (let j = 0; j < head[i + 1]!; j++) {
      const packed = head[i + 2 + j]!;
      if (lists.every((list, k) => k === 0 || hasPosition(list, cursors[k]!, packed + k))) {
        visit(slot, packed);
      }
    }
  }
}

function hasPosition(list: TermPostings, cursor: number, packed: number): boolean {
  const end = cursor + 2 + list[cursor + 1]!;
  for (let i = cursor + 2; i < end; i++) if (list[i] === packed) return true;
  return false;
}

/** Documents where `right` directly follows `left` (Meilisearch's pair-proximity-1 count). */
export function countSplitFrequency(state: TextIndexState, left: string, right: string): number {
  if (!state.dictionary.has(left) || !state.dictionary.has(right)) return 0;
  let count = 0;
  let lastSlot = -1;
  forEachPhraseOccurrence(state, [left, right], (slot) => {
    if (slot !== lastSlot) count++;
    lastSlot = slot;
  });
  return count;
}
