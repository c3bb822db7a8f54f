import algoliasearchHelper from 'algoliasearch-helper';
import type { InstantSearchServerState } from 'react-instantsearch';
import {
  LISTING_INDEX,
  type ListingSearchClient,
} from '#shared/pages/listing/listing-search-client.ts';
import type { ListingSearchParameters } from '#shared/pages/listing/listing-search-parameters.ts';

/**
 * The listing's server state from one search: the queries InstantSearch's helper makes of
 * these parameters (the main query, plus one per refined disjunctive facet), sent once
 * through the listing's search client, answered in the shape `getServerState` returns
 * (decision 0032). The page then renders once from it, and the browser, whose widgets
 * register the same parameters, hydrates from it without searching.
 */
export async function searchListingServerState(
  searchClient: ListingSearchClient,
  parameters: ListingSearchParameters,
): Promise<InstantSearchServerState> {
  const helper = algoliasearchHelper(searchClient as never, parameters.index, parameters);
  const { content } = await helper.searchOnce({});
  return {
    initialResults: {
      [LISTING_INDEX]: { state: parameters, results: content._rawResults },
    },
  };
}
