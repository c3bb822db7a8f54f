import { MAX_URL_LENGTH } from './listing-path.ts';
import { siteSearchState } from './listing-url.ts';
import type { ListingLanding, ListingVocabulary } from './listing-vocabulary.ts';
import { readQueryParams } from './query-params.ts';
import { resolveListingPath } from './resolve-listing-path.ts';
import type { SearchState } from './search-state.ts';

export interface ParsedListing {
  state: SearchState;
  /** Set on a landing page (configured slug, /electric-cars): its filter applies too. */
  landing?: ListingLanding;
}

const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * A listing URL (path and query, or absolute) -> its search state; null when the path is
 * not a listing path of this site (the page is a 404, never an empty listing).
 *
 * On a friendly path the path's own selection wins over parameters for the same
 * attributes (product rule 4.10: a car_type refinement is cleared on a car-type path), so
 * `/search/new-cars?car_type=used` is new cars; a selection of every type the site sells
 * is no selection (siteSearchState). Parsing is lenient (other spellings,
 * stray parameters); the server redirects whenever listingUrl of the result differs from
 * the request, which gives every state one URL.
 */
export function parseListingUrl(url: string, vocabulary: ListingVocabulary): ParsedListing | null {
  if (url.length > MAX_URL_LENGTH) return null;
  const relative = url.replace(ORIGIN, '');
  // '//host/…' is another site's URL, not a path.
  if (!relative.startsWith('/') || relative.startsWith('//')) return null;
  const hashAt = relative.indexOf('#');
  const withoutHash = hashAt < 0 ? relative : relative.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : withoutHash.slice(queryAt + 1);

  const route = resolveListingPath(path, vocabulary);
  if (!route) return null;
  const fromQuery = readQueryParams(query, vocabulary.indexName);
  if (route.kind !== 'refinement') {
    const state = siteSearchState(fromQuery, vocabulary);
    return route.kind === 'landing' ? { state, landing: route.landing } : { state };
  }
  return {
    state: siteSearchState(
      {
        ...fromQuery,
        refinementList: { ...fromQuery.refinementList, ...route.refinementList },
      },
      vocabulary,
    ),
  };
}
