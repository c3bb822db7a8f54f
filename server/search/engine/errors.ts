import { SearchError } from './search-error.ts';

/** Meilisearch's error objects for the engine's routes, worded as Meilisearch words them. */
export const errors = {
  indexNotFound: (uid: string) =>
    new SearchError('index_not_found', `Index \`${uid}\` not found.`, { httpStatus: 404 }),
  indexAlreadyExists: (uid: string) =>
    new SearchError('index_already_exists', `Index \`${uid}\` already exists.`, {
      httpStatus: 409,
    }),
  invalidIndexUid: (uid: unknown) =>
    new SearchError(
      'invalid_index_uid',
      `\`${String(uid)}\` is not a valid index uid. Index uid can be an integer or a string containing only alphanumeric characters, hyphens (-) and underscores (_), and can not be more than 512 bytes.`,
    ),
  documentNotFound: (id: string) =>
    new SearchError('document_not_found', `Document \`${id}\` not found.`, { httpStatus: 404 }),
  taskNotFound: (uid: number) =>
    new SearchError('task_not_found', `Task \`${uid}\` not found.`, { httpStatus: 404 }),
  primaryKeyAlreadyExists: (uid: string, primaryKey: string) =>
    new SearchError(
      'index_primary_key_already_exists',
      `Index \`${uid}\`: Index already has a primary key: \`${primaryKey}\`.`,
    ),
  noPrimaryKeyCandidate: () =>
    new SearchError(
      'index_primary_key_no_candidate_found',
      'The primary key inference failed as the engine did not find any field ending with `id` in its name. Please specify the primary key manually using the `primaryKey` query parameter.',
    ),
  multiplePrimaryKeyCandidates: (candidates: string[]) =>
    new SearchError(
      'index_primary_key_multiple_candidates_found',
      `The primary key inference failed as the engine found ${candidates.length} fields ending with \`id\` in their names: ${candidates.map((name) => `'${name}'`).join(' and ')}. Please specify the primary key manually using the \`primaryKey\` query parameter.`,
    ),
  missingDocumentId: (primaryKey: string, doc: unknown) =>
    new SearchError(
      'missing_document_id',
      `Document doesn't have a \`${primaryKey}\` attribute: \`${JSON.stringify(doc)}\`.`,
    ),
  invalidDocumentId: (id: unknown) =>
    new SearchError(
      'invalid_document_id',
      `Document identifier \`${JSON.stringify(id)}\` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_), and can not be more than 511 bytes.`,
    ),
  malformedPayload: (detail: string) =>
    new SearchError(
      'malformed_payload',
      `The \`json\` payload provided is malformed. \`${detail}\`.`,
    ),
  badRequest: (message: string) => new SearchError('bad_request', message),
  /** deserr's answer to a query parameter a route does not take. */
  unknownParameter: (name: string, allowed: readonly string[]) =>
    new SearchError(
      'bad_request',
      `Unknown parameter \`${name}\`: ${didYouMean(name, allowed)}expected one of ${quoteAll(allowed)}`,
    ),
  /** deserr's answer to a body field a route does not take. */
  unknownField: (name: string, allowed: readonly string[]) =>
    new SearchError(
      'bad_request',
      `Unknown field \`${name}\`: ${didYouMean(name, allowed)}expected one of ${quoteAll(allowed)}`,
    ),
  /** deserr's answer to a query parameter's value outside its list (`matchingStrategy=x`). */
  unknownParameterValue: (code: string, name: string, value: string, allowed: readonly string[]) =>
    new SearchError(
      code,
      `Unknown value \`${value}\` for parameter \`${name}\`: ${didYouMean(value, allowed)}expected one of ${quoteAll(allowed)}`,
    ),
  /** A field of the resource that a request may not change (`uid` of an index). */
  immutableField: (code: string, name: string, allowed: readonly string[]) =>
    new SearchError(code, `Immutable field \`${name}\`: expected one of ${quoteAll(allowed)}`),
  /** `Invalid value type at `.path`: expected ..., but found ...` */
  invalidType: (code: string, path: string, expected: string, found: unknown) =>
    new SearchError(
      code,
      `Invalid value type at \`${path}\`: expected ${expected}, but found ${describeValue(found)}`,
    ),
  invalidValue: (code: string, path: string, message: string) =>
    new SearchError(code, `Invalid value at \`${path}\`: ${message}`),
};

/** Meilisearch (deserr) describes a wrong JSON value as `a string: "x"`, `an array: [1]`, `null`... */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return `${jsonKind(value)}: \`${JSON.stringify(value)}\``;
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      if (!Number.isInteger(value)) return 'a number';
      return value < 0 ? 'a negative integer' : 'a positive integer';
    case 'boolean':
      return 'a boolean';
    default:
      return 'an object';
  }
}

/** The same error with "Inside `.queries[i]`: " before its message (multi-search). */
export function insideQuery(error: SearchError, index: number): SearchError {
  return new SearchError(error.code, `Inside \`.queries[${index}]\`: ${error.message}`, {
    type: error.type,
    httpStatus: error.httpStatus,
  });
}

/** The same error under another code (a filter error on a documents route). */
export function recode(error: SearchError, code: string): SearchError {
  return new SearchError(code, error.message, { type: error.type, httpStatus: error.httpStatus });
}

function quoteAll(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(', ');
}

/** deserr's suggestion for a misspelt key: the closest name within a few edits. */
function didYouMean(name: string, allowed: readonly string[]): string {
  const n = name.length;
  const allowedEdits = n <= 3 ? -1 : n <= 7 ? 1 : n <= 12 ? 2 : n <= 17 ? 3 : n <= 24 ? 4 : 5;
  let best: { param: string; distance: number } | null = null;
  for (const param of allowed) {
    const distance = editDistance(name, param);
    if (distance <= allowedEdits && (!best || distance < best.distance)) best = { param, distance };
  }
  return best ? `did you mean \`${best.param}\`? ` : '';
}

/** Edit distance counting a swap of two neighbouring letters as one edit. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
