import { DocSet } from '../index/doc-set.ts';
import { parseQueryTerms } from '../query/phrases-and-negations.ts';
import { forEachPhraseOccurrence } from '../text/phrase-postings.ts';
import type { TextIndexState } from '../text/text-index-state.ts';

/**
 * The documents the query's negative operator excludes (`-word`,
 * `-"a phrase"`), or null when it has none. A negated word is matched as
 * typed: no typo, no prefix, no synonym (Meilisearch's `Word::Original`).
 * With `fields`, only occurrences in the searched attributes count.
 *
 * Cost: O(postings of the negated words); nothing unless the query holds a "-".
 */
export function findNegatedDocuments(
  state: TextIndexState,
  query: string,
  fields: Uint8Array | undefined,
): DocSet | null {
  if (!query.includes('-')) return null;
  const { negativeWords, negativePhrases } = parseQueryTerms(query, state.typo, state);
  if (negativeWords.length === 0 && negativePhrases.length === 0) return null;
  const excluded = DocSet.withCapacity(state.slotOfDoc.length);
  const exclude = (slot: number, packed: number): void => {
    const docId = state.slotDocIds[slot]!;
    if (docId >= 0 && (fields === undefined || fields[packed >>> 16] === 1)) excluded.add(docId);
  };
  for (const word of negativeWords) {
    const postings = state.dictionary.list(word);
    if (postings === undefined) continue;
    for (let i = 0; i < postings.length; i += 2 + postings[i + 1]!) {
      for (let j = 0; j < postings[i + 1]!; j++) exclude(postings[i]!, postings[i + 2 + j]!);
    }
  }
  for (const phrase of negativePhrases) forEachPhraseOccurrence(state, phrase, exclude);
  return excluded;
}
