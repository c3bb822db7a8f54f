import { listingUrl } from '../../search-url/listing-url.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';
import {
  isRangeAttribute,
  isRefinementAttribute,
  type SearchState,
} from '../../search-url/search-state.ts';

/** One active refinement, as InstantSearch lists them for the chips. */
export interface ActiveRefinement {
  attribute: string;
  value: string | number;
  /** '>=' is a range's lower bound, '<=' its upper one. */
  operator?: string;
}

export interface ListingRefinementUrls {
  /** Every refinement removed (Clear all); free text, sort and a landing page's own filter stay. */
  cleared: string;
  /** One refinement removed (a chip). */
  without(refinement: ActiveRefinement): string;
}

function removeRefinement(state: SearchState, { attribute, value, operator }: ActiveRefinement) {
  const next: SearchState = { ...state, page: 1 };
  if (isRangeAttribute(attribute)) {
    const bound = operator === '<=' ? 'max' : 'min';
    next.range = { ...state.range, [attribute]: { ...state.range[attribute], [bound]: undefined } };
  } else if (isRefinementAttribute(attribute)) {
    const values = state.refinementList[attribute] ?? [];
    next.refinementList = {
      ...state.refinementList,
      [attribute]: values.filter((refined) => refined !== String(value)),
    };
  }
  return next;
}

/**
 * The links of the chips and Clear all, built from the page's URL by the platform's URL
 * rules, so the server's HTML carries the same links the browser renders.
 */
export function listingRefinementUrls(
  url: string,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): ListingRefinementUrls {
  const state = parseListingUrl(url, vocabulary)?.state;
  return {
    cleared: listingUrl(
      { query: state?.query ?? '', ...(state?.sortBy ? { sortBy: state.sortBy } : {}) },
      vocabulary,
      landing,
    ),
    without: (refinement) =>
      state ? listingUrl(removeRefinement(state, refinement), vocabulary, landing) : url,
  };
}
