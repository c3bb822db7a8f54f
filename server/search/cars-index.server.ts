import { CAR_VOCABULARY, synonymsFromVocabulary } from '#shared/inventory/search-vocabulary.ts';
import { FACET_VALUES_LIMIT } from '#shared/listing/facet-order.ts';
import { SEARCH_FACETS } from '#shared/tenant/schema/search.ts';

/** The one shared index of every tenant's cars (ARCHITECTURE: Search). */
export const CARS_INDEX_UID = 'cars';

/**
 * What a shopper may ask a distribution for: every sidebar facet a site may show (product
 * rule 3.1, the tenant schema's list), plus three the listing refines by without a sidebar facet.
 */
export const CARS_FACET_ATTRIBUTES = [
  ...SEARCH_FACETS,
  // The dealer filter of group sites (`refinementList[dealership_slug][0]`).
  'dealership_slug',
  // The listing's 'StockNo - {x}' refinement (product rule 9.4 chips).
  'stocknum',
  // The colour a query's colour word refines by (product rule 9.15), and the site's colours
  // the query vocabulary reads.
  'colour',
] as const;

/** Attributes a shopper may sort results on (`<attribute>:asc|desc`). */
export const CARS_SORTABLE_ATTRIBUTES = [
  'price',
  'km',
  'year',
  'created_at',
  'custom_rank',
] as const;

/**
 * What a shopper's price sort and price range run on: the asking price, absent for price
 * on application, so those cars come after every priced car in both sort directions and
 * fall outside every price range ('To $20K' is not a promise about a car with no price;
 * decision 0013). The search proxy maps a shopper's `price` onto it; hits never carry it.
 */
export const CARS_ASKING_PRICE_ATTRIBUTE = 'asking_price';

/**
 * Hits a search counts and pages through. decision 0013: every page of the largest site's
 * result is reachable (the search proxy allows exactly this far), and totals stay exact
 * well past product rule 9.6's 1999; a deep page costs the embedded engine about what the first
 * does (engine/top-k.ts).
 */
export const CARS_MAX_TOTAL_HITS = 100_000;

// Filterable without being facets: ids and slugs (saved cars, imports, detail pages), plain
// models, the asking price (price ranges), and the scope fields tenants filter on
// (dealership, stock status, car kind).
// Stock numbers are facets above; special offers also link cars by them (docs/content-pages.md).
const FILTER_ONLY_ATTRIBUTES = ['id', 'slug', 'model', CARS_ASKING_PRICE_ATTRIBUTE];
const SCOPE_ATTRIBUTES = [
  'dealership_id',
  'location_id',
  'sold',
  'status',
  'vehicle_kind',
  'reserved',
];

/** Settings of the cars index; applied at startup to the embedded engine and by imports. */
export const CARS_INDEX_SETTINGS = {
  // Order is the attribute rule's: the car's own words, then the words of what it is
  // (decision 0013: 'ute', 'diesel', 'auto', 'used'), then where it is and its numbers.
  searchableAttributes: [
    'name',
    'make',
    'model',
    'name_aliases',
    'badge',
    'series',
    'body_name',
    'simple_fuel',
    'simple_transmission',
    'simple_drive',
    'car_type',
    'colour',
    'city',
    'stocknum',
    'vin',
  ],
  filterableAttributes: [...CARS_FACET_ATTRIBUTES, ...FILTER_ONLY_ATTRIBUTES, ...SCOPE_ATTRIBUTES],
  sortableAttributes: [...CARS_SORTABLE_ATTRIBUTES, CARS_ASKING_PRICE_ATTRIBUTE],
  // product rule 7.3: ranked by custom_rank descending once relevance ties (and for placeholder search).
  rankingRules: [
    'words',
    'typo',
    'proximity',
    'attribute',
    'sort',
    'exactness',
    'custom_rank:desc',
  ],
  // Everyday car words ('pickup', 'ev', 'pre owned') search for the words documents hold.
  synonyms: synonymsFromVocabulary(CAR_VOCABULARY),
  // Stock numbers and VINs must match exactly.
  typoTolerance: { disableOnAttributes: ['stocknum', 'vin'] },
  pagination: { maxTotalHits: CARS_MAX_TOTAL_HITS },
  // Listing paths are made from every make/model a site stocks: a big group has hundreds.
  // The listing asks for as many, so every value is behind its Show more (facet-order.ts);
  // past that, a facet's alphabetical tail is cut, as Meilisearch cuts it.
  faceting: { maxValuesPerFacet: FACET_VALUES_LIMIT },
};
