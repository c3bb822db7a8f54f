import { countAllowedTypos } from './parse-query.ts';
import type { QueryWord } from './parse-query.ts';
import { findSynonyms } from '../text/synonyms.ts';
import { findPrefixRange } from '../text/term-dictionary.ts';
import { findTypoWords } from '../text/find-typo-words.ts';
import { countSplitFrequency } from '../text/phrase-postings.ts';
import type { TextIndexState } from '../text/text-index-state.ts';

export interface WordDerivation {
  readonly term: string;
  readonly typos: number;
  /** The query word itself: counts for the exactness rule. */
  readonly exact: boolean;
  /**
   * Meilisearch's `Word::Original`: also found in typo-disabled attributes.
   * Prefix and typo derivations are `Word::Derived`, which those attributes
   * never match.
   */
  readonly original: boolean;
}

export interface PhraseDerivation {
  readonly words: readonly string[];
  readonly typos: number;
}

/** A node of Meilisearch's query graph: one query word, or 2–3 concatenated (an n-gram). */
export interface QueryNode {
  /** Indexes of the first and last query words covered. */
  readonly first: number;
  readonly last: number;
  readonly size: number;
  /** Query positions of the first and last covered words. */
  readonly firstPosition: number;
  readonly lastPosition: number;
  readonly words: readonly WordDerivation[];
  readonly phrases: readonly PhraseDerivation[];
  /** A quoted phrase of the query: matched as typed, so it counts as exact. */
  readonly quoted?: boolean;
}

/**
 * Builds the query graph nodes with their derivations, as Meilisearch's
 * `partially_initialized_term_from_word` and `make_ngram`: the word itself,
 * every dictionary word it prefixes (last word only), typo derivations,
 * synonyms (zero typo), the best split into two adjacent words (one typo) and
 * the concatenations of 2 or 3 consecutive words (an n-gram costs as many
 * typos as it has words; its own budget is its length's minus n−1).
 *
 * Cost per word: O(log V + P) for the P prefix derivations, the typo walk
 * (see find-typo-words.ts), and O(postings of the two halves) per split.
 */
export function buildQueryNodes(state: TextIndexState, words: readonly QueryWord[]): QueryNode[] {
  const sorted = state.dictionary.sortedTerms();
  const nodes: QueryNode[] = [];
  words.forEach((word, index) => {
    if (word.phrase !== undefined) {
      // A quoted phrase: its exact words, one after the other, and nothing else.
      nodes.push({
        first: index,
        last: index,
        size: 1,
        firstPosition: word.position,
        lastPosition: word.lastPosition ?? word.position,
        words: [],
        phrases: [{ words: word.phrase, typos: 0 }],
        quoted: true,
      });
      return;
    }
    const split = findBestSplit(state, word.word);
    nodes.push({
      first: index,
      last: index,
      size: 1,
      firstPosition: word.position,
      lastPosition: word.position,
      words: deriveWords(state, sorted, word.word, word.isPrefix, word.maxTypos),
      phrases: [
        ...findSynonyms(state.synonyms, [word.word]).map((phrase) => ({ words: phrase, typos: 0 })),
        ...(split === null ? [] : [{ words: split, typos: 1 }]),
      ],
    });
  });
  for (let size = 2; size <= 3; size++) {
    for (let first = 0; first + size <= words.length; first++) {
      const covered = words.slice(first, first + size);
      const isNgram = (word: QueryWord, i: number) =>
        word.phrase === undefined && (i === 0 || word.position === covered[i - 1]!.position + 1);
      if (!covered.every(isNgram)) {
        continue;
      }
      const last = covered[covered.length - 1]!;
      const joined = covered.map((word) => word.word).join('');
      const maxTypos = Math.max(0, countAllowedTypos(joined, state.typo) - (size - 1));
      const node: QueryNode = {
        first,
        last: first + size - 1,
        size,
        firstPosition: covered[0]!.position,
        lastPosition: last.position,
        words: deriveWords(state, sorted, joined, last.isPrefix, maxTypos),
        phrases: findSynonyms(
          state.synonyms,
          covered.map((word) => word.word),
        ).map((phrase) => ({ words: phrase, typos: 0 })),
      };
      if (node.words.length > 0 || node.phrases.length > 0) nodes.push(node);
    }
  }
  return nodes;
}

function deriveWords(
  state: TextIndexState,
  sorted: readonly string[],
  word: string,
  isPrefix: boolean,
  maxTypos: number,
): WordDerivation[] {
  const derivations: WordDerivation[] = [];
  if (state.dictionary.has(word)) {
    derivations.push({ term: word, typos: 0, exact: true, original: true });
  }
  if (isPrefix) {
    const [from, to] = findPrefixRange(sorted, word);
    for (let i = from; i < to; i++) {
      const term = sorted[i]!;
      if (term !== word) derivations.push({ term, typos: 0, exact: false, original: false });
    }
  }
  for (const { term, typos } of findTypoWords(sorted, word, maxTypos, isPrefix)) {
    if (state.typo.disableOnNumbers && /^\d+$/.test(term)) continue;
    derivations.push({ term, typos, exact: false, original: false });
  }
  return derivations;
}

/**
 * Meilisearch's `split_best_frequency`: of every split of the word into two
 * dictionary words, the one found adjacent (left then right) in the most
 * documents; null if none is.
 */
function findBestSplit(state: TextIndexState, word: string): string[] | null {
  let best: string[] | null = null;
  let bestFrequency = 0;
  const chars = [...word];
  for (let i = 1; i < chars.length; i++) {
    const left = chars.slice(0, i).join('');
    const right = chars.slice(i).join('');
    const frequency = countSplitFrequency(state, left, right);
    if (frequency > bestFrequency) {
      bestFrequency = frequency;
      best = [left, right];
    }
  }
  return best;
}
