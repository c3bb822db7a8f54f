import { foldWord, measureOriginalPrefix } from '../text/fold-word.ts';
import { matchWord } from '../query/query-matcher.ts';
import type { MatcherPhrase, QueryMatcher } from '../query/query-matcher.ts';
import type { Segment } from '../text/tokenize.ts';

/** A highlighted span of a text (Meilisearch's `Match`). */
export interface TextMatch {
  /** Query positions matched. */
  readonly ids: readonly [number, number];
  /** Word ordinals (separators not counted) of the first and last word. */
  readonly firstWord: number;
  readonly lastWord: number;
  /** Indexes in the segment list of the first and last word. */
  readonly firstSegment: number;
  readonly lastSegment: number;
  /** UTF-16 offsets: the matched words, and where the highlight stops (a prefix match stops early). */
  readonly start: number;
  readonly end: number;
  readonly highlightEnd: number;
  readonly isPhrase: boolean;
}

interface WordAt {
  readonly segment: number;
  readonly ordinal: number;
  readonly folded: string;
}

/**
 * Meilisearch's `compute_matches`: for each word, phrases are tried first
 * (a phrase must continue on the following words, separators skipped), then
 * single words; the first full match wins and a phrase consumes its words.
 * O(words × matcher size).
 */
export function findTextMatches(segments: readonly Segment[], matcher: QueryMatcher): TextMatch[] {
  const words: WordAt[] = [];
  segments.forEach((segment, index) => {
    if (segment.separator === null) {
      words.push({ segment: index, ordinal: words.length, folded: foldWord(segment.text) });
    }
  });
  const matches: TextMatch[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const phraseEnd = matchPhrase(matcher.phrases, words, i);
    if (phraseEnd !== null) {
      const [phrase, lastIndex] = phraseEnd;
      const last = words[lastIndex]!;
      const end = segments[last.segment]!.end;
      matches.push({
        ids: phrase.ids,
        firstWord: word.ordinal,
        lastWord: last.ordinal,
        firstSegment: word.segment,
        lastSegment: last.segment,
        start: segments[word.segment]!.start,
        end,
        highlightEnd: end,
        isPhrase: phrase.words.length > 1,
      });
      i = lastIndex;
      continue;
    }
    const match = matchWord(matcher, word.folded);
    if (match === null) continue;
    const segment = segments[word.segment]!;
    matches.push({
      ids: match.ids,
      firstWord: word.ordinal,
      lastWord: word.ordinal,
      firstSegment: word.segment,
      lastSegment: word.segment,
      start: segment.start,
      end: segment.end,
      highlightEnd:
        match.foldedLength === null
          ? segment.end
          : segment.start + measureOriginalPrefix(segment.text, match.foldedLength),
      isPhrase: false,
    });
  }
  return matches;
}

function matchPhrase(
  phrases: readonly MatcherPhrase[],
  words: readonly WordAt[],
  at: number,
): [MatcherPhrase, number] | null {
  for (const phrase of phrases) {
    const matched = phrase.words.every((expected, k) => words[at + k]?.folded === expected);
    if (matched) return [phrase, at + phrase.words.length - 1];
  }
  return null;
}
