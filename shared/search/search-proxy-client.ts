/** Where browsers reach the site's search proxy; instant-meilisearch appends `/multi-search`. */
export const SEARCH_PROXY_PATH = '/api/search';
export const MULTI_SEARCH_URL = `${SEARCH_PROXY_PATH}/multi-search`;

/** A multi-search body of one query, as the proxy takes it (it ANDs the site's scope in). */
export interface OneQuerySearch {
  queries: [Record<string, unknown>];
}

/**
 * The hits of a one-query multi-search from the site's search proxy (browser only: a
 * same-origin path). A failed answer is an error for the caller's own fallback.
 */
export async function fetchSearchHits<Hit>(
  search: OneQuerySearch,
  signal?: AbortSignal,
): Promise<Hit[]> {
  const response = await fetch(MULTI_SEARCH_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(search),
    signal,
  });
  if (!response.ok) throw new Error(`Search proxy answered ${response.status}`);
  const body = (await response.json()) as { results?: Array<{ hits?: Hit[] }> };
  return body.results?.[0]?.hits ?? [];
}
