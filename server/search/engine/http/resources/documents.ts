import { SearchError } from '../../search-error.ts';
import { errors } from '../../errors.ts';
import { accepted, ok } from '../responses.ts';
import {
  asObject,
  booleanParam,
  describe,
  filterParam,
  integerParam,
  listParam,
  onlyFields,
  onlyParams,
} from '../params.ts';
import type { RouteHandler } from '../route-context.ts';

// What each documents route takes, in Meilisearch 1.15's order (its error lists them so).
const ADD_PARAMS = ['primaryKey', 'csvDelimiter'];
const LIST_PARAMS = ['offset', 'limit', 'fields', 'retrieveVectors', 'ids', 'filter'];
const ONE_PARAMS = ['fields', 'retrieveVectors'];
const DELETE_FIELDS = ['filter'];

/** POST replaces whole documents, PUT merges fields into them. */
export function addDocuments(mode: 'replace' | 'update'): RouteHandler {
  return async ({ engine, uid, url, request, documents }) => {
    onlyParams(url, ADD_PARAMS);
    checkCsvDelimiter(url, request);
    const primaryKey = url.searchParams.get('primaryKey') ?? undefined;
    return accepted(
      await engine.addDocuments(uid, await documents(), {
        ...(primaryKey !== undefined ? { primaryKey } : {}),
        mode,
      }),
    );
  };
}

// `retrieveVectors` is read and checked only: the engine has no embedders, so no vectors.
export const listDocuments: RouteHandler = async ({ engine, uid, url }) => {
  onlyParams(url, LIST_PARAMS);
  booleanParam(url, 'retrieveVectors', 'invalid_document_retrieve_vectors');
  const ids = url.searchParams.get('ids');
  return ok(
    await engine.getDocuments(uid, {
      offset: integerParam(url, 'offset', 'invalid_document_offset'),
      limit: integerParam(url, 'limit', 'invalid_document_limit'),
      fields: listParam(url, 'fields'),
      filter: filterParam(url),
      ...(ids === null ? {} : { ids: ids.split(',') }),
    }),
  );
};

export const fetchDocuments: RouteHandler = async ({ engine, uid, json }) => {
  const body = asObject(await json(), 'bad_request');
  onlyFields(body, LIST_PARAMS);
  const { offset, limit, fields, retrieveVectors, ids, filter } = body;
  if (retrieveVectors !== undefined && typeof retrieveVectors !== 'boolean') {
    throw errors.invalidType(
      'invalid_document_retrieve_vectors',
      '.retrieveVectors',
      'a boolean',
      retrieveVectors,
    );
  }
  return ok(
    await engine.getDocuments(uid, {
      offset: bodyInteger(offset, 'offset'),
      limit: bodyInteger(limit, 'limit'),
      fields: bodyList(fields, 'fields', (item) => typeof item === 'string') as string[],
      filter,
      ids: bodyList(ids, 'ids', () => true),
    }),
  );
};

export const deleteAllDocuments: RouteHandler = async ({ engine, uid }) =>
  accepted(await engine.deleteAllDocuments(uid));

export const deleteDocumentBatch: RouteHandler = async ({ engine, uid, json }) => {
  const ids = await json();
  if (!Array.isArray(ids)) {
    throw new SearchError(
      'bad_request',
      `Invalid value type: expected an array, but found ${describe(ids)}: \`${JSON.stringify(ids)}\``,
    );
  }
  return accepted(await engine.deleteDocuments(uid, ids));
};

export const deleteDocumentsByFilter: RouteHandler = async ({ engine, uid, json }) => {
  const body = asObject(await json(), 'bad_request');
  onlyFields(body, DELETE_FIELDS);
  if (body.filter === undefined) {
    throw new SearchError('missing_document_filter', 'Missing field `filter`');
  }
  return accepted(await engine.deleteDocumentsByFilter(uid, body.filter));
};

export const getDocument: RouteHandler = async ({ engine, uid, url, params }) => {
  onlyParams(url, ONE_PARAMS);
  booleanParam(url, 'retrieveVectors', 'invalid_document_retrieve_vectors');
  return ok(await engine.getDocument(uid, params.id ?? '', listParam(url, 'fields')));
};

export const deleteDocument: RouteHandler = async ({ engine, uid, params }) =>
  accepted(await engine.deleteDocument(uid, params.id ?? ''));

/**
 * `csvDelimiter` belongs to CSV payloads: checked as Meilisearch checks it, then
 * refused with a JSON or NDJSON body (a CSV body is refused as a content type).
 */
function checkCsvDelimiter(url: URL, request: Request): void {
  const raw = url.searchParams.get('csvDelimiter');
  if (raw === null) return;
  const chars = [...raw];
  if (chars.length !== 1) {
    const found =
      chars.length === 0
        ? 'an empty string'
        : `the following string of ${chars.length} characters: \`${raw}\``;
    throw new SearchError(
      'invalid_document_csv_delimiter',
      `Invalid value in parameter \`csvDelimiter\`: expected a string of one character, but found ${found}`,
    );
  }
  if (raw.charCodeAt(0) > 0x7f) {
    throw new SearchError(
      'invalid_document_csv_delimiter',
      `csv delimiter must be an ascii character. Found: \`${raw}\``,
    );
  }
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (contentType === 'application/json' || contentType === 'application/x-ndjson') {
    throw new SearchError(
      'invalid_content_type',
      `The Content-Type \`${contentType}\` does not support the use of a csv delimiter. The csv delimiter can only be used with the Content-Type \`text/csv\`.`,
      { httpStatus: 415 },
    );
  }
}

/** `offset` or `limit` of a fetch body: a non-negative integer when present. */
function bodyInteger(value: unknown, name: 'offset' | 'limit'): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw errors.invalidType(`invalid_document_${name}`, `.${name}`, 'a positive integer', value);
  }
  return value;
}

/** `fields` or `ids` of a fetch body: an array (null reads as absent). */
function bodyList(
  value: unknown,
  name: 'fields' | 'ids',
  isItem: (item: unknown) => boolean,
): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  const code = `invalid_document_${name}`;
  if (!Array.isArray(value)) throw errors.invalidType(code, `.${name}`, 'an array', value);
  value.forEach((item, i) => {
    if (!isItem(item)) throw errors.invalidType(code, `.${name}[${i}]`, 'a string', item);
  });
  return value;
}
