import { SearchError, type SearchErrorBody } from '../search-error.ts';

export function ok(body: unknown): Response {
  return jsonResponse(200, body);
}

/** A write: Meilisearch answers 202 with the enqueued task. */
export function accepted(task: unknown): Response {
  return jsonResponse(202, task);
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Meilisearch's error object with its status; anything else is an `internal` 500. */
export function errorResponse(error: unknown): Response {
  if (isSearchErrorLike(error)) return jsonResponse(error.httpStatus, error.toJSON());
  const internal = new SearchError(
    'internal',
    error instanceof Error ? error.message : String(error),
    { type: 'internal', httpStatus: 500 },
  );
  return jsonResponse(500, internal.toJSON());
}

/** Accepts a `SearchError` from any copy of the module (duck-typed on status and body). */
function isSearchErrorLike(
  error: unknown,
): error is { httpStatus: number; toJSON(): SearchErrorBody } {
  if (error instanceof SearchError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { httpStatus?: unknown; toJSON?: unknown };
  return typeof candidate.httpStatus === 'number' && typeof candidate.toJSON === 'function';
}
