import { listingUrl } from '../../search-url/listing-url.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';
import { withoutRefinement, type ActiveRefinement } from '../../search-url/without-refinement.ts';

export type { ActiveRefinement };

export interface ListingRefinementUrls {
  /** Every refinement removed (Clear all); free text, sort and a landing page's own filter stay. */
  cleared: string;
  /** One refinement removed (a chip, a selected make's tile). */
  without(refinement: ActiveRefinement): string;
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
      state ? listingUrl(withoutRefinement(state, refinement), vocabulary, landing) : url,
  };
}
