import type { Car } from '../../inventory/car.ts';
import { LISTING_INDEX, SEARCH_PROXY_PATH } from './listing-search-client.ts';
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
export function typeaheadRequestBody(query: string) {
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
  const response = await fetch(`${SEARCH_PROXY_PATH}/multi-search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(typeaheadRequestBody(query)),
    signal,
  });
  if (!response.ok) throw new Error(`search proxy answered ${response.status}`);
  const body = (await response.json()) as { results?: Array<{ hits?: TypeaheadSuggestion[] }> };
  return (body.results?.[0]?.hits ?? []).slice(0, TYPEAHEAD_LIMIT);
}
