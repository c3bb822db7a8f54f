import { assertFilterable } from '../engine/filter/filter-attributes.ts';
import type { FilterNode } from '../engine/filter/filter-node.ts';
import { parseFilter } from '../engine/filter/parse-filter.ts';
import { serializeScopedFilter } from '../engine/filter/serialize-filter.ts';
import { isSearchError, SearchError } from '../engine/search-error.ts';
import {
  SEARCH_PROXY_FACETS,
  SEARCH_PROXY_FILTERABLE,
  SEARCH_PROXY_RETRIEVABLE,
} from './limits.ts';
import { engineFilter } from './shopper-filter.ts';
import { engineSort } from './shopper-sort.ts';
import type { EngineQuery, ProxyQuery } from './validate-request.ts';

/** The part of a tenant's `search` config the proxy reads. */
export interface TenantSearchScope {
  scope_filter: string;
  stock_filter?: string;
  /** Their filters' attributes are a shopper's too (shopperFilterable). */
  landing_paths?: ReadonlyArray<{ filter: string }>;
}

/**
 * The tenant's scope as one filter tree: `scope_filter` AND `stock_filter`.
 * Throws (a plain Error: a server misconfiguration, not the shopper's fault)
 * when the scope is blank or malformed, so a query is never sent unscoped.
 */
export function parseTenantScope(search: TenantSearchScope): FilterNode {
  try {
    return parseScope(search);
  } catch (error) {
    // A plain Error (a 500): the tenant's config is wrong, not the shopper's request.
    throw new Error(`Tenant search scope is malformed: ${(error as Error).message}`);
  }
}

// product rule 9.14: a sold car is no longer stock; its own page stays (sold, noindex).
const UNSOLD: FilterNode = { type: 'comparison', attribute: 'sold', operator: '!=', value: 'true' };

/**
 * What a site offers shoppers, the one set every count and listing reads (product rule
 * 9.14): the tenant scope and stock filter, and never a sold car, whatever the site's
 * stock filter says. Car pages and trade-in markets read the wider `parseTenantScope`.
 */
export function parseStockScope(search: TenantSearchScope): FilterNode {
  return { type: 'and', children: [parseTenantScope(search), UNSOLD] };
}

function parseScope(search: TenantSearchScope): FilterNode {
  const scope = typeof search.scope_filter === 'string' ? parseFilter(search.scope_filter) : null;
  if (!scope) throw new Error('Tenant search.scope_filter is empty; refusing to search unscoped');
  const stock = search.stock_filter ? parseFilter(search.stock_filter) : null;
  return stock ? { type: 'and', children: [scope, stock] } : scope;
}

/**
 * A validated shopper query as sent to the engine: the filter parsed, checked to test
 * only attributes a shopper may (`filterable`: shopperFilterable of the site), and
 * re-serialised inside the tenant scope (no string can widen it), price filters and
 * sorts as the index runs them (shopper-filter.ts, shopper-sort.ts), `*` facets and
 * attribute lists replaced by the proxy's allowed lists.
 */
export function scopeQuery(
  query: ProxyQuery,
  index: number,
  scope: FilterNode,
  filterable: readonly string[] = SEARCH_PROXY_FILTERABLE,
): EngineQuery {
  let shopper: FilterNode | null;
  try {
    shopper = parseFilter(query.filter);
    if (shopper) assertFilterable(shopper, filterable);
  } catch (error) {
    if (!isSearchError(error)) throw error;
    throw new SearchError(error.code, `Inside \`.queries[${index}]\`: ${error.message}`);
  }
  const scoped: EngineQuery = {
    ...query,
    filter: serializeScopedFilter(scope, shopper && engineFilter(shopper)),
  };
  if (query.sort && query.sort.length > 0) scoped.sort = engineSort(query.sort);
  if (query.facets) scoped.facets = expandStar(query.facets, SEARCH_PROXY_FACETS);
  scoped.attributesToRetrieve = expandStar(
    query.attributesToRetrieve ?? ['*'],
    SEARCH_PROXY_RETRIEVABLE,
  );
  if (query.attributesToHighlight) {
    scoped.attributesToHighlight = expandStar(
      query.attributesToHighlight,
      SEARCH_PROXY_RETRIEVABLE,
    );
  }
  return scoped;
}

function expandStar(values: readonly string[], allowed: readonly string[]): string[] {
  return values.includes('*') ? [...allowed] : [...new Set(values)];
}

const RETRIEVABLE: ReadonlySet<string> = new Set(SEARCH_PROXY_RETRIEVABLE);

/**
 * Drops every hit field (and `_formatted` / `_matchesPosition` entry) that is
 * not on the retrievable list: a second line of defence should the engine
 * return more than was asked.
 */
export function stripHit(hit: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(hit)) {
    if (RETRIEVABLE.has(key)) out[key] = value;
    else if ((key === '_formatted' || key === '_matchesPosition') && isRecord(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).filter(([name]) => RETRIEVABLE.has(name)),
      );
    }
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
