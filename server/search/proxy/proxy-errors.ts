import { apiErrorOf } from '../engine/http/in-process-client.ts';
import { SearchError, type SearchErrorBody } from '../engine/search-error.ts';

interface HttpishError {
  status?: number;
  type?: string;
  httpStatus?: number;
  toJSON?: () => unknown;
}

/**
 * A client error in Meilisearch's shape: our SearchErrors, the engine's,
 * the meilisearch client's API error (over HTTP or in process), or a
 * body-parser failure.
 */
export function asMeiliError(
  error: unknown,
): { status: number; body: SearchErrorBody } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as HttpishError;
  if (e.type === 'entity.parse.failed') {
    return {
      status: 400,
      body: new SearchError(
        'malformed_payload',
        'The json payload provided is malformed.',
      ).toJSON(),
    };
  }
  if (e.type === 'entity.too.large') {
    return {
      status: 413,
      body: new SearchError('payload_too_large', 'The provided payload is too large.', {
        httpStatus: 413,
      }).toJSON(),
    };
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.type) {
    return {
      status: e.status,
      body: new SearchError('bad_request', 'Invalid request body.').toJSON(),
    };
  }
  const apiError = apiErrorOf(error);
  const answered = apiError
    ? { body: apiError.cause, status: apiError.response.status }
    : { body: typeof e.toJSON === 'function' ? e.toJSON() : undefined, status: e.httpStatus };
  if (!isErrorBody(answered.body)) return undefined;
  const status = answered.status ?? 400;
  if (status >= 500) return undefined;
  // 415 stays 415; everything else a shopper can cause (unknown index included) is a 400.
  return { status: status === 415 ? 415 : 400, body: answered.body };
}

function isErrorBody(value: unknown): value is SearchErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['message'] === 'string' &&
    typeof v['code'] === 'string' &&
    typeof v['type'] === 'string'
  );
}

export function internalError(message: string): SearchErrorBody {
  return new SearchError('internal', message, { type: 'internal', httpStatus: 500 }).toJSON();
}
