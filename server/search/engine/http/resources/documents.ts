import { SearchError } from '../../search-error.ts';
import { accepted, ok } from '../responses.ts';
import { asObject, describe, integerParam, listParam } from '../params.ts';
import type { RouteHandler } from '../route-context.ts';

/** POST replaces whole documents, PUT merges fields into them. */
export function addDocuments(mode: 'replace' | 'update'): RouteHandler {
  return async ({ engine, uid, url, documents }) => {
    const primaryKey = url.searchParams.get('primaryKey') ?? undefined;
    return accepted(
      await engine.addDocuments(uid, await documents(), {
        ...(primaryKey !== undefined ? { primaryKey } : {}),
        mode,
      }),
    );
  };
}

export const listDocuments: RouteHandler = async ({ engine, uid, url }) =>
  ok(
    await engine.getDocuments(uid, {
      offset: integerParam(url, 'offset', 'invalid_document_offset'),
      limit: integerParam(url, 'limit', 'invalid_document_limit'),
      fields: listParam(url, 'fields'),
      filter: url.searchParams.get('filter') ?? undefined,
    }),
  );

export const fetchDocuments: RouteHandler = async ({ engine, uid, json }) => {
  const body = asObject(await json(), 'bad_request');
  return ok(
    await engine.getDocuments(uid, {
      offset: body.offset as number | undefined,
      limit: body.limit as number | undefined,
      fields: body.fields as string[] | undefined,
      filter: body.filter,
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
  if (body.filter === undefined) {
    throw new SearchError('missing_document_filter', 'Missing field `filter`');
  }
  return accepted(await engine.deleteDocumentsByFilter(uid, body.filter));
};

export const getDocument: RouteHandler = async ({ engine, uid, url, params }) =>
  ok(await engine.getDocument(uid, params.id ?? '', listParam(url, 'fields')));

export const deleteDocument: RouteHandler = async ({ engine, uid, params }) =>
  accepted(await engine.deleteDocument(uid, params.id ?? ''));
