import { buildQueryNodes } from './derive-terms.ts';
import type { QueryNode } from './derive-terms.ts';
import type { QueryWord } from './parse-query.ts';
import type { TextIndexState } from '../text/text-index-state.ts';

// Distinct queries remembered between writes; past this, start over.
const MAX_CACHED_QUERIES = 512;

/**
 * Query graph nodes by parsed query. Deriving a word (prefix range, typo
 * walk, best split) reads the dictionary and the postings, so every write
 * (a new `version` of the index) empties the cache; between writes a repeated query (a
 * shopper paging, facet clicks) derives nothing.
 */
class QueryNodeCache {
  #nodes = new Map<string, readonly QueryNode[]>();
  #version = -1;

  get(state: TextIndexState, words: readonly QueryWord[]): readonly QueryNode[] {
    if (this.#version !== state.version) {
      this.#nodes.clear();
      this.#version = state.version;
    }
    const key = words
      .map(
        (word) =>
          `${word.word}\u0000${word.position}\u0000${word.maxTypos}\u0000${word.isPrefix}\u0000${word.phrase !== undefined}`,
      )
      .join('\u0001');
    const cached = this.#nodes.get(key);
    if (cached !== undefined) return cached;
    const nodes = buildQueryNodes(state, words);
    if (this.#nodes.size >= MAX_CACHED_QUERIES) this.#nodes.clear();
    this.#nodes.set(key, nodes);
    return nodes;
  }
}

const cacheOfIndex = new WeakMap<TextIndexState, QueryNodeCache>();

/** The query graph of `words` over this index, derived once between its writes. */
export function queryNodesOf(
  state: TextIndexState,
  words: readonly QueryWord[],
): readonly QueryNode[] {
  let cache = cacheOfIndex.get(state);
  if (cache === undefined) cacheOfIndex.set(state, (cache = new QueryNodeCache()));
  return cache.get(state, words);
}
