import { collectFieldWords, isPathWithin } from './collect-fields.ts';
import type { FieldFilter } from './collect-fields.ts';
import { compactPostings } from './compact-postings.ts';
import {
  clearFieldWordCounts,
  createFieldWordCounts,
  setFieldWordCount,
} from './field-word-counts.ts';
import { createTermDictionary } from './term-dictionary.ts';
import { normalizeSynonyms } from './synonyms.ts';
import { foldWord } from './fold-word.ts';
import { createTokenizer, type Tokenizer } from './tokenizer.ts';
import type { Token } from './tokenize.ts';
import type { TextIndexState } from './text-index-state.ts';
import type { TextIndexOptions } from './types.ts';

export type { TextIndexState } from './text-index-state.ts';

export interface TextIndex {
  /** Adds or replaces a document. O(words of the document). */
  add(docId: number, doc: Record<string, unknown>): void;
  /** O(1); postings of removed documents are dropped by a later compaction. */
  remove(docId: number): void;
  /** What search reads (rank/search-text.ts). */
  readonly state: TextIndexState;
  /** Sorts the words added since the last call into the dictionary, so no search pays for it. */
  settle(): void;
  readonly size: number;
}

const FIELD_SHIFT = 65_536;

// Short field values repeat from document to document (makes, models, colours, towns): a write
// tokenizes each once (decision 0038).
const MAX_CACHED_TEXT = 64;
const MAX_CACHED_TEXTS = 50_000;

export function createTextIndex(options: TextIndexOptions): TextIndex {
  const fieldIds = new Map<string, number>();
  const tokenizer = createTokenizer(options.tokenizer);
  /** Emptied when writes settle, so nothing it holds outlives a write. */
  const tokensOfText = new Map<string, Token[]>();
  const indexing: Tokenizer = {
    segment: tokenizer.segment,
    tokenize(text) {
      if (text.length > MAX_CACHED_TEXT) return tokenizer.tokenize(text);
      let tokens = tokensOfText.get(text);
      if (tokens === undefined) {
        if (tokensOfText.size >= MAX_CACHED_TEXTS) tokensOfText.clear();
        tokens = tokenizer.tokenize(text);
        tokensOfText.set(text, tokens);
      }
      return tokens;
    },
  };
  const state: TextIndexState = {
    dictionary: createTermDictionary(),
    slotDocIds: [],
    slotOfDoc: [],
    slotsAreIds: true,
    fieldWordCounts: createFieldWordCounts(),
    fieldWeights: [],
    fieldPaths: [],
    fieldExact: [],
    typo: {
      enabled: options.typoTolerance.enabled,
      minWordSizeForTypos: { ...options.typoTolerance.minWordSizeForTypos },
      exactWords: new Set(options.typoTolerance.disableOnWords.map(foldWord)),
      disableOnNumbers: options.typoTolerance.disableOnNumbers ?? false,
    },
    synonyms: normalizeSynonyms(options.synonyms, tokenizer),
    tokenizer,
    prefixSearch: options.prefixSearch ?? true,
    proximityByAttribute: options.proximityByAttribute ?? false,
    version: 0,
  };
  let documentCount = 0;
  const searchesAll = options.searchableAttributes.includes('*');
  let searchableFieldCount = 0;
  let deadSlots = 0;

  // Field weight = index in searchableAttributes (the attribute rule), or for
  // '*' the order in which fields were first seen, as Meilisearch's field ids.
  const resolveField = (path: string): number => {
    const known = fieldIds.get(path);
    if (known !== undefined) return known;
    const weight = searchesAll
      ? searchableFieldCount
      : options.searchableAttributes.findIndex((attribute) => isPathWithin(path, attribute));
    if (weight < 0) {
      fieldIds.set(path, -1);
      return -1;
    }
    const id = state.fieldWeights.length;
    searchableFieldCount++;
    state.fieldWeights.push(weight);
    state.fieldPaths.push(path);
    state.fieldExact.push(
      options.typoTolerance.disableOnAttributes.some((attribute) => isPathWithin(path, attribute)),
    );
    fieldIds.set(path, id);
    return id;
  };

  // Unsearchable fields are skipped before tokenizing (descriptions, image
  // lists, nested objects): resolveField is still asked leaf by leaf, in
  // document order, so '*' numbers fields as before.
  const holdsSearchable = new Map<string, boolean>();
  const fieldFilter: FieldFilter = {
    isIndexed: (path) => resolveField(path) >= 0,
    mayHoldIndexed: (path) => {
      let holds = holdsSearchable.get(path);
      if (holds === undefined) {
        holds =
          searchesAll ||
          options.searchableAttributes.some(
            (attribute) => isPathWithin(path, attribute) || attribute.startsWith(`${path}.`),
          );
        holdsSearchable.set(path, holds);
      }
      return holds;
    },
  };

  const remove = (docId: number): void => {
    const slot = state.slotOfDoc[docId] ?? -1;
    if (slot < 0) return;
    state.version++;
    state.slotOfDoc[docId] = -1;
    documentCount--;
    state.slotDocIds[slot] = -1;
    clearFieldWordCounts(state.fieldWordCounts, slot);
    deadSlots++;
    if (deadSlots > 1024 && deadSlots * 2 > state.slotDocIds.length) {
      compactPostings(state);
      state.slotsAreIds = true;
      for (let slot = 0; slot < state.slotDocIds.length; slot++) {
        state.slotOfDoc[state.slotDocIds[slot]!] = slot;
        if (state.slotDocIds[slot] !== slot) state.slotsAreIds = false;
      }
      deadSlots = 0;
    }
  };

  return {
    add(docId, doc) {
      remove(docId);
      state.version++;
      const slot = state.slotDocIds.length;
      state.slotDocIds.push(docId);
      state.slotOfDoc[docId] = slot;
      if (slot !== docId) state.slotsAreIds = false;
      documentCount++;
      const positions = new Map<string, number[]>();
      for (const { path, words } of collectFieldWords(doc, fieldFilter, indexing)) {
        const field = resolveField(path);
        if (field < 0 || words.length === 0) continue;
        setFieldWordCount(state.fieldWordCounts, slot, field, words.length);
        for (const { word, position } of words) {
          let list = positions.get(word);
          if (list === undefined) positions.set(word, (list = []));
          list.push(field * FIELD_SHIFT + position);
        }
      }
      for (const [word, list] of positions) state.dictionary.append(word, slot, list);
    },
    remove,
    state,
    settle() {
      tokensOfText.clear();
      state.dictionary.settle();
    },
    get size() {
      return documentCount;
    },
  };
}
