import { listingUrl } from '../../search-url/listing-url.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';
import type { RefinementAttribute } from '../../search-url/search-state.ts';
import { withoutRefinement, type ActiveRefinement } from '../../search-url/without-refinement.ts';

export type { ActiveRefinement };

export interface ListingRefinementUrls {
  /** Every refinement removed (Clear all); free text, sort and a landing page's own filter stay. */
  cleared: string;
  /** One refinement removed (a chip, a selected make's tile). */
  without(refinement: ActiveRefinement): string;
  /** A facet tile's link: its value added or taken off, from page 1 (product rule 4.10). */
  toggled(attribute: RefinementAttribute, value: string): string;
}

/**
 * The links of the chips, Clear all and the facet tiles, built from the page's URL by the
 * platform's URL rules, so the server's HTML carries the same links the browser renders.
 * The URL is read once, not once per link (a listing has hundreds of tiles), and each link
 * is written once per URL: a facet tap renders the tiles again before and after its search.
 */
export function listingRefinementUrls(
  url: string,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): ListingRefinementUrls {
  const state = parseListingUrl(url, vocabulary)?.state;
  const toggledUrls = new Map<string, string>();
  return {
    cleared: listingUrl(
      { query: state?.query ?? '', ...(state?.sortBy ? { sortBy: state.sortBy } : {}) },
      vocabulary,
      landing,
    ),
    without: (refinement) =>
      state ? listingUrl(withoutRefinement(state, refinement), vocabulary, landing) : url,
    toggled(attribute, value) {
      if (!state) return url;
      const key = `${attribute}\n${value}`;
      const known = toggledUrls.get(key);
      if (known !== undefined) return known;
      const values = state.refinementList[attribute] ?? [];
      const next = values.includes(value)
        ? values.filter((selected) => selected !== value)
        : [...values, value];
      const refinementList = { ...state.refinementList, [attribute]: next };
      const toggled = listingUrl({ ...state, refinementList, page: 1 }, vocabulary, landing);
      toggledUrls.set(key, toggled);
      return toggled;
    },
  };
}
