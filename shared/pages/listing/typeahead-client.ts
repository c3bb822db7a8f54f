import type { Car } from '../../inventory/car.ts';
import { fetchSearchHits, type OneQuerySearch } from '../../search/search-proxy-client.ts';
import { LISTING_INDEX } from './listing-search-client.ts';
import { TYPEAHEAD_LIMIT } from './typeahead-rules.ts';

const SUGGESTION_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'price',
  'price_type',
  'primary_image_url',
  'simple_body',
] as const satisfies ReadonlyArray<keyof Car>;

/** What one suggestion needs: its name, a picture, a price and where it leads. */
export type TypeaheadSuggestion = Pick<Car, (typeof SUGGESTION_FIELDS)[number]>;

/**
 * A small query of its own, not the listing's InstantSearch state: typing must not
 * change the results or the URL until the shopper submits. The proxy forces the
 * site's scope into it like into every other search.
 */
export function typeaheadRequestBody(query: string): OneQuerySearch {
  return {
    queries: [
      {
        indexUid: LISTING_INDEX,
        q: query,
        limit: TYPEAHEAD_LIMIT,
        attributesToRetrieve: SUGGESTION_FIELDS,
        attributesToHighlight: [],
      },
    ],
  };
}

/** Suggestions for `query` from the site's search proxy (browser only: a same-origin path). */
export async function fetchTypeaheadSuggestions(
  query: string,
  signal: AbortSignal,
): Promise<TypeaheadSuggestion[]> {
  const hits = await fetchSearchHits<TypeaheadSuggestion>(typeaheadRequestBody(query), signal);
  return hits.slice(0, TYPEAHEAD_LIMIT);
}
