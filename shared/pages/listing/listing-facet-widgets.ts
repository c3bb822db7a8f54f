import { FACET_VALUES_LIMIT } from '../../listing/facet-order.ts';
import { readQueryParams } from '../../search-url/query-params.ts';
import {
  isRangeAttribute,
  REFINEMENT_ATTRIBUTES,
  type RangeAttribute,
  type RefinementAttribute,
} from '../../search-url/search-state.ts';
import type { SearchFacet } from '../../tenant/tenant-config.ts';
import { LISTING_INDEX } from './listing-search-client.ts';

export type ListFacet = Exclude<SearchFacet, RangeAttribute>;

// One value per car: registered only while the URL names one, so other searches never
// ask for every stock number's count; 'and' keeps it to the main query (no extra query).
const STOCK_NUMBER = 'stocknum';
/** A refinement nobody sees needs no values listed: InstantSearch's own default. */
export const UNSHOWN_VALUES_LIMIT = 10;

export type TilesWidget = { kind: 'tiles'; attribute: ListFacet; limit: number };
/** The range form: every range attribute is registered, shown or not. */
export type RangesWidget = { kind: 'ranges'; shown: readonly RangeAttribute[] };
/** A refinement list the URL may carry that the site does not show. */
export type UnshownWidget = {
  kind: 'unshown';
  attribute: RefinementAttribute;
  operator: 'and' | 'or';
  limit: number;
};

/** The listing's facet widgets, in the three places ListingFacets renders them. */
export interface ListingFacetWidgets {
  /**
   * One entry per facet the site configures (`search.facets`), in its order: its tiles, the
   * range form at the first range facet, null at the other range facets (their controls
   * are in that form).
   */
  configured: Array<TilesWidget | RangesWidget | null>;
  /** The range form when the site configures no range facet, so a range in the URL filters. */
  unconfiguredRanges: RangesWidget | null;
  unshown: UnshownWidget[];
}

function urlNamesStockNumber(url: string): boolean {
  const query = url.split('?')[1] ?? '';
  return Boolean(readQueryParams(query, LISTING_INDEX).refinementList?.stocknum?.length);
}

/**
 * The listing's facet widgets for a site and URL. ListingFacets renders them and the
 * server's search parameters are read from them (listing-search-parameters.ts), so the two
 * cannot differ.
 */
export function listingFacetWidgets(
  searchFacets: readonly SearchFacet[],
  url: string,
): ListingFacetWidgets {
  const ranges = searchFacets.filter(isRangeAttribute);
  const firstRange = searchFacets.findIndex(isRangeAttribute);
  const configured = searchFacets.map((facet, index): TilesWidget | RangesWidget | null => {
    if (!isRangeAttribute(facet))
      return { kind: 'tiles', attribute: facet, limit: FACET_VALUES_LIMIT };
    return index === firstRange ? { kind: 'ranges', shown: ranges } : null;
  });
  const shownLists = new Set<string>(searchFacets);
  const unshown = REFINEMENT_ATTRIBUTES.filter(
    (attribute) =>
      !shownLists.has(attribute) && (attribute !== STOCK_NUMBER || urlNamesStockNumber(url)),
  ).map((attribute): UnshownWidget => ({
    kind: 'unshown',
    attribute,
    operator: attribute === STOCK_NUMBER ? 'and' : 'or',
    limit: UNSHOWN_VALUES_LIMIT,
  }));
  return {
    configured,
    unconfiguredRanges: firstRange < 0 ? { kind: 'ranges', shown: [] } : null,
    unshown,
  };
}

/** The widgets in the order the rendered listing registers them with InstantSearch. */
export function registrationOrder(
  widgets: ListingFacetWidgets,
): Array<TilesWidget | RangesWidget | UnshownWidget> {
  return [
    ...widgets.configured.filter((widget) => widget !== null),
    ...(widgets.unconfiguredRanges ? [widgets.unconfiguredRanges] : []),
    ...widgets.unshown,
  ];
}
