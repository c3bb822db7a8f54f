import { isPathWithin } from '../text/collect-fields.ts';
import { errors } from '../errors.ts';
import type { Doc, IndexStore } from './index-store.ts';
import { createSharedValues } from './shared-values.ts';

const DOCUMENT_ID = /^[A-Za-z0-9_-]+$/;

/** The payload of a documents write: an array of objects, or one object. */
export function readDocumentsPayload(documents: unknown): Doc[] {
  const list = Array.isArray(documents) ? documents : [documents];
  for (const doc of list) {
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
      throw errors.malformedPayload(
        `Couldn't serialize document value: invalid type: ${JSON.stringify(doc)}, expected a map`,
      );
    }
  }
  return list as Doc[];
}

/** Meilisearch v1's inference: the only field of the first document whose name ends in `id`. */
export function inferPrimaryKey(first: Doc | undefined): string {
  const candidates = first ? Object.keys(first).filter((key) => /id$/i.test(key)) : [];
  if (candidates.length === 0) throw errors.noPrimaryKeyCandidate();
  if (candidates.length > 1) throw errors.multiplePrimaryKeyCandidates(candidates);
  return candidates[0]!;
}

/** The document's id as a map key; throws Meilisearch's missing / invalid id errors. */
export function documentKey(doc: Doc, primaryKey: string): string {
  const value = doc[primaryKey];
  if (value === undefined || value === null) throw errors.missingDocumentId(primaryKey, doc);
  return validId(value);
}

/** An id given to a route (`GET /documents/:id`, batch delete). */
export function validId(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (
    typeof value === 'string' &&
    DOCUMENT_ID.test(value) &&
    Buffer.byteLength(value, 'utf8') <= 511
  ) {
    return value;
  }
  throw errors.invalidDocumentId(value);
}

/** The key of a route id, or undefined when no document could have it. */
export function lookupKey(value: string | number): string | undefined {
  try {
    return validId(value);
  } catch {
    return undefined;
  }
}

/**
 * The fields of `doc` that are displayed and, when `fields` is given, asked
 * for (`*` for all); a name also selects the fields nested under it.
 */
export function projectDocument(
  doc: Doc,
  displayed: readonly string[],
  fields: readonly string[] | null | undefined,
): Doc {
  const showsAll = displayed.includes('*');
  const wantsAll = fields === null || fields === undefined || fields.includes('*');
  if (showsAll && wantsAll) return { ...doc };
  const out: Doc = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!showsAll && !displayed.some((name) => isPathWithin(key, name))) continue;
    if (!wantsAll && !fields.some((name) => isPathWithin(key, name) || isPathWithin(name, key))) {
      continue;
    }
    out[key] = selectNested(value, key, wantsAll ? null : fields);
  }
  return out;
}

/** `fields: ['dog.name']` keeps only `name` inside `dog`. */
function selectNested(value: unknown, path: string, fields: readonly string[] | null): unknown {
  if (fields === null || fields.some((name) => isPathWithin(path, name))) return value;
  if (Array.isArray(value)) return value.map((item) => selectNested(item, path, fields));
  if (value === null || typeof value !== 'object') return value;
  const out: Doc = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}.${key}`;
    if (fields.some((name) => isPathWithin(childPath, name) || isPathWithin(name, childPath))) {
      out[key] = selectNested(child, childPath, fields);
    }
  }
  return out;
}

/**
 * The documents a write stores, by key: `replace` takes each as sent, `update`
 * merges it over the stored one (and over an earlier one in the same payload).
 * Equal values among them are stored once (shared-values.ts).
 */
export function stageDocuments(
  store: IndexStore,
  list: readonly Doc[],
  keys: readonly string[],
  mode: 'replace' | 'update',
): Map<string, Doc> {
  const pending = new Map<string, Doc>();
  const values = createSharedValues();
  list.forEach((doc, i) => {
    const key = keys[i]!;
    const base = mode === 'update' ? (pending.get(key) ?? store.getByKey(key)) : undefined;
    const stored = values.share(doc);
    pending.set(key, base ? { ...base, ...stored } : stored);
  });
  return pending;
}
