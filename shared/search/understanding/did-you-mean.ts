import { compactWords, type QueryVocabulary } from './query-vocabulary.ts';

/** Edits between two words (Levenshtein), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** One edit for a short word, two from seven letters: 'toyta', 'hylux', 'volkswagan'. */
const allowedEdits = (length: number) => (length >= 7 ? 2 : length >= 4 ? 1 : 0);

/**
 * product rule 9.16: the query with each misspelt make or model word replaced by the site's
 * own spelling ('toyta hylux' -> 'Toyota HiLux'); undefined when no word is near a name.
 */
export function didYouMean(text: string, vocabulary: QueryVocabulary): string | undefined {
  let changed = false;
  const words = text.split(/\s+/).map((word) => {
    const compact = compactWords(word);
    const edits = allowedEdits(compact.length);
    if (edits === 0 || !/\p{L}/u.test(compact) || vocabulary.phrases.has(compact)) return word;
    let best: { name: string; distance: number } | undefined;
    for (const { compact: name, name: display } of vocabulary.names) {
      const distance = editDistance(compact, name, edits);
      if (distance > 0 && distance <= edits && (!best || distance < best.distance)) {
        best = { name: display, distance };
      }
    }
    if (!best) return word;
    changed = true;
    return best.name;
  });
  return changed ? words.join(' ') : undefined;
}
