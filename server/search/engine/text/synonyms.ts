import { DEFAULT_TOKENIZER, type Tokenizer } from './tokenizer.ts';

/** Folded key words joined by one space → phrases (folded word lists) it also searches for. */
export type SynonymMap = ReadonlyMap<string, readonly (readonly string[])[]>;

// Meilisearch's limits per query term: 50 synonym phrases, 100 words in all.
const MAX_PHRASES = 50;
const MAX_WORDS = 100;

/**
 * Meilisearch stores synonyms lower-cased and de-unicoded, key and values
 * split into words. A mapping is one way ("phone": ["iphone"] does not make
 * "iphone" find "phone"); multi-way synonyms are written in every direction.
 */
export function normalizeSynonyms(
  synonyms: Record<string, string[]>,
  tokenizer: Tokenizer = DEFAULT_TOKENIZER,
): SynonymMap {
  const tokenize = tokenizer.tokenize;
  const map = new Map<string, string[][]>();
  for (const [key, values] of Object.entries(synonyms)) {
    const keyWords = tokenize(key).map((token) => token.word);
    if (keyWords.length === 0) continue;
    const joined = keyWords.join(' ');
    const phrases = map.get(joined) ?? [];
    for (const value of values) {
      const words = tokenize(value).map((token) => token.word);
      if (words.length === 0 || words.join(' ') === joined) continue;
      if (!phrases.some((phrase) => phrase.join(' ') === words.join(' '))) phrases.push(words);
    }
    map.set(joined, phrases);
  }
  return map;
}

/** The synonym phrases of consecutive query words, within Meilisearch's limits. */
export function findSynonyms(synonyms: SynonymMap, words: readonly string[]): string[][] {
  const phrases = synonyms.get(words.join(' ')) ?? [];
  const kept: string[][] = [];
  let wordCount = 0;
  for (const phrase of phrases.slice(0, MAX_PHRASES)) {
    if (wordCount + phrase.length > MAX_WORDS) continue;
    wordCount += phrase.length;
    kept.push([...phrase]);
  }
  return kept;
}
