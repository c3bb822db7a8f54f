import { describeSearchState } from '../../search/understanding/understood-label.ts';
import { MULTI_SEARCH_URL } from '../../search/search-proxy-client.ts';
import { listingUrl } from '../../search-url/listing-url.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { searchStateFilter } from '../../search-url/search-state-filter.ts';
import { understoodSearchState } from '../../search-url/understood-search-state.ts';
import { LISTING_INDEX } from './listing-search-client.ts';

/** The typeahead's first option: the query as the listing will read it, and its count. */
export interface UnderstoodSuggestion {
  understood: true;
  id: string;
  label: string;
  url: string;
  count: number;
}

/** What the listing would make of `query` (product rule 9.15); undefined when it reads no filter. */
export function understoodTypeahead(
  query: string,
  vocabulary: ListingVocabulary,
  landing?: ListingLanding,
) {
  const state = understoodSearchState(
    { query, page: 1, refinementList: {}, range: {} },
    vocabulary,
  );
  if (!state) return undefined;
  return {
    label: describeSearchState(state),
    url: listingUrl(state, vocabulary, landing),
    body: {
      queries: [
        {
          indexUid: LISTING_INDEX,
          q: state.query,
          ...(searchStateFilter(state, landing)
            ? { filter: searchStateFilter(state, landing) }
            : {}),
          page: 1,
          hitsPerPage: 1,
          attributesToRetrieve: ['id'],
        },
      ],
    },
  };
}

/** The understood option with its count from the search proxy; none for no cars (browser only). */
export async function fetchUnderstoodSuggestion(
  query: string,
  vocabulary: ListingVocabulary,
  landing: ListingLanding | undefined,
  signal: AbortSignal,
): Promise<UnderstoodSuggestion | undefined> {
  const understood = understoodTypeahead(query, vocabulary, landing);
  if (!understood) return undefined;
  const response = await fetch(MULTI_SEARCH_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(understood.body),
    signal,
  });
  if (!response.ok) throw new Error(`Search proxy answered ${response.status}`);
  const body = (await response.json()) as { results?: Array<{ totalHits?: number }> };
  const count = body.results?.[0]?.totalHits ?? 0;
  if (count === 0) return undefined;
  const { label, url } = understood;
  return { understood: true, id: `understood:${url}`, label, url, count };
}

export function isUnderstoodSuggestion(item: object): item is UnderstoodSuggestion {
  return 'understood' in item;
}
