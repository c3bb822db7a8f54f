import { countCodePoints } from '../text/fold-word.ts';
import type { QueryNode } from './derive-terms.ts';
import type { QueryWord } from './parse-query.ts';
import type { Segment } from '../text/tokenize.ts';

/** A query word and the words that count as it when highlighting. */
export interface MatcherTerm {
  /** Query positions it stands for (Meilisearch's match ids). */
  readonly ids: readonly [number, number];
  readonly isPrefix: boolean;
  /** Code points of the query word: how much of a prefix match is highlighted. */
  readonly queryLength: number;
  /** The query word first, then its typo derivations. */
  readonly words: readonly string[];
  readonly wordSet: ReadonlySet<string>;
}

/** Consecutive words that match together: synonyms and split words. */
export interface MatcherPhrase {
  readonly ids: readonly [number, number];
  readonly words: readonly string[];
}

/** Meilisearch's `MatchingWords`: what the formatter highlights, in any attribute. */
export interface QueryMatcher {
  readonly phrases: readonly MatcherPhrase[];
  readonly terms: readonly MatcherTerm[];
  /** How the index splits text (its tokenization settings); the default split when absent. */
  readonly segment?: (text: string) => Segment[];
}

export const EMPTY_MATCHER: QueryMatcher = { phrases: [], terms: [] };

/**
 * Built from the located query words (not n-grams), as Meilisearch's
 * `MatchingWords::new`: each word's derivations, its synonym and split-word
 * phrases, and non-prefix words tried before the prefix one.
 */
export function buildQueryMatcher(
  words: readonly QueryWord[],
  nodes: readonly QueryNode[],
): QueryMatcher {
  const phrases: MatcherPhrase[] = [];
  const terms: MatcherTerm[] = [];
  words.forEach((word, index) => {
    const node = nodes.find((candidate) => candidate.first === index && candidate.size === 1);
    const ids: [number, number] = [word.position, word.position];
    if (word.phrase !== undefined) {
      phrases.push({
        ids: [word.position, word.lastPosition ?? word.position],
        words: word.phrase,
      });
      return;
    }
    for (const phrase of node?.phrases ?? []) phrases.push({ ids, words: phrase.words });
    const derived = (node?.words ?? []).filter((derivation) => derivation.typos > 0);
    const all = [word.word, ...derived.map((derivation) => derivation.term)];
    terms.push({
      ids,
      isPrefix: word.isPrefix,
      queryLength: countCodePoints(word.word),
      words: all,
      wordSet: new Set(all),
    });
  });
  terms.sort((a, b) => Number(a.isPrefix) - Number(b.isPrefix));
  return { phrases, terms };
}

export interface WordMatch {
  readonly ids: readonly [number, number];
  /** Code points of the folded word to highlight; null for the whole word. */
  readonly foldedLength: number | null;
}

/**
 * Meilisearch's `match_unique_words`: a prefix term matches a word starting
 * with one of its words and highlights as many characters as the query word
 * has; any other term matches a word equal to one of its words.
 */
export function matchWord(matcher: QueryMatcher, folded: string): WordMatch | null {
  for (const term of matcher.terms) {
    if (!term.isPrefix) {
      if (term.wordSet.has(folded)) return { ids: term.ids, foldedLength: null };
      continue;
    }
    for (const word of term.words) {
      if (folded.startsWith(word)) {
        return { ids: term.ids, foldedLength: Math.min(countCodePoints(word), term.queryLength) };
      }
    }
  }
  return null;
}
