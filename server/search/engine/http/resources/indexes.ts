import { SearchError } from '../../search-error.ts';
import { accepted, ok } from '../responses.ts';
import { asObject, describe, integerParam, onlyFields, onlyParams } from '../params.ts';
import type { RouteHandler } from '../route-context.ts';

// An index's fields that `PATCH /indexes/:uid` may not change, with Meilisearch's codes.
const IMMUTABLE = {
  uid: 'immutable_index_uid',
  createdAt: 'immutable_index_created_at',
  updatedAt: 'immutable_index_updated_at',
};

export const listIndexes: RouteHandler = async ({ engine, url }) => {
  onlyParams(url, ['offset', 'limit']);
  return ok(
    await engine.listIndexes({
      offset: integerParam(url, 'offset', 'invalid_index_offset'),
      limit: integerParam(url, 'limit', 'invalid_index_limit'),
    }),
  );
};

export const createIndex: RouteHandler = async ({ engine, json }) => {
  const body = asObject(await json(), 'bad_request');
  onlyFields(body, ['uid', 'primaryKey']);
  const { uid, primaryKey } = body;
  if (uid === undefined) {
    throw new SearchError('missing_index_uid', 'Missing field `uid`');
  }
  if (typeof uid !== 'string') {
    throw new SearchError(
      'invalid_index_uid',
      `Invalid value type at \`.uid\`: expected a string, but found ${describe(uid)}: \`${JSON.stringify(uid)}\``,
    );
  }
  return accepted(await engine.createIndex(uid, primaryKeyOption(primaryKey)));
};

export const getIndex: RouteHandler = async ({ engine, uid }) => ok(await engine.getIndex(uid));

export const updateIndex: RouteHandler = async ({ engine, uid, json }) => {
  const body = asObject(await json(), 'bad_request');
  onlyFields(body, ['primaryKey'], IMMUTABLE);
  return accepted(await engine.updateIndex(uid, primaryKeyOption(body.primaryKey)));
};

export const deleteIndex: RouteHandler = async ({ engine, uid }) =>
  accepted(await engine.deleteIndex(uid));

function primaryKeyOption(primaryKey: unknown): { primaryKey?: string } {
  if (primaryKey === undefined || primaryKey === null) return {};
  if (typeof primaryKey !== 'string') {
    throw new SearchError(
      'invalid_index_primary_key',
      `Invalid value type at \`.primaryKey\`: expected a string, but found ${describe(primaryKey)}: \`${JSON.stringify(primaryKey)}\``,
    );
  }
  return { primaryKey };
}
