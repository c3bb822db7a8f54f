// The site's stock as the ads feeds read it: every car the site lists (its scope and stock
// filter), sold and reserved ones too, so each car left out is counted with its reason.
import { FEED_CAR_FIELDS, type FeedCar } from '#shared/ads-feeds/feed-car.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { serializeFilter } from '#server/search/engine/filter/serialize-filter.ts';
import { parseTenantScope } from '#server/search/proxy/scope-query.ts';
import type { SearchService } from '#server/search/search-service.server.ts';

const PAGE = 1000;

export async function readFeedCars(
  search: Pick<SearchService, 'documents'>,
  tenant: Pick<TenantConfig, 'search'>,
): Promise<FeedCar[]> {
  const filter = serializeFilter(parseTenantScope(tenant.search));
  const cars: FeedCar[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await search.documents({
      filter,
      fields: [...FEED_CAR_FIELDS],
      limit: PAGE,
      offset,
    });
    cars.push(...(page as unknown as FeedCar[]));
    if (page.length < PAGE) break;
  }
  // The index keeps no order for the documents API: feeds list cars by id, so a feed read
  // twice at one inventory version is the same bytes (and the same ETag).
  return cars.sort((a, b) => a.id - b.id);
}
