import { LRUCache } from 'lru-cache';
import type { FilterNode } from '../engine/filter/filter-node.ts';
import type { SearchService } from '../search-service.server.ts';
import type { SearchResponse } from '../engine/types.ts';
import { parseStockScope, scopeQuery, stripHit, type TenantSearchScope } from './scope-query.ts';
import { shopperFilterable } from './shopper-filter.ts';
import { validateProxyBody } from './validate-request.ts';

/** What the proxy needs of the search service. */
export type SearchProxyService = Pick<SearchService, 'multiSearch' | 'stockVersion' | 'indexUid'>;

export type MultiSearchResult = { results: Array<SearchResponse & { indexUid: string }> };

/** A site as the proxy sees it: its slug (cache key) and its search scope. */
export interface SearchSite {
  slug: string;
  search: TenantSearchScope;
}

export interface ScopedMultiSearchOptions {
  search: SearchProxyService;
  /** Cached responses (default 500) and their lifetime in ms (default 10 s). */
  cacheMax?: number;
  cacheTtlMs?: number;
}

export type ScopedMultiSearch = (
  site: SearchSite,
  body: unknown,
) => Promise<{ response: MultiSearchResult; cache: 'hit' | 'miss'; queries: number }>;

/**
 * A shopper's multi-search inside one site's scope: the body validated, the
 * tenant's scope forced into every query, public fields only, identical queries
 * cached per site and inventory version. Browsers reach it over HTTP through
 * the proxy router; server rendering calls it in process.
 */
export function createScopedMultiSearch(options: ScopedMultiSearchOptions): ScopedMultiSearch {
  const { search } = options;
  const cache = new LRUCache<string, Promise<MultiSearchResult>>({
    max: options.cacheMax ?? 500,
    ttl: options.cacheTtlMs ?? 10_000,
  });
  const scopes = new WeakMap<object, { scope: FilterNode; filterable: string[] }>();

  function scopeOf(site: SearchSite) {
    let scope = scopes.get(site.search);
    if (!scope) {
      scope = { scope: parseStockScope(site.search), filterable: shopperFilterable(site.search) };
      scopes.set(site.search, scope);
    }
    return scope;
  }

  return async (site, rawBody) => {
    const { scope, filterable } = scopeOf(site);
    const body = validateProxyBody(rawBody, search.indexUid);
    const queries = body.queries.map((query, index) => scopeQuery(query, index, scope, filterable));
    const key = `${site.slug}\u0000${search.stockVersion(site.search)}\u0000${stableStringify(queries)}`;
    let pending = cache.get(key);
    const hit = pending !== undefined;
    if (!pending) {
      pending = search.multiSearch(queries).then((result) => ({
        results: result.results.map((response) => ({
          ...response,
          hits: response.hits.map(stripHit),
        })),
      }));
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return { response: await pending, cache: hit ? 'hit' : 'miss', queries: queries.length };
  };
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
