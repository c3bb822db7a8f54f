import { listingUrl } from './listing-url.ts';
import type { ListingLanding, ListingVocabulary } from './listing-vocabulary.ts';
import { normalizeSearchState } from './normalize-search-state.ts';
import { friendlyPathFor } from './resolve-listing-path.ts';
import type { SearchState } from './search-state.ts';

export type ListingRobots = 'index,follow' | 'noindex,follow';

function narrowsBeyondPath(state: SearchState): boolean {
  return state.query !== '' || Object.keys(state.range).length > 0;
}

/**
 * The canonical path and query of a listing page (the caller prefixes the tenant's primary
 * host). The friendly path of its selection; sort dropped (same cars, other order); free
 * text and ranges dropped, and with them the page number, which counted other results.
 * Otherwise page 2+ stays: each page of a series is its own canonical page.
 */
export function canonicalListingPath(
  state: Partial<SearchState>,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): string {
  const normal = normalizeSearchState(state);
  const page = narrowsBeyondPath(normal) ? 1 : normal.page;
  return listingUrl({ refinementList: normal.refinementList, page }, vocabulary, landing);
}

/**
 * Decision 0006 and the SEO reference: only pages a friendly path fully describes are indexed.
 * 'noindex,follow' (links still crawled) when there is free text, a range, a selection
 * with no friendly path (more than one facet value, except the two-value make/model and
 * city or location/make paths), or any selection on top of a landing's own filter.
 * Sorting and page numbers keep a page indexable; the canonical link handles them.
 */
export function listingRobots(
  state: Partial<SearchState>,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): ListingRobots {
  const normal = normalizeSearchState(state);
  const selection = normal.refinementList;
  const hasSelection = Object.keys(selection).length > 0;
  const describedByPath = landing
    ? !hasSelection
    : !hasSelection || friendlyPathFor(selection, vocabulary) !== undefined;
  return describedByPath && !narrowsBeyondPath(normal) ? 'index,follow' : 'noindex,follow';
}

/**
 * Listing paths for the sitemap: the default listing path, landing slugs, car-type paths
 * (not the one selecting every type the site has: that is the default listing again),
 * bodies, makes and make/models in the stock.
 */
export function listingLandingPaths(vocabulary: ListingVocabulary): string[] {
  return [...vocabulary.sitemapPaths];
}
