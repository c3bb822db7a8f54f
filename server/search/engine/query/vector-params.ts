import { SearchError } from '../search-error.ts';
import { errors } from '../errors.ts';
import type { SearchParams } from '../types.ts';

/**
 * The AI-search parameters. The engine has no embedders (the `embedders` setting
 * is refused), so a request for a vector or hybrid search fails as Meilisearch
 * fails on an index without that embedder, rather than quietly answering a
 * keyword search. `retrieveVectors` and `locales` are validated: with no
 * embedders there are no vectors to retrieve, and tokenisation here is the same
 * for every language.
 */
export function checkVectorParams(params: SearchParams): void {
  const { hybrid, vector } = params;
  if (hybrid !== undefined && hybrid !== null) {
    if (typeof hybrid !== 'object' || Array.isArray(hybrid)) {
      throw errors.invalidType('invalid_search_hybrid_query', '.hybrid', 'an object', hybrid);
    }
    const { embedder } = hybrid as Record<string, unknown>;
    if (embedder === undefined) {
      throw new SearchError(
        'invalid_search_hybrid_query',
        'Missing field `embedder` inside `.hybrid`',
      );
    }
    if (typeof embedder !== 'string') {
      throw errors.invalidType('invalid_search_embedder', '.hybrid.embedder', 'a string', embedder);
    }
    throw new SearchError(
      'invalid_search_embedder',
      `Cannot find embedder with name \`${embedder}\`.`,
    );
  }
  if (vector !== undefined && vector !== null) {
    throw new SearchError(
      'missing_search_hybrid',
      'Invalid request: missing `hybrid` parameter when `vector` is present.',
    );
  }
  const { retrieveVectors, locales } = params;
  if (
    retrieveVectors !== undefined &&
    retrieveVectors !== null &&
    typeof retrieveVectors !== 'boolean'
  ) {
    throw errors.invalidType(
      'invalid_search_retrieve_vectors',
      '.retrieveVectors',
      'a boolean',
      retrieveVectors,
    );
  }
  if (locales !== undefined && locales !== null) {
    if (!Array.isArray(locales)) {
      throw errors.invalidType('invalid_search_locales', '.locales', 'an array', locales);
    }
    locales.forEach((locale: unknown, i) => {
      if (typeof locale !== 'string') {
        throw errors.invalidType('invalid_search_locales', `.locales[${i}]`, 'a string', locale);
      }
    });
  }
}
