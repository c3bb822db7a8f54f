import { withoutWholeCarTypeSelection } from './car-type-paths.ts';
import type { ListingLanding, ListingVocabulary } from './listing-vocabulary.ts';
import { normalizeSearchState } from './normalize-search-state.ts';
import { writeQueryParams } from './query-params.ts';
import { friendlyPathFor } from './resolve-listing-path.ts';
import type { SearchState } from './search-state.ts';

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** The normal form of a state on this site: a selection of every car type it sells is none. */
export function siteSearchState(
  state: Partial<SearchState>,
  vocabulary: Pick<ListingVocabulary, 'carTypes'>,
): SearchState {
  const normal = normalizeSearchState(state);
  const refinementList = withoutWholeCarTypeSelection(normal.refinementList, vocabulary.carTypes);
  return refinementList === normal.refinementList ? normal : { ...normal, refinementList };
}

/**
 * The path a state is written on. On a landing page always the landing's path (leaving it
 * for a friendly path would drop the landing's filter). Otherwise a selection with a
 * friendly path (one car-type selection, one body, one make, make + one of its models,
 * one dealership, one city or location + one make) is written as that path, anything
 * else on the site's default listing path.
 */
export function listingPathOf(
  state: Partial<SearchState>,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): string {
  if (landing) return landing.path;
  return pathOfSiteState(siteSearchState(state, vocabulary), vocabulary);
}

/** listingPathOf for a state already in its site's normal form (siteSearchState). */
function pathOfSiteState(
  { refinementList }: SearchState,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): string {
  if (landing) return landing.path;
  if (Object.keys(refinementList).length === 0) return vocabulary.listingPath;
  return friendlyPathFor(refinementList, vocabulary) ?? vocabulary.listingPath;
}

/**
 * The one URL (path and query) of a state: every car type the site sells selected is the
 * same cars as none (siteSearchState), the path from listingPathOf, the selection it
 * expresses left out of the query (product rule 4.10: no car_type parameter on a car-type path), the
 * rest in query-params.ts's fixed order, page 1 never written. Friendly paths have no
 * trailing '/'; the default listing path is written exactly as configured.
 */
export function listingUrl(
  state: Partial<SearchState>,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): string {
  const normal = siteSearchState(state, vocabulary);
  // Normalised once: a listing writes a URL per facet tile on every new search.
  const path = pathOfSiteState(normal, vocabulary, landing);
  const onFriendlyPath = !landing && path !== vocabulary.listingPath;
  const rest = onFriendlyPath ? { ...normal, refinementList: {} } : normal;
  return withQuery(path, writeQueryParams(rest, vocabulary.indexName));
}

/**
 * What a search keeps (free text, refinements, ranges), not page or sort, as its URL writes
 * it: a lone model on its make's path and the same model with its make are one search.
 */
function filtersOf(state: Partial<SearchState>, vocabulary: ListingVocabulary): string {
  const { query, refinementList, range } = siteSearchState(state, vocabulary);
  return listingUrl({ query, refinementList, range }, vocabulary);
}

/**
 * The URL after a state change (InstantSearch's router, and the links it creates): product
 * rule 4.10, a change of filter (and so any change of path) starts at page 1; turning a page
 * or changing the sort keeps the page asked for.
 */
export function nextListingUrl(
  previous: Partial<SearchState>,
  next: Partial<SearchState>,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
): string {
  const filtersChanged = filtersOf(previous, vocabulary) !== filtersOf(next, vocabulary);
  return listingUrl(filtersChanged ? { ...next, page: 1 } : next, vocabulary, landing);
}
