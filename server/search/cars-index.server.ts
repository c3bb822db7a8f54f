/** The one shared index of every tenant's vehicles (ARCHITECTURE: Search). */
export const CARS_INDEX_UID = 'cars';

/** spec 3 search facets, plus the fuel, gearbox and drive tenants may show: what a shopper may ask a distribution for. */
export const CARS_FACET_ATTRIBUTES = [
  'make',
  'make_model',
  'simple_body',
  'car_type',
  'city',
  'location_name',
  'dealership_name',
  'filtered_features',
  'tag',
  'price',
  'weekly_price',
  'km',
  'year',
  'seats',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  // The dealer filter of group sites (`refinementList[dealership_slug][0]`).
  'dealership_slug',
  // The listing's 'StockNo - {x}' and 'Has Photos' refinements (spec 9 chips).
  'stocknum',
  'photos_count',
] as const;

/** Attributes results may be sorted on (`<attribute>:asc|desc`). */
export const CARS_SORTABLE_ATTRIBUTES = [
  'price',
  'km',
  'year',
  'created_at',
  'custom_rank',
] as const;

// Filterable without being facets: ids and slugs (saved cars, imports, detail pages), plain
// models, and the scope fields tenants filter on (dealership, stock status, vehicle kind).
// Stock numbers are facets above; special offers also link cars by them (issue 15).
const FILTER_ONLY_ATTRIBUTES = ['id', 'slug', 'model'];
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
  searchableAttributes: [
    'name',
    'make',
    'model',
    'badge',
    'series',
    'colour',
    'city',
    'stocknum',
    'vin',
  ],
  filterableAttributes: [...CARS_FACET_ATTRIBUTES, ...FILTER_ONLY_ATTRIBUTES, ...SCOPE_ATTRIBUTES],
  sortableAttributes: [...CARS_SORTABLE_ATTRIBUTES],
  // spec 7: ranked by custom_rank descending once relevance ties (and for placeholder search).
  rankingRules: [
    'words',
    'typo',
    'proximity',
    'attribute',
    'sort',
    'exactness',
    'custom_rank:desc',
  ],
  // Stock numbers and VINs must match exactly.
  typoTolerance: { disableOnAttributes: ['stocknum', 'vin'] },
  // spec 9: totals past 1999 are shown from facet counts, so hits are counted that far.
  pagination: { maxTotalHits: 2000 },
  // Listing paths are made from every make/model a site stocks: a big group has hundreds.
  faceting: { maxValuesPerFacet: 500 },
};
