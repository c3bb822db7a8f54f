import { foldWord } from '../text/fold-word.ts';
import { DEFAULT_TOKENIZER, type Tokenizer } from '../text/tokenizer.ts';
import type { TypoToleranceSettings } from '../text/types.ts';
import { countAllowedTypos, type QueryWord } from './parse-query.ts';

/** The query as Meilisearch's `located_query_terms_from_tokens` extracts it. */
export interface ParsedQuery {
  /** Query terms: single words, and phrases (`"..."`) as one term each. */
  readonly words: QueryWord[];
  /** Words after a negative operator: documents containing them are excluded. */
  readonly negativeWords: string[];
  /** Phrases after a negative operator (`-"..."`). */
  readonly negativePhrases: string[][];
}

// Meilisearch ignores every query term after the tenth.
const MAX_QUERY_TERMS = 10;

interface PhraseBuilder {
  words: string[];
  start: number;
  end: number;
}

/**
 * Splits the query into terms, phrases and negations the way Meilisearch does:
 * - a double quote in a separator opens a phrase, the next one closes it; a
 *   quote never closed makes the rest of the query a phrase, and a hard
 *   separator (". ", ", ", "!", …) inside a phrase ends it and starts another;
 * - a separator that is exactly "-", at the start of the query or after a
 *   whitespace, negates the next word or phrase ("-cheap", `-"low miles"`);
 *   "- cheap" (a space after the dash) and "e-mail" are plain words;
 * - word positions start at 0, +1 per word and +7 more across a hard
 *   separator; the last word is a prefix only when nothing follows it (and
 *   the index's `prefixSearch` is not disabled).
 */
export function parseQueryTerms(
  query: string,
  typo: TypoToleranceSettings,
  options: { tokenizer?: Tokenizer; prefixSearch?: boolean } = {},
): ParsedQuery {
  const segments = (options.tokenizer ?? DEFAULT_TOKENIZER).segment(query);
  const prefixSearch = options.prefixSearch ?? true;
  const words: QueryWord[] = [];
  const negativeWords: string[] = [];
  const negativePhrases: string[][] = [];
  let position = -1;
  let phrase: PhraseBuilder | null = null;
  let negativePhrase = false;
  let negativeNext = false;
  let afterWhitespace = true;

  const closePhrase = (builder: PhraseBuilder | null): void => {
    if (builder === null || builder.words.length === 0) return;
    if (negativePhrase) {
      negativePhrases.push(builder.words);
      return;
    }
    words.push({
      word: builder.words.join(' '),
      position: builder.start,
      lastPosition: builder.end,
      isPrefix: false,
      maxTypos: 0,
      phrase: builder.words,
    });
  };

  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.separator === null) {
      const word = foldWord(segment.text).trim();
      if (word === '') continue;
      if (words.length >= MAX_QUERY_TERMS) return { words, negativeWords, negativePhrases };
      position += 1;
      if (phrase !== null) {
        if (phrase.words.length === 0) phrase.start = position;
        phrase.end = position;
        phrase.words.push(word);
      } else if (negativeNext) {
        negativeWords.push(word);
        negativeNext = false;
      } else {
        words.push({
          word,
          position,
          isPrefix: prefixSearch && i === segments.length - 1,
          maxTypos: countAllowedTypos(word, typo),
        });
      }
    } else {
      if (words.length >= MAX_QUERY_TERMS) return { words, negativeWords, negativePhrases };
      const text = segment.text;
      if (segment.separator === 'hard') {
        position += 7;
        if (phrase !== null) {
          // The negative operator still applies to the phrase that follows.
          closePhrase(phrase);
          phrase = { words: [], start: position, end: position };
        }
      }
      let quotes = 0;
      for (const char of text) if (char === '"') quotes++;
      if (quotes > 0) {
        if (phrase !== null) {
          quotes--;
          closePhrase(phrase);
          negativePhrase = false;
          phrase = null;
        }
        if (quotes % 2 === 1) {
          negativePhrase = negativeNext;
          phrase = { words: [], start: position, end: position };
        }
      }
      negativeNext = phrase === null && text === '-' && afterWhitespace;
    }
    afterWhitespace = /\s$/u.test(segment.text);
  }
  closePhrase(phrase);
  return { words, negativeWords, negativePhrases };
}

/** Whether query word `index` and the one before it are adjacent (proximity applies). */
export function followsDirectly(words: readonly QueryWord[], index: number): boolean {
  const previous = words[index - 1];
  return previous !== undefined && lastPositionOf(previous) + 1 === words[index]!.position;
}

export function lastPositionOf(word: QueryWord): number {
  return word.lastPosition ?? word.position;
}
