import { afterEach, expect, test, vi } from 'vitest';
import { fetchSearchHits, MULTI_SEARCH_URL } from '#shared/search/search-proxy-client.ts';
import { fetchCurrentCars } from '#shared/saved-cars/current-cars.ts';
import { fetchTypeaheadSuggestions } from '#shared/pages/listing/typeahead-client.ts';
import { TYPEAHEAD_LIMIT } from '#shared/pages/listing/typeahead-rules.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

test('posts the one query to the same-origin proxy and returns its hits', async () => {
  const fetchMock = answerWith(200, { results: [{ hits: [{ id: 1 }, { id: 2 }] }] });
  const search = { queries: [{ indexUid: 'cars', q: 'ranger' }] } as const;
  await expect(fetchSearchHits({ queries: [{ ...search.queries[0] }] })).resolves.toEqual([
    { id: 1 },
    { id: 2 },
  ]);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe(MULTI_SEARCH_URL);
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual(search);
});

test('an answer without results is no hits; a failed answer is an error', async () => {
  answerWith(200, {});
  await expect(fetchSearchHits({ queries: [{}] })).resolves.toEqual([]);
  answerWith(502, { message: 'bad gateway' });
  await expect(fetchSearchHits({ queries: [{}] })).rejects.toThrow('Search proxy answered 502');
});

test('saved cars come back by id; typeahead keeps at most its limit', async () => {
  answerWith(200, { results: [{ hits: [{ id: 7, slug: 'a' }] }] });
  const cars = await fetchCurrentCars([7, 8]);
  expect([...cars.keys()]).toEqual([7]);
  const many = Array.from({ length: TYPEAHEAD_LIMIT + 3 }, (_, id) => ({ id }));
  answerWith(200, { results: [{ hits: many }] });
  const suggestions = await fetchTypeaheadSuggestions('ute', new AbortController().signal);
  expect(suggestions).toHaveLength(TYPEAHEAD_LIMIT);
});
