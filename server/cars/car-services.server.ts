import { LRUCache } from 'lru-cache';
import type { CarServices } from '#shared/app/route-context.ts';
import { carUrl } from '#shared/inventory/car-identity.ts';
import { LISTING_CAR_FIELDS, type ListingCar } from '#shared/listing/listing-car.ts';
import type { Car } from '#shared/inventory/car.ts';
import { toCarDetail, type CarDetail } from '#shared/car/car-detail.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { FilterNode } from '#server/search/engine/filter/filter-node.ts';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';
import { quote, serializeScopedFilter } from '#server/search/engine/filter/serialize-filter.ts';
import { parseStockScope, parseTenantScope } from '#server/search/proxy/scope-query.ts';
import type { SearchService } from '#server/search/search-service.server.ts';

/** Similar cars shown under a car (and on a sold car's page). */
export const SIMILAR_LIMIT = 4;
/** 'Similar price' for the body-and-price fallback: within this share of the car's price. */
const PRICE_BAND = 0.2;

export interface CarServicesOptions {
  tenants: readonly TenantConfig[];
  search: Pick<SearchService, 'multiSearch' | 'indexUid' | 'documents' | 'stockVersion'>;
}

const DOCUMENTS_PAGE = 1000;

interface Scopes {
  /** The dealer's whole stock: a detail page answers for sold cars too (they say so). */
  detail: FilterNode;
  /** What the site lists (scope and stock filter): similar cars come from here. */
  listing: FilterNode;
  /** The site's search config, whose stock version keys what is cached. */
  site: TenantConfig['search'];
}

export function createCarServices(options: CarServicesOptions): CarServices {
  const { search } = options;
  const scopes = new Map<string, Scopes>(
    options.tenants.map((tenant) => [
      tenant.slug,
      {
        detail: parseTenantScope({ scope_filter: tenant.search.scope_filter }),
        listing: parseStockScope(tenant.search),
        site: tenant.search,
      },
    ]),
  );
  const scopesOf = (slug: string): Scopes => {
    const found = scopes.get(slug);
    if (!found) throw new Error(`No search scope for site "${slug}"`);
    return found;
  };

  const sitemapCache = new LRUCache<string, Promise<Array<{ path: string; lastmod?: string }>>>({
    max: 500,
    ttl: 60_000,
  });

  async function readSitemapEntries(slug: string) {
    const filter = serializeScopedFilter(scopesOf(slug).listing, parseFilter('sold != true'));
    const entries: Array<{ path: string; lastmod?: string }> = [];
    for (let offset = 0; ; offset += DOCUMENTS_PAGE) {
      const page = await search.documents({
        filter,
        fields: ['slug', 'updated_at'],
        limit: DOCUMENTS_PAGE,
        offset,
      });
      for (const car of page as Array<{ slug: string; updated_at?: string }>) {
        entries.push(
          car.updated_at
            ? { path: carUrl(car.slug), lastmod: car.updated_at }
            : { path: carUrl(car.slug) },
        );
      }
      if (page.length < DOCUMENTS_PAGE) return entries;
    }
  }

  /** One car of the dealer's whole stock (sold ones too) matching a shopper filter. */
  async function findOne(slug: string, shopperFilter: string): Promise<CarDetail | null> {
    const filter = serializeScopedFilter(scopesOf(slug).detail, parseFilter(shopperFilter));
    const { results } = await search.multiSearch([
      { indexUid: search.indexUid, q: '', filter, limit: 1 },
    ]);
    const hit = results[0]?.hits[0] as (Car & Record<string, unknown>) | undefined;
    return hit ? toCarDetail(hit) : null;
  }

  return {
    sitemapEntries(site) {
      const key = `${site.slug}\u0000${search.stockVersion(scopesOf(site.slug).site)}`;
      let pending = sitemapCache.get(key);
      if (!pending) {
        pending = readSitemapEntries(site.slug);
        sitemapCache.set(key, pending);
        pending.catch(() => sitemapCache.delete(key));
      }
      return pending;
    },

    bySlug(site, slug) {
      return findOne(site.slug, `slug = ${quote(slug)}`);
    },

    byId(site, id) {
      if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(null);
      return findOne(site.slug, `id = ${id}`);
    },

    async similar(site, car) {
      const scope = scopesOf(site.slug).listing;
      const others = `id != ${car.id} AND sold != true`;
      const sameModel = `make = ${quote(car.make)} AND model = ${quote(car.model)} AND ${others}`;
      const low = Math.floor(car.price * (1 - PRICE_BAND));
      const high = Math.ceil(car.price * (1 + PRICE_BAND));
      const sameBody = car.simple_body
        ? `simple_body = ${quote(car.simple_body)} AND price ${low} TO ${high} AND ${others}`
        : others;
      const query = (shopperFilter: string) => ({
        indexUid: search.indexUid,
        q: '',
        filter: serializeScopedFilter(scope, parseFilter(shopperFilter)),
        sort: ['custom_rank:desc'],
        limit: SIMILAR_LIMIT,
        attributesToRetrieve: [...LISTING_CAR_FIELDS],
      });
      const { results } = await search.multiSearch([query(sameModel), query(sameBody)]);
      const seen = new Set<number>();
      const similar: ListingCar[] = [];
      for (const hit of results.flatMap((result) => result.hits) as ListingCar[]) {
        if (seen.has(hit.id) || similar.length === SIMILAR_LIMIT) continue;
        seen.add(hit.id);
        similar.push(hit);
      }
      return similar;
    },
  };
}
