import { listingUrl } from '../../search-url/listing-url.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';

/**
 * The listing's URL with every refinement removed (Clear all): the free text and the sort
 * stay, and so does a landing page's own filter, which is not a refinement.
 */
export function clearedListingUrl(
  url: string,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): string {
  const state = parseListingUrl(url, vocabulary)?.state;
  return listingUrl(
    { query: state?.query ?? '', ...(state?.sortBy ? { sortBy: state.sortBy } : {}) },
    vocabulary,
    landing,
  );
}
