import type { Router, StateMapping, UiState } from 'instantsearch.js';
import {
  fromUiState,
  toUiState,
  type IndexUiState,
} from '../../search-url/instantsearch-ui-state.ts';
import type { SearchState } from '../../search-url/search-state.ts';
import { searchStateKey } from '../../search-url/normalize-search-state.ts';
import { listingUrl, nextListingUrl } from '../../search-url/listing-url.ts';
import type { ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';
import { understoodSearchState } from '../../search-url/understood-search-state.ts';
import { LISTING_INDEX } from './listing-search-client.ts';

export type ListingNavigation = 'new-page' | 'refinement';

/** How the listing reaches the page's URL: react-router's in the browser, the request's on the server. */
export interface ListingLocation {
  /** The current path and query. */
  current(): string;
  /**
   * Push a new URL (react-router navigate); never called on the server. A new page of
   * results is a new page to the shopper (scroll to the top, focus the heading); a filter
   * or sort change keeps the scroll and the focus where the shopper is working.
   */
  navigate(url: string, kind: ListingNavigation): void;
  /** Calls back when the URL changes by other means (Back, Forward, a menu link). */
  subscribe(onChange: (url: string) => void): () => void;
}

/**
 * InstantSearch routing over the platform's URL rules (shared/search-url): the
 * listing URL is the only store of search state. InstantSearch writes through
 * react-router's navigate, and hears of Back/Forward through react-router too, so
 * the two never fight over history.
 */
export function createListingRouter(
  location: ListingLocation,
  vocabulary: ListingVocabulary,
): Router<IndexUiState> {
  // The URL InstantSearch's state stands for, and the URL our own pending navigation left.
  // A URL that is neither came from elsewhere (a link, Back): InstantSearch hears of it
  // through onUpdate, and nothing it writes before then may overwrite it.
  let synced = location.current();
  let pendingFrom: string | undefined;
  let resync: string | undefined;
  let unsubscribe: (() => void) | undefined;
  const parse = (url: string) => parseListingUrl(url, vocabulary);
  return {
    $$type: 'dealer-platform.listing',
    read() {
      return toUiState(parse(location.current())?.state ?? fromUiState({}));
    },
    write(route) {
      const current = location.current();
      if (current !== synced && current !== pendingFrom) return;
      const previous = parse(current);
      const previousState = previous?.state ?? fromUiState({});
      const nextState = fromUiState(route);
      // product rule 9.15: a newly typed query's refinements are written as the listing's own.
      const typed = nextState.query !== previousState.query;
      const understood = (typed && understoodSearchState(nextState, vocabulary)) || nextState;
      const url = nextListingUrl(previousState, understood, vocabulary, previous?.landing);
      if (url === current) return;
      pendingFrom = current;
      synced = url;
      // The URL may hold more than InstantSearch (a lone model is written with its make):
      // once it lands, InstantSearch is handed the URL's state, as a reload would.
      const written = parse(url)?.state;
      resync = written && searchStateKey(written) !== searchStateKey(nextState) ? url : undefined;
      location.navigate(url, isPageTurn(previousState, nextState) ? 'new-page' : 'refinement');
    },
    createURL(route) {
      // A facet link's route keeps the page it was made on: a filter change starts at page 1.
      const current = parse(location.current());
      const next = fromUiState(route);
      return current
        ? nextListingUrl(current.state, next, vocabulary, current.landing)
        : listingUrl(next, vocabulary);
    },
    onUpdate(callback) {
      unsubscribe = location.subscribe((url) => {
        pendingFrom = undefined;
        if (url === synced && url !== resync) return;
        resync = undefined;
        synced = url;
        callback(toUiState(parse(url)?.state ?? fromUiState({})));
      });
    },
    dispose() {
      unsubscribe?.();
    },
  };
}

/** Only the page number changed: the shopper turned a page rather than refined the search. */
function isPageTurn(previous: SearchState, next: SearchState): boolean {
  if (previous.page === next.page) return false;
  return (
    JSON.stringify(toUiState({ ...previous, page: 1 })) ===
    JSON.stringify(toUiState({ ...next, page: 1 }))
  );
}

/** One index: the route is that index's UI state. */
export const listingStateMapping: StateMapping<UiState, IndexUiState> = {
  stateToRoute: (uiState) => (uiState[LISTING_INDEX] ?? {}) as IndexUiState,
  routeToState: (route) => ({ [LISTING_INDEX]: route }) as UiState,
};
