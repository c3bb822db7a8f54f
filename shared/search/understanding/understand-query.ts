// product rule 9.15: a shopper's query read as the listing's own refinements, before any
// text search. Pure and engine-agnostic: the result is refinements, ranges and a sort the
// listing already has (and the search proxy already allows), plus the words left as text.
import type { RangeRefinements, RefinementList } from '../../search-url/search-state.ts';
import { readQueryNumbers } from './query-numbers.ts';
import { compactWords, type QueryVocabulary } from './query-vocabulary.ts';
import { FILLER_WORDS, type QuerySort } from './query-words.ts';

/** The longest query read (the search proxy's own cap on `q`). */
export const MAX_UNDERSTOOD_QUERY = 200;

export interface UnderstoodQuery {
  refinementList: RefinementList;
  range: RangeRefinements;
  sort?: QuerySort;
  /** The words left for the text search, as the shopper wrote them. */
  text: string;
  /** The words read as filters or a sort, as written, in query order. */
  understood: string[];
}

// A word in quotes or with a leading '-' is the engine's phrase or negative search: left alone.
const ENGINE_SYNTAX = /["\u201c\u201d]|^-/;

/** A word's matching form: lower case, outer punctuation off ('$' and a trailing '+' kept). */
function normalWord(word: string): string {
  if (ENGINE_SYNTAX.test(word)) return '\u0000';
  const normal = word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}+]+$/gu, '');
  return normal === '' ? '\u0000' : normal;
}

export function understandQuery(query: string, vocabulary: QueryVocabulary): UnderstoodQuery {
  const words = query.slice(0, MAX_UNDERSTOOD_QUERY).split(/\s+/).filter(Boolean);
  const normal = words.map(normalWord);
  const used = new Array<boolean>(words.length).fill(false);
  const result: UnderstoodQuery = { refinementList: {}, range: {}, text: '', understood: [] };
  let meaningful = false;

  // Numbers first: '2018 or newer' must not leave 'newer' to be read as a word.
  const starts: number[] = [];
  normal.reduce((offset, word, index) => ((starts[index] = offset), offset + word.length + 1), 0);
  for (const reading of readQueryNumbers(normal.join(' '))) {
    result.range[reading.attribute] = reading.range;
    meaningful = true;
    starts.forEach((start, index) => {
      if (start >= reading.start && start < reading.end) used[index] = true;
    });
  }

  for (let index = 0; index < words.length; index += 1) {
    if (used[index]) continue;
    const length = longestPhraseAt(normal, used, index, vocabulary, (meaning) => {
      if (meaning.kind === 'sort') result.sort ??= meaning.sort;
      if (meaning.kind === 'refine') {
        const list = result.refinementList;
        list[meaning.attribute] = [
          ...new Set([...(list[meaning.attribute] ?? []), ...meaning.values]),
        ];
        if (meaning.make) list.make = [...new Set([...(list.make ?? []), meaning.make])];
      }
      if (meaning.kind !== 'noise') meaningful = true;
    });
    for (let k = index; k < index + length; k += 1) used[k] = true;
    if (length > 0) index += length - 1;
  }

  const rest: string[] = [];
  words.forEach((word, index) => {
    if (used[index]) result.understood.push(word);
    else if (!(meaningful && FILLER_WORDS.has(normal[index]!))) rest.push(word);
  });
  result.text = rest.join(' ');
  return result;
}

type Meaning = QueryVocabulary['phrases'] extends ReadonlyMap<string, infer M> ? M : never;

/** Reads the longest known phrase starting at `index`; its length in words, 0 for none. */
function longestPhraseAt(
  normal: readonly string[],
  used: readonly boolean[],
  index: number,
  vocabulary: QueryVocabulary,
  apply: (meaning: Meaning) => void,
): number {
  for (let length = Math.min(vocabulary.maxWords, normal.length - index); length > 0; length -= 1) {
    const span = normal.slice(index, index + length);
    if (span.includes('\u0000') || used.slice(index, index + length).includes(true)) continue;
    const meaning = vocabulary.phrases.get(compactWords(span.join(' ')));
    if (meaning) {
      apply(meaning);
      return length;
    }
  }
  return 0;
}
