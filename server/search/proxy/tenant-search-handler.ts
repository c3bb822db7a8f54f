import type { SearchHandler } from '../engine/http/handle-request.ts';
import { SearchError } from '../engine/search-error.ts';
import { asMeiliError, internalError } from './proxy-errors.ts';
import type { ScopedMultiSearch, SearchSite } from './scoped-multi-search.ts';

const MULTI_SEARCH_PATH = /\/multi-search$/;

function json(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The search proxy for one site as an in-process Fetch handler, so server
 * rendering's instant-meilisearch client gets exactly what the browser's gets
 * over HTTP (scope, caps, public fields), with no socket. One per request.
 */
export function createTenantSearchHandler(
  multiSearch: ScopedMultiSearch,
  site: SearchSite,
): SearchHandler {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'POST' || !MULTI_SEARCH_PATH.test(pathname)) {
      const error = new SearchError('not_found', `${request.method} ${pathname} is not available.`);
      return json(error.toJSON(), 404);
    }
    try {
      const body: unknown = await request.json().catch(() => {
        throw new SearchError('malformed_payload', 'The json payload provided is malformed.');
      });
      return json((await multiSearch(site, body)).response, 200);
    } catch (error) {
      const meili = asMeiliError(error);
      if (meili) return json(meili.body, meili.status);
      return json(internalError('Search is unavailable; please try again.'), 500);
    }
  };
}
