import { parseFilter, type FilterInput } from '../filter/parse-filter.ts';
import { assertFilterable } from '../filter/filter-attributes.ts';
import type { FilterNode } from '../filter/filter-node.ts';
import { recode } from '../errors.ts';
import { DocSet } from './doc-set.ts';
import { SearchError, isSearchError } from '../search-error.ts';
import type { DocumentsQuery, ListResult } from '../types.ts';
import { documentKey, projectDocument, validId } from './documents.ts';
import type { Doc, IndexStore } from './index-store.ts';

/** A documents route's filter, its errors under `invalid_document_filter`. */
export function parseDocumentFilter(filter: unknown): FilterNode | null {
  try {
    return parseFilter(filter as FilterInput);
  } catch (error) {
    throw isSearchError(error) ? recode(error, 'invalid_document_filter') : error;
  }
}

/** `POST /documents/delete`'s filter: required, and never empty. */
export function parseDeletionFilter(filter: unknown): FilterNode {
  if (filter === undefined || filter === null) {
    throw new SearchError('missing_document_filter', 'Missing field `filter`');
  }
  const node = parseDocumentFilter(filter);
  if (!node) {
    throw new SearchError('invalid_document_filter', 'Sending an empty filter is forbidden.');
  }
  return node;
}

/** The documents a parsed filter selects; it may only name filterable attributes. */
export function filterDocuments(store: IndexStore, node: FilterNode) {
  try {
    assertFilterable(node, store.settings.filterableAttributes, { indexUid: store.uid });
  } catch (error) {
    throw isSearchError(error) ? recode(error, 'invalid_document_filter') : error;
  }
  return store.facets.evaluate(node, store.live);
}

/** The keys of the documents a filter selects that a write replacing them did not hold. */
export function staleKeys(
  store: IndexStore,
  node: FilterNode,
  written: ReadonlyMap<string, unknown>,
): string[] {
  const keys: string[] = [];
  for (const id of filterDocuments(store, node)) {
    const key = documentKey(store.docs[id]!, store.primaryKey!);
    if (!written.has(key)) keys.push(key);
  }
  return keys;
}

/**
 * `GET /indexes/:uid/documents` and `POST .../documents/fetch`: a page of the
 * documents with the given `ids` (unknown ones skipped) that match the filter,
 * in insertion order (Meilisearch's internal id order, not the order of `ids`).
 */
export function listDocuments(store: IndexStore, query: DocumentsQuery): ListResult<Doc> {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  const chosen = query.ids === undefined ? store.live : documentsWithIds(store, query.ids);
  const node = parseDocumentFilter(query.filter);
  const set = node ? filterDocuments(store, node).and(chosen) : chosen;
  const results: Doc[] = [];
  let index = 0;
  for (const id of set) {
    if (index >= offset && results.length < limit) {
      results.push(
        projectDocument(store.docs[id]!, store.settings.displayedAttributes, query.fields),
      );
    }
    index++;
  }
  return { results, offset, limit, total: index };
}

/** The documents of `ids`; an id no document could have is an `invalid_document_ids` error. */
function documentsWithIds(store: IndexStore, ids: readonly unknown[]): DocSet {
  const set = DocSet.empty();
  ids.forEach((id, i) => {
    let key: string;
    try {
      key = validId(id);
    } catch (error) {
      if (!isSearchError(error)) throw error;
      throw new SearchError('invalid_document_ids', `In \`.ids[${i}]\`: ${error.message}`);
    }
    const internal = store.idOf(key);
    if (internal !== undefined) set.add(internal);
  });
  return set;
}
