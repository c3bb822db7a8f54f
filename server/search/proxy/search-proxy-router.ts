import { performance } from 'node:perf_hooks';
import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { FilterNode } from '../filter/filter-node.ts';
import { SearchError, type SearchErrorBody } from '../search-error.ts';
import type { SearchService } from '../search-service.server.ts';
import type { SearchResponse } from '../engine/types.ts';
import { parseTenantScope, scopeQuery, stripHit, type TenantSearchScope } from './scope-query.ts';
import { validateProxyBody } from './validate-request.ts';

/** What the proxy needs of the search service. */
export type SearchProxyService = Pick<SearchService, 'multiSearch' | 'version' | 'indexUid'>;

export interface SearchProxyOptions {
  search: SearchProxyService;
  logger: Pick<Logger, 'debug' | 'error'>;
  /** Cached responses (default 500) and their lifetime in ms (default 10 s). */
  cacheMax?: number;
  cacheTtlMs?: number;
}

type MultiSearchResult = { results: Array<SearchResponse & { indexUid: string }> };

/** Body limit when the router parses the body itself (mounted before the app's JSON parser). */
const BODY_LIMIT = '64kb';

/**
 * `POST /multi-search` for browsers (instant-meilisearch points at
 * `/api/search`). Validates the body, forces the tenant's scope into every
 * query, caps sizes, caches identical queries per tenant and inventory
 * version, and answers errors in Meilisearch's shape. Needs
 * `res.locals.tenant.config.search` (tenant resolution runs first).
 */
export function searchProxyRouter(options: SearchProxyOptions): Router {
  const { search, logger } = options;
  const cache = new LRUCache<string, Promise<MultiSearchResult>>({
    max: options.cacheMax ?? 500,
    ttl: options.cacheTtlMs ?? 10_000,
  });
  const scopes = new WeakMap<object, FilterNode>();
  const router = Router();

  router.post('/multi-search', express.json({ limit: BODY_LIMIT }), async (req, res) => {
    const started = performance.now();
    // POST responses are not reused by browsers or shared caches unless told
    // to; say so explicitly so no proxy keeps one tenant's (or a sold car's)
    // results. Freshness comes from the server cache (10 s, per version).
    res.setHeader('Cache-Control', 'no-store');
    const tenantSearch = readTenantSearch(res);
    if (!tenantSearch) {
      sendError(res, 500, internalError('The search scope of this site is not configured.'));
      return;
    }
    let scope = scopes.get(tenantSearch);
    if (!scope) {
      scope = parseTenantScope(tenantSearch);
      scopes.set(tenantSearch, scope);
    }
    if (!req.is('application/json')) {
      throw new SearchError(
        'invalid_content_type',
        'The Content-Type `' +
          String(req.headers['content-type'] ?? '') +
          '` is invalid. Accepted values for the Content-Type header are: `application/json`',
        { httpStatus: 415 },
      );
    }
    const body = validateProxyBody(req.body, search.indexUid);
    const queries = body.queries.map((query, index) => scopeQuery(query, index, scope));
    const version = search.version;
    const tenantSlug = String(res.locals['tenant']?.slug ?? '');
    const key = `${tenantSlug}\u0000${version}\u0000${stableStringify(queries)}`;
    let pending = cache.get(key);
    const hit = pending !== undefined;
    if (!pending) {
      pending = search.multiSearch(queries);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    const result = await pending;
    res.setHeader('X-Search-Cache', hit ? 'hit' : 'miss');
    res.json({
      results: result.results.map((response) => ({
        ...response,
        hits: response.hits.map(stripHit),
      })),
    });
    // Counts and timings only: the query text may hold personal data.
    logger.debug(
      {
        queries: queries.length,
        hits: result.results.reduce((sum, r) => sum + r.hits.length, 0),
        cache: hit ? 'hit' : 'miss',
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
    logger.error({ error: { name, code } }, 'search proxy failed');
    sendError(res, 500, internalError('Search is unavailable; please try again.'));
  };
  router.use(handleProxyErrors);
  return router;
}

function sendError(res: Response, status: number, body: SearchErrorBody): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

function internalError(message: string): SearchErrorBody {
  return new SearchError('internal', message, { type: 'internal', httpStatus: 500 }).toJSON();
}

function readTenantSearch(res: Response): TenantSearchScope | undefined {
  const search: unknown = res.locals['tenant']?.config?.search;
  if (typeof search !== 'object' || search === null) return undefined;
  const scope = (search as { scope_filter?: unknown }).scope_filter;
  return typeof scope === 'string' && scope.trim() !== ''
    ? (search as TenantSearchScope)
    : undefined;
}

interface HttpishError {
  status?: number;
  type?: string;
  httpStatus?: number;
  toJSON?: () => unknown;
  cause?: unknown;
  response?: { status?: number };
}

/**
 * A client error in Meilisearch's shape: our SearchErrors, the engine's,
 * the meilisearch client's MeilisearchApiError (body in `cause`), or a
 * body-parser failure.
 */
function asMeiliError(error: unknown): { status: number; body: SearchErrorBody } | undefined {
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
  const candidates = [typeof e.toJSON === 'function' ? e.toJSON() : undefined, e.cause];
  for (const candidate of candidates) {
    if (!isErrorBody(candidate)) continue;
    const status = e.httpStatus ?? e.response?.status ?? 400;
    if (status >= 500) return undefined;
    // 415 stays 415; everything else a shopper can cause (unknown index included) is a 400.
    return { status: status === 415 ? 415 : 400, body: candidate };
  }
  return undefined;
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

/** JSON with object keys sorted, so equal queries give equal cache keys. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
