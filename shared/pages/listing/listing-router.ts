import type { Router, StateMapping, UiState } from 'instantsearch.js';
import {
  fromUiState,
  toUiState,
  type IndexUiState,
} from '../../search-url/instantsearch-ui-state.ts';
import { listingUrl, nextListingUrl } from '../../search-url/listing-url.ts';
import type { ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';
import { LISTING_INDEX } from './listing-search-client.ts';

/** How the listing reaches the page's URL: react-router's in the browser, the request's on the server. */
export interface ListingLocation {
  /** The current path and query. */
  current(): string;
  /** Push a new URL (react-router navigate); never called on the server. */
  navigate(url: string): void;
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
  let lastWritten = location.current();
  let unsubscribe: (() => void) | undefined;
  const parse = (url: string) => parseListingUrl(url, vocabulary);
  return {
    $$type: 'dealer-platform.listing',
    read() {
      return toUiState(parse(location.current())?.state ?? fromUiState({}));
    },
    write(route) {
      const previous = parse(location.current());
      const url = nextListingUrl(
        previous?.state ?? fromUiState({}),
        fromUiState(route),
        vocabulary,
        previous?.landing,
      );
      if (url === location.current()) return;
      lastWritten = url;
      location.navigate(url);
    },
    createURL(route) {
      const current = parse(location.current());
      return listingUrl(fromUiState(route), vocabulary, current?.landing);
    },
    onUpdate(callback) {
      unsubscribe = location.subscribe((url) => {
        if (url === lastWritten) return;
        lastWritten = url;
        callback(toUiState(parse(url)?.state ?? fromUiState({})));
      });
    },
    dispose() {
      unsubscribe?.();
    },
  };
}

/** One index: the route is that index's UI state. */
export const listingStateMapping: StateMapping<UiState, IndexUiState> = {
  stateToRoute: (uiState) => (uiState[LISTING_INDEX] ?? {}) as IndexUiState,
  routeToState: (route) => ({ [LISTING_INDEX]: route }) as UiState,
};
