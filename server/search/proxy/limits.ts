import { SORT_ATTRIBUTES } from '#shared/search-url/sort-param.ts';
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES } from '#shared/search-url/search-state.ts';
import { CARS_FACET_ATTRIBUTES, CARS_MAX_TOTAL_HITS } from '../cars-index.server.ts';
/**
 * What the browser-facing search proxy lets a shopper ask for. Everything not
 * listed here is refused with a 400 before the engine sees the request.
 */

/** At most this many queries in one multi-search body (instantsearch sends 1 + one per refined disjunctive facet). */
export const MAX_QUERIES = 10;
/** Characters in `q`. */
export const MAX_QUERY_LENGTH = 200;
/** `hitsPerPage` (page mode). */
export const MAX_HITS_PER_PAGE = 100;
/**
 * `limit` (offset mode). instant-meilisearch asks for `hitsPerPage + 1` hits in
 * offset mode to learn whether another page exists, so a 100-hit page arrives
 * as `limit: 101`.
 */
export const MAX_LIMIT = MAX_HITS_PER_PAGE + 1;
/**
 * Largest `offset` and `page`: the index's maxTotalHits, so every page of any result
 * can be asked for (decision 0013). A request already returns at most MAX_LIMIT hits, so a
 * deep page gives a scraper nothing a first page does not, and a page past the results
 * is answered empty at the cost of a count.
 */
export const MAX_TOTAL_HITS = CARS_MAX_TOTAL_HITS;
/** Length of highlight tags and the crop marker. */
export const MAX_TAG_LENGTH = 64;
/** Largest `cropLength` (words). */
export const MAX_CROP_LENGTH = 100;

/** Facets a shopper may ask a distribution of: the listing's, all public car fields. */
export const SEARCH_PROXY_FACETS = CARS_FACET_ATTRIBUTES;
/**
 * Sorts a shopper may ask for: the listing's sort choices (`sort=` in its URL). The site's
 * ranking (custom_rank) is the default order and the proxy's tie-break, never a
 * shopper's sort: sorting on it would read the dealer's internal ranking back.
 */
export const SEARCH_PROXY_SORTABLE = SORT_ATTRIBUTES;
/**
 * Attributes a shopper's filter may test: what the listing's refinements and ranges and
 * its URL rules produce, and `id` (saved cars and compare read cars by id). A site's own
 * landing-page filters add theirs (shopperFilterable). The scope fields (dealership and
 * location ids, stock status, reserved, car kind) and the asking price are not among
 * them: the tenant scope sets those, and the asking price is what `price` runs on.
 */
export const SEARCH_PROXY_FILTERABLE = ['id', ...REFINEMENT_ATTRIBUTES, ...RANGE_ATTRIBUTES];

/**
 * Car fields a hit may carry: what a listing card or the compare view shows.
 * Deliberately absent: `payment_processors` (holds provider keys),
 * `finance_lenders`, `views`, `custom_rank`, `location` (internal ids of
 * distribution locations), `images` (the detail page loads them). Hits are
 * also stripped to this list after the search, whatever the engine returns.
 */
export const SEARCH_PROXY_RETRIEVABLE = [
  'id',
  'slug',
  'url',
  'name',
  'year',
  'make',
  'model',
  'make_model',
  'badge',
  'series',
  'vehicle_kind',
  'km',
  'price',
  'weekly_price',
  'price_type',
  'car_type',
  'status',
  'sold',
  'reserved',
  'reservable',
  'tag',
  'created_at',
  'stocknum',
  'vin',
  'simple_body',
  'simple_fuel',
  'simple_drive',
  'simple_transmission',
  'fuel',
  'seats',
  'colour',
  'certified',
  'photos_count',
  'description',
  'features',
  'filtered_features',
  'dealership_id',
  'dealership_slug',
  'dealership_name',
  'location_id',
  'location_name',
  'city',
  'state',
  'primary_image_url',
  'thumbnails',
  'has_checkout_payment_processor',
] as const;
