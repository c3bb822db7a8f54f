// The listing's search state: what a listing URL means, independent of how it is written.
// One index's InstantSearch UI state holds the same information (see instantsearch-ui-state.ts).

/** Attributes a shopper refines by picking values (OR within one attribute, AND across). */
export const REFINEMENT_ATTRIBUTES = [
  'car_type',
  'simple_body',
  'make',
  'make_model',
  'dealership_slug',
  'dealership_name',
  'city',
  'location_name',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'filtered_features',
  'tag',
  // Never a sidebar facet: set by a colour word in the query (product rule 9.15), removed as a chip.
  'colour',
  // Never listed as tiles: registered only while the URL names one (product rule 9.4 'StockNo - {x}').
  'stocknum',
] as const;
export type RefinementAttribute = (typeof REFINEMENT_ATTRIBUTES)[number];

/** Numeric attributes refined by a min/max range. */
export const RANGE_ATTRIBUTES = [
  'price',
  'weekly_price',
  'km',
  'year',
  'seats',
  'photos_count',
] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

export interface NumericRange {
  min?: number;
  max?: number;
}

export type RefinementList = Partial<Record<RefinementAttribute, string[]>>;
export type RangeRefinements = Partial<Record<RangeAttribute, NumericRange>>;

export interface SearchState {
  /** Free text; '' for none. */
  query: string;
  /** 1-based. */
  page: number;
  refinementList: RefinementList;
  range: RangeRefinements;
  /** An index/sort id such as `cars:price:asc`; undefined for the default ranking. */
  sortBy?: string;
}

// Long enough for any real facet value or search; anything longer is abuse, not a shopper.
export const MAX_VALUE_LENGTH = 200;
/**
 * Pages past this read as this one, which lies past the last page of any listing (the
 * index pages through 100,000 hits, 21 a page), so the listing sends them to its last
 * page (decision 0013).
 */
export const MAX_PAGE = 10_000;
/** The largest range bound a URL writes (nine digits and cents: query-params.ts). */
export const MAX_BOUND = 999_999_999.99;

export function isRefinementAttribute(name: string): name is RefinementAttribute {
  return (REFINEMENT_ATTRIBUTES as readonly string[]).includes(name);
}

export function isRangeAttribute(name: string): name is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(name);
}
