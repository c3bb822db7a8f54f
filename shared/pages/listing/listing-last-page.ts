import type { InstantSearchServerState } from 'react-instantsearch';
import { LISTING_INDEX } from './listing-search-client.ts';

/**
 * The last page (1-based) of the listing's results in its server state: 1 when nothing
 * was found, so an empty listing's page 2+ goes to its first page and stops there.
 */
export function lastListingPage(serverState: InstantSearchServerState): number {
  const main = serverState.initialResults[LISTING_INDEX]?.results?.[0];
  return Math.max(1, main?.nbPages ?? 1);
}
