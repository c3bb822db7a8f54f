import { LISTING_CAR_FIELDS } from '../../listing/listing-car.ts';
import { fromUiState, toUiState } from '../../search-url/instantsearch-ui-state.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';
import type { SearchFacet } from '../../tenant/tenant-config.ts';
import { RANGE_ATTRIBUTES } from '../../search-url/search-state.ts';
import { listingFacetWidgets, registrationOrder } from './listing-facet-widgets.ts';
import { LISTING_HITS_PER_PAGE, LISTING_INDEX } from './listing-search-client.ts';
import { LISTING_SORT_OPTIONS } from './listing-sort-options.ts';

/** What the listing's `<Configure>` sets: the page size, the card's fields, a landing's filter. */
export function listingConfigureParameters(landing: ListingLanding | undefined) {
  return {
    hitsPerPage: LISTING_HITS_PER_PAGE,
    attributesToHighlight: [] as string[],
    attributesToRetrieve: [...LISTING_CAR_FIELDS] as string[],
    ...(landing?.filter ? { filters: landing.filter } : {}),
  };
}

// The placeholders InstantSearch's hits widget asks highlights to be wrapped in.
const HIGHLIGHT_TAGS = {
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
};

type NumericBounds = { '>='?: number[]; '<='?: number[] };

/**
 * The search parameters InstantSearch's helper holds once the listing's widgets have
 * registered (the `state` of its server state), as plain data: InstantSearch in the browser
 * rebuilds them from this, and the server searches with them.
 */
export interface ListingSearchParameters {
  index: string;
  query: string;
  page: number;
  hitsPerPage: number;
  maxValuesPerFacet: number;
  attributesToHighlight: string[];
  attributesToRetrieve: string[];
  filters?: string;
  highlightPreTag: string;
  highlightPostTag: string;
  facets: string[];
  disjunctiveFacets: string[];
  hierarchicalFacets: never[];
  facetsRefinements: Record<string, string[]>;
  facetsExcludes: Record<string, never>;
  disjunctiveFacetsRefinements: Record<string, string[]>;
  numericRefinements: Record<string, NumericBounds>;
  tagRefinements: never[];
  hierarchicalFacetsRefinements: Record<string, never>;
}

export interface ListingSearchInput {
  /** The listing's path and query (its one URL). */
  url: string;
  vocabulary: ListingVocabulary;
  landing?: ListingLanding | undefined;
  /** The site's `search.facets`. */
  searchFacets: readonly SearchFacet[];
}

function boundsOf(text: string | undefined): NumericBounds {
  const [min, max] = (text ?? '').split(':').map(parseFloat);
  const bounds: NumericBounds = {};
  if (Number.isFinite(min)) bounds['>='] = [min!];
  if (Number.isFinite(max)) bounds['<='] = [max!];
  return bounds;
}

/**
 * The listing's search parameters read from its URL by the same rules its widgets apply
 * (ListingSearch: the facet widgets of listing-facet-widgets.ts, the search box, sort,
 * pagination, hits and `<Configure>`), so the server searches once, renders once, and the
 * browser hydrates without searching again. tests/unit/listing-page/listing-search-parameters
 * compares it with what InstantSearch registers from the rendered tree.
 */
export function listingSearchParameters(input: ListingSearchInput): ListingSearchParameters {
  const { url, vocabulary, landing, searchFacets } = input;
  const ui = toUiState(parseListingUrl(url, vocabulary)?.state ?? fromUiState({}));
  const parameters: ListingSearchParameters = {
    index: LISTING_INDEX,
    query: ui.query ?? '',
    page: ui.page ? ui.page - 1 : 0,
    maxValuesPerFacet: 0,
    ...listingConfigureParameters(landing),
    ...HIGHLIGHT_TAGS,
    facets: [],
    disjunctiveFacets: [],
    hierarchicalFacets: [],
    facetsRefinements: {},
    facetsExcludes: {},
    disjunctiveFacetsRefinements: {},
    numericRefinements: {},
    tagRefinements: [],
    hierarchicalFacetsRefinements: {},
  };
  if (ui.sortBy && LISTING_SORT_OPTIONS.some((option) => option.value === ui.sortBy)) {
    parameters.index = ui.sortBy;
  }
  const list = (attribute: string, operator: 'and' | 'or', limit: number) => {
    const values = [...(ui.refinementList?.[attribute] ?? [])];
    if (operator === 'or') {
      parameters.disjunctiveFacets.push(attribute);
      parameters.disjunctiveFacetsRefinements[attribute] = values;
    } else {
      parameters.facets.push(attribute);
      parameters.facetsRefinements[attribute] = values;
    }
    parameters.maxValuesPerFacet = Math.max(parameters.maxValuesPerFacet, limit);
  };
  for (const widget of registrationOrder(listingFacetWidgets(searchFacets, url))) {
    if (widget.kind === 'tiles') list(widget.attribute, 'or', widget.limit);
    else if (widget.kind === 'unshown') list(widget.attribute, widget.operator, widget.limit);
    else {
      // Every range attribute is registered, shown or not (ListingRangeFacets).
      for (const attribute of RANGE_ATTRIBUTES) {
        parameters.disjunctiveFacets.push(attribute);
        parameters.numericRefinements[attribute] = boundsOf(ui.range?.[attribute]);
      }
    }
  }
  return parameters;
}
