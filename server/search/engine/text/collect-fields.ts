import { DEFAULT_TOKENIZER, type Tokenizer } from './tokenizer.ts';

/** A searchable leaf of a document: a dotted field path and its words. */
export interface FieldWords {
  readonly path: string;
  /** Folded words and their positions within the field (all values of the field share one sequence). */
  readonly words: readonly { readonly word: string; readonly position: number }[];
}

// Meilisearch's indexer leaves 8 positions between two values of one field
// (array items, or several objects giving the same dotted path), so words of
// different items are never "close" for the proximity rule.
const VALUE_GAP = 8;
// Positions are u16 in Meilisearch; words past that are not indexed.
const MAX_POSITION = 65_535;

/** Which parts of a document are worth reading: the rest is never tokenized. */
export interface FieldFilter {
  /** Called once per leaf, in document order, before its text is tokenized. */
  isIndexed(path: string): boolean;
  /** Whether an object or array at `path` may hold indexed leaves (true wherever `isIndexed` is). */
  mayHoldIndexed(path: string): boolean;
}

const EVERY_FIELD: FieldFilter = { isIndexed: () => true, mayHoldIndexed: () => true };

/**
 * Every string, number and boolean leaf of `doc` (objects flattened to dotted
 * paths, arrays item by item) that `filter` keeps, in document order, with
 * positions as the indexer assigns them. Numbers and booleans are searchable
 * as their text, as in Meilisearch's `tokenize_field`. O(size of the document).
 */
export function collectFieldWords(
  doc: Record<string, unknown>,
  filter: FieldFilter = EVERY_FIELD,
  tokenizer: Tokenizer = DEFAULT_TOKENIZER,
): FieldWords[] {
  const byPath = new Map<string, { word: string; position: number }[]>();
  const nextStart = new Map<string, number>();
  const visit = (path: string, value: unknown): void => {
    if (Array.isArray(value)) {
      // An array under a path that can hold no indexed leaf (photos, features) is not walked.
      if (!filter.mayHoldIndexed(path)) return;
      for (const item of value) visit(path, item);
      return;
    }
    if (value !== null && typeof value === 'object') {
      if (!filter.mayHoldIndexed(path)) return;
      for (const key in value) visit(`${path}.${key}`, (value as Record<string, unknown>)[key]);
      return;
    }
    // Whether the leaf is indexed is asked before a number is written out as text.
    if (!isLeaf(value) || !filter.isIndexed(path)) return;
    const text = typeof value === 'string' ? value : String(value);
    const start = nextStart.has(path) ? nextStart.get(path)! + VALUE_GAP : 0;
    let last = start;
    let words = byPath.get(path);
    if (words === undefined) byPath.set(path, (words = []));
    for (const token of tokenizer.tokenize(text)) {
      const position = start + token.position;
      if (position >= MAX_POSITION) break;
      words.push({ word: token.word, position });
      last = position;
    }
    nextStart.set(path, last);
  };
  for (const key in doc) visit(key, doc[key]);
  return [...byPath].map(([path, words]) => ({ path, words }));
}

/** A string, finite number or boolean: a leaf with text. */
function isLeaf(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Meilisearch's `is_faceted_by`: the path is the attribute or nested under it. */
export function isPathWithin(path: string, attribute: string): boolean {
  return path === attribute || path.startsWith(`${attribute}.`);
}
