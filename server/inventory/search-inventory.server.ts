import { LRUCache } from 'lru-cache';
import type { CarSummary, InventoryReader } from '#shared/app/route-context.ts';
import type { FilterNode } from '#server/search/engine/filter/filter-node.ts';
import { parseStockScope, type TenantSearchScope } from '#server/search/proxy/scope-query.ts';
import type { SearchService } from '#server/search/search-service.server.ts';
import {
  buildOnSaleQuery,
  buildStockQueries,
  readStockSnapshot,
  type StockSnapshot,
} from './stock-queries.server.ts';

/** The part of a tenant config the reader needs: its slug and its search scope. */
export interface ScopedTenant {
  slug: string;
  search: TenantSearchScope;
}

export interface SearchInventoryOptions {
  search: Pick<SearchService, 'multiSearch' | 'stockVersion' | 'indexUid'>;
  /** Every site the reader answers for; each scope is parsed once, here. */
  tenants: ReadonlyArray<ScopedTenant>;
  /** Cached snapshots (default 500) and their lifetime in ms (default 10 s; stockReadLifetimeMs). */
  cacheMax?: number;
  cacheTtlMs?: number;
}

/**
 * Pages' inventory, read from the search index inside each tenant's scope.
 * One multi-search per site and stock version answers both reads; the lifetime
 * covers changes the version cannot see (server/ssr/page-lifetime.server.ts).
 */
export function createSearchInventory(options: SearchInventoryOptions): InventoryReader {
  const { search } = options;
  const scopes = new Map(options.tenants.map((tenant) => [tenant.slug, parseScopeOf(tenant)]));
  const configs = new Map(options.tenants.map((tenant) => [tenant.slug, tenant.search]));
  const versionOf = (slug: string) => search.stockVersion(configs.get(slug)!);
  const cache = new LRUCache<string, Promise<StockSnapshot>>({
    max: options.cacheMax ?? 500,
    ttl: options.cacheTtlMs ?? 10_000,
  });

  const selections = new LRUCache<string, Promise<CarSummary[]>>({
    max: options.cacheMax ?? 500,
    ttl: options.cacheTtlMs ?? 10_000,
  });
  const noScope = (slug: string) =>
    Promise.reject(new Error(`No search scope for site "${slug}": is it a loaded tenant?`));

  function snapshot(slug: string): Promise<StockSnapshot> {
    const scope = scopes.get(slug);
    if (!scope) return noScope(slug);
    const key = `${slug}\u0000${versionOf(slug)}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = search
        .multiSearch(buildStockQueries(search.indexUid, scope))
        .then(({ results }) => readStockSnapshot(results));
      cache.set(key, pending);
      // The caller sees the failure; the next request tries again.
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }

  return {
    async featured(site, limit) {
      return (await snapshot(site.slug)).featured.slice(0, limit);
    },
    async stockSummary(site) {
      return (await snapshot(site.slug)).summary;
    },
    onSale(site, selection, limit) {
      const scope = scopes.get(site.slug);
      if (!scope) return noScope(site.slug);
      const query = buildOnSaleQuery(search.indexUid, scope, selection, limit);
      if (!query) return Promise.resolve([]);
      const key = `${site.slug}\u0000${versionOf(site.slug)}\u0000${limit}\u0000${JSON.stringify(selection)}`;
      let pending = selections.get(key);
      if (!pending) {
        pending = search.multiSearch([query]).then(({ results }) => {
          const [result] = results;
          if (!result) throw new Error('On-sale multi-search answered no query');
          return result.hits as CarSummary[];
        });
        selections.set(key, pending);
        pending.catch(() => selections.delete(key));
      }
      return pending;
    },
  };
}

function parseScopeOf(tenant: ScopedTenant): FilterNode {
  try {
    return parseStockScope(tenant.search);
  } catch (error) {
    throw new Error(
      `tenants/${tenant.slug}.json: fix search.scope_filter or search.stock_filter (${(error as Error).message})`,
    );
  }
}
