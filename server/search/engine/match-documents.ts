import { DocSet } from './index/doc-set.ts';
import type { IndexStore } from './index/index-store.ts';
import { assertFilterable } from './filter/filter-attributes.ts';
import { parseFilter, type FilterInput } from './filter/parse-filter.ts';
import { resolveSearchOnFields } from './query/search-on-fields.ts';
import { findNegatedDocuments } from './rank/negated-documents.ts';
import { searchText } from './rank/search-text.ts';
import type { TextMatches } from './rank/text-matches.ts';
import type { MatchingStrategyParam } from './types.ts';

export interface MatchRequest {
  q: string;
  filter: unknown;
  matchingStrategy: MatchingStrategyParam;
  attributesToSearchOn: string[] | null;
}

export interface MatchedDocuments {
  matches: TextMatches;
  /** The matching document ids: the text matches, or every candidate of a placeholder search. */
  ids: ArrayLike<number>;
  candidates: DocSet;
  /** The filter's documents minus the negated ones; null when neither applies. */
  filtered: DocSet | null;
}

/**
 * The documents a query matches, the first stages of a search and of a facet
 * search alike: the filter, minus the documents of `-word` and `-"phrase"`,
 * then the text search restricted to them (on `attributesToSearchOn`).
 */
export function matchDocuments(store: IndexStore, request: MatchRequest): MatchedDocuments {
  const fields = resolveSearchOnFields(
    request.attributesToSearchOn,
    store.settings,
    store.text.state.fieldPaths,
    store.uid,
  );
  const negated = findNegatedDocuments(store.text.state, request.q, fields);
  const matching = evaluateFilter(store, request.filter);
  const filtered = negated === null ? matching : (matching ?? store.live).andNot(negated);
  const matches = searchText(store.text.state, request.q, {
    matchingStrategy: request.matchingStrategy,
    candidates: filtered ?? undefined,
    fields,
  });
  if (matches.isPlaceholder) {
    const candidates = filtered ?? store.live;
    return { matches, ids: candidates.ids(), candidates, filtered };
  }
  const matched = Uint32Array.from(matches.docIds());
  return { matches, ids: matched, candidates: DocSet.fromIdSlice(matched), filtered };
}

function evaluateFilter(store: IndexStore, filter: unknown): DocSet | null {
  const node = parseFilter(filter as FilterInput);
  if (!node) return null;
  assertFilterable(node, store.settings.filterableAttributes, { indexUid: store.uid });
  return store.facets.evaluate(node, store.live);
}
