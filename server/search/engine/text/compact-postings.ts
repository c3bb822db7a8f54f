import { clearFieldWordCounts, moveFieldWordCounts } from './field-word-counts.ts';
import type { TextIndexState } from './text-index-state.ts';

/**
 * Rewrites every posting list without removed slots and renumbers the live
 * slots in order, so lists stay sorted. O(total postings); run when half the
 * slots are dead, so its cost is amortized over the removals.
 */
export function compactPostings(state: TextIndexState): Int32Array {
  const remap = new Int32Array(state.slotDocIds.length).fill(-1);
  let live = 0;
  for (let slot = 0; slot < state.slotDocIds.length; slot++) {
    if (state.slotDocIds[slot]! < 0) continue;
    remap[slot] = live;
    state.slotDocIds[live] = state.slotDocIds[slot]!;
    moveFieldWordCounts(state.fieldWordCounts, slot, live);
    live++;
  }
  state.slotDocIds.length = live;
  for (let slot = live; slot < remap.length; slot++)
    clearFieldWordCounts(state.fieldWordCounts, slot);
  for (const [word, postings] of [...state.dictionary.entries()]) {
    const kept: number[] = [];
    for (let i = 0; i < postings.length; i += 2 + postings[i + 1]!) {
      const slot = remap[postings[i]!]!;
      if (slot < 0) continue;
      const count = postings[i + 1]!;
      kept.push(slot, count);
      for (let j = 0; j < count; j++) kept.push(postings[i + 2 + j]!);
    }
    state.dictionary.replace(word, kept);
  }
  state.dictionary.invalidate();
  return remap;
}
