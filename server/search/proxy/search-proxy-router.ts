import { performance } from 'node:perf_hooks';
import { Router, type ErrorRequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { jsonBody, type JsonBodyProblem } from '#server/http/json-body.server.ts';
import { SearchError, type SearchErrorBody } from '../engine/search-error.ts';
import { asMeiliError, internalError } from './proxy-errors.ts';
import { noteServerError } from '#server/http/request-log.server.ts';
import type { TenantSearchScope } from './scope-query.ts';
import type { ScopedMultiSearch } from './scoped-multi-search.ts';

export interface SearchProxyOptions {
  multiSearch: ScopedMultiSearch;
  logger: Pick<Logger, 'debug' | 'error'>;
}

const BODY_LIMIT = 64 * 1024;

/**
 * `POST /multi-search` for browsers (instant-meilisearch points at
 * `/api/search`): the scoped multi-search over HTTP, errors in Meilisearch's
 * shape. Needs `res.locals.tenant` (tenant resolution runs first).
 */
export function searchProxyRouter(options: SearchProxyOptions): Router {
  const { multiSearch, logger } = options;
  const router = Router();

  const body = jsonBody({ limit: BODY_LIMIT, reject: sendBodyProblem });
  router.post('/multi-search', body, async (req, res) => {
    const started = performance.now();
    // POST responses are not reused by browsers or shared caches unless told
    // to; say so explicitly so no proxy keeps one tenant's (or a sold car's)
    // results. Freshness comes from the server cache (10 s, per version).
    res.setHeader('Cache-Control', 'no-store');
    const site = readSearchSite(res);
    if (!site) {
      sendError(res, 500, internalError('The search scope of this site is not configured.'));
      return;
    }
    const { response, cache, queries } = await multiSearch(site, req.body);
    res.setHeader('X-Search-Cache', cache);
    res.json(response);
    // Counts and timings only: the query text may hold personal data.
    logger.debug(
      {
        queries,
        hits: response.results.reduce((sum, r) => sum + r.hits.length, 0),
        cache,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'search proxy',
    );
  });

  const handleProxyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const meili = asMeiliError(error);
    if (meili) {
      sendError(res, meili.status, meili.body);
      return;
    }
    // Not the error itself: its message or request could quote the shopper's query.
    const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
    noteServerError(res, { name, code }, 'search proxy');
    sendError(res, 500, internalError('Search is unavailable; please try again.'));
  };
  router.use(handleProxyErrors);
  return router;
}

/** A body json-body.server.ts refused, in Meilisearch's words where it has them. */
function sendBodyProblem(res: Response, problem: JsonBodyProblem): void {
  const code =
    problem.status === 413
      ? 'payload_too_large'
      : problem.status === 415
        ? res.req.headers['content-type'] === undefined
          ? 'missing_content_type'
          : 'invalid_content_type'
        : 'malformed_payload';
  sendError(
    res,
    problem.status,
    new SearchError(code, problem.message, { httpStatus: problem.status }).toJSON(),
  );
}

function sendError(res: Response, status: number, body: SearchErrorBody): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

function readSearchSite(res: Response): { slug: string; search: TenantSearchScope } | undefined {
  const tenant = res.locals['tenant'] as { config?: { slug?: unknown; search?: unknown } };
  const search = tenant?.config?.search;
  if (typeof search !== 'object' || search === null) return undefined;
  const scope = (search as { scope_filter?: unknown }).scope_filter;
  return typeof scope === 'string' && scope.trim() !== ''
    ? { slug: String(tenant.config?.slug ?? ''), search: search as TenantSearchScope }
    : undefined;
}
