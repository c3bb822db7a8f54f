import { beforeAll, expect, it } from 'vitest';
import { defaultSettings } from '../../server/search/engine/index/settings.ts';
import { describeEachTarget, type ContractTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

const CARS = [
  [1, 'Toyota', 'Corolla', 'sedan', 'White', ['Bluetooth', 'Sunroof'], 2021],
  [2, 'Toyota', 'Camry', 'sedan', 'Silver', ['Bluetooth'], 2022],
  [3, 'Toyota', 'HiLux', 'ute', 'White', ['Tow bar'], 2019],
  [4, 'Mazda', 'CX-5', 'suv', 'Red', ['Bluetooth', 'Sunroof'], 2023],
  [5, 'Mazda', '3', 'hatch', 'Soul Red', ['Bluetooth'], 2020],
  [6, 'Mitsubishi', 'Triton', 'ute', 'White', ['Tow bar'], 2018],
  [7, 'Hyundai', 'Tucson', 'suv', 'Silver', ['Bluetooth'], 2022],
  [8, 'Holden', 'Commodore', 'sedan', 'Black', [], 2017],
  [9, 'Škoda', 'Octavia', 'wagon', 'Grey', ['Sunroof'], 2021],
  [10, 'Kia', 'Sportage', 'suv', 'Red', ['Bluetooth', 'Tow bar'], 2024],
].map(([id, make, model, body, colour, features, year]) => ({
  id,
  make,
  model,
  body,
  colour,
  features,
  year,
}));

const SETTINGS = { filterableAttributes: ['make', 'body', 'colour', 'features', 'year'] };

async function createIndex(target: ContractTarget, name: string, settings: object = {}) {
  const uid = target.uid(name);
  await target.client.createIndex(uid, { primaryKey: 'id' }).waitTask();
  const index = target.client.index(uid);
  await index.updateSettings({ ...SETTINGS, ...settings }).waitTask();
  await index.addDocuments(CARS).waitTask();
  return index;
}

const facetSearchSetting = 'facetSearch' in defaultSettings();

describeEachTarget('facet search', (target) => {
  let index: Awaited<ReturnType<typeof createIndex>>;
  beforeAll(async () => {
    index = await createIndex(target(), 'facet_search');
  });

  it('matches values by prefix, whatever the case and diacritics, with their counts', async () => {
    const result = await index.searchForFacetValues({ facetName: 'make', facetQuery: 'm' });
    expect(result.facetHits).toEqual([
      { value: 'Mazda', count: 2 },
      { value: 'Mitsubishi', count: 1 },
    ]);
    expect(result.facetQuery).toBe('m');
    expect(typeof result.processingTimeMs).toBe('number');
    for (const facetQuery of ['sko', 'SKO', 'škoda']) {
      const skoda = await index.searchForFacetValues({ facetName: 'make', facetQuery });
      expect(skoda.facetHits, facetQuery).toEqual([{ value: 'Škoda', count: 1 }]);
    }
    const words = await index.searchForFacetValues({ facetName: 'colour', facetQuery: 'red' });
    // A value matches from its start: "Soul Red" does not start with "red".
    expect(words.facetHits).toEqual([{ value: 'Red', count: 2 }]);
    const phrase = await index.searchForFacetValues({ facetName: 'colour', facetQuery: 'soul r' });
    expect(phrase.facetHits).toEqual([{ value: 'Soul Red', count: 1 }]);
  });

  it('lists every value without a facet query, in alphabetical order', async () => {
    const result = await index.searchForFacetValues({ facetName: 'body' });
    expect(result.facetHits).toEqual([
      { value: 'hatch', count: 1 },
      { value: 'sedan', count: 3 },
      { value: 'suv', count: 3 },
      { value: 'ute', count: 2 },
      { value: 'wagon', count: 1 },
    ]);
    expect(result.facetQuery).toBeNull();
    const features = await index.searchForFacetValues({ facetName: 'features', facetQuery: '' });
    expect(features.facetHits).toEqual([
      { value: 'Bluetooth', count: 6 },
      { value: 'Sunroof', count: 3 },
      { value: 'Tow bar', count: 3 },
    ]);
  });

  it('tolerates typos by the length of the facet query', async () => {
    // 5 to 8 bytes: one typo (a swap counts as one); under 5: none.
    const swapped = await index.searchForFacetValues({ facetName: 'make', facetQuery: 'mazad' });
    expect(swapped.facetHits).toEqual([{ value: 'Mazda', count: 2 }]);
    const missing = await index.searchForFacetValues({ facetName: 'make', facetQuery: 'toyta' });
    expect(missing.facetHits).toEqual([{ value: 'Toyota', count: 3 }]);
    const short = await index.searchForFacetValues({ facetName: 'make', facetQuery: 'mzd' });
    expect(short.facetHits).toEqual([]);
    const strict = await createIndex(target(), 'facet_search_no_typo', {
      typoTolerance: { enabled: false },
    });
    const none = await strict.searchForFacetValues({ facetName: 'make', facetQuery: 'mazad' });
    expect(none.facetHits).toEqual([]);
  });

  it('counts only the documents matching q and filter', async () => {
    const filtered = await index.searchForFacetValues({
      facetName: 'make',
      filter: 'body = suv',
    });
    expect(filtered.facetHits).toEqual([
      { value: 'Hyundai', count: 1 },
      { value: 'Kia', count: 1 },
      { value: 'Mazda', count: 1 },
    ]);
    const queried = await index.searchForFacetValues({
      facetName: 'make',
      facetQuery: 'to',
      q: 'sedan',
    });
    expect(queried.facetHits).toEqual([{ value: 'Toyota', count: 2 }]);
    const all = await index.searchForFacetValues({
      facetName: 'colour',
      q: 'toyota commodore',
      matchingStrategy: 'all',
    });
    expect(all.facetHits).toEqual([]);
    const exhaustive = await index.searchForFacetValues({
      facetName: 'colour',
      facetQuery: 'wh',
      exhaustiveFacetCount: true,
    });
    expect(exhaustive.facetHits).toEqual([{ value: 'White', count: 3 }]);
  });

  it('does not search numbers', async () => {
    const years = await index.searchForFacetValues({ facetName: 'year', facetQuery: '20' });
    expect(years.facetHits).toEqual([]);
    const all = await index.searchForFacetValues({ facetName: 'year' });
    expect(all.facetHits).toEqual([]);
  });

  it('answers at most maxValuesPerFacet values, ordered by sortFacetValuesBy', async () => {
    const capped = await createIndex(target(), 'facet_search_capped', {
      faceting: { maxValuesPerFacet: 2 },
    });
    const first = await capped.searchForFacetValues({ facetName: 'make' });
    expect(first.facetHits).toEqual([
      { value: 'Holden', count: 1 },
      { value: 'Hyundai', count: 1 },
    ]);
    const byCount = await createIndex(target(), 'facet_search_by_count', {
      faceting: { maxValuesPerFacet: 2, sortFacetValuesBy: { make: 'count' } },
    });
    const top = await byCount.searchForFacetValues({ facetName: 'make' });
    expect(top.facetHits).toEqual([
      { value: 'Toyota', count: 3 },
      { value: 'Mazda', count: 2 },
    ]);
    const body = await byCount.searchForFacetValues({ facetName: 'body', facetQuery: 's' });
    expect(body.facetHits).toEqual([
      { value: 'sedan', count: 3 },
      { value: 'suv', count: 3 },
    ]);
  });

  it('counts one document per value of distinctAttribute', async () => {
    const distinct = await createIndex(target(), 'facet_search_distinct', {
      distinctAttribute: 'make',
    });
    // Exhaustive: the first document (internal order) of each make stays.
    const result = await distinct.searchForFacetValues({
      facetName: 'body',
      exhaustiveFacetCount: true,
    });
    expect(result.facetHits).toEqual([
      { value: 'sedan', count: 2 },
      { value: 'suv', count: 3 },
      { value: 'ute', count: 1 },
      { value: 'wagon', count: 1 },
    ]);
  });

  it('answers instant-meilisearch’s searchForFacetValues (a searchable refinement list)', async () => {
    // InstantSearch calls it with one request per facet; its type is Algolia's.
    const searchForFacetValues = target().instant().searchClient
      .searchForFacetValues as unknown as (
      requests: Array<{ indexName: string; params: { facetName: string; facetQuery: string } }>,
    ) => Promise<Array<{ facetHits: Array<{ value: string; count: number }> }>>;
    const [result] = await searchForFacetValues([
      { indexName: index.uid, params: { facetName: 'make', facetQuery: 'm' } },
    ]);
    expect(result?.facetHits.map(({ value, count }) => [value, count])).toEqual([
      ['Mazda', 2],
      ['Mitsubishi', 1],
    ]);
  });

  it('rejects a facet that is not filterable and malformed bodies with Meilisearch’s errors', async () => {
    const notFilterable = await expectApiError(
      index.searchForFacetValues({ facetName: 'model', facetQuery: 'c' }),
      { status: 400, code: 'invalid_facet_search_facet_name' },
    );
    expect(notFilterable.message).toBe(
      'Attribute `model` is not facet-searchable. Available facet-searchable attributes patterns are: `body, colour, features, make, year`. To make it facet-searchable add it to the `filterableAttributes` index settings.',
    );
    const post = (body: unknown, uid = index.uid) =>
      target().fetch(`/indexes/${uid}/facet-search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const cases: Array<[unknown, number, string]> = [
      [{ facetQuery: 'a' }, 400, 'missing_facet_search_facet_name'],
      [{ facetName: 3 }, 400, 'invalid_facet_search_facet_name'],
      [{ facetName: 'make', facetQuery: 3 }, 400, 'invalid_facet_search_facet_query'],
      [{ facetName: 'make', q: 3 }, 400, 'invalid_search_q'],
      [{ facetName: 'make', filter: 'model = x' }, 400, 'invalid_search_filter'],
      [{ facetName: 'make', matchingStrategy: 'some' }, 400, 'invalid_search_matching_strategy'],
      [
        { facetName: 'make', exhaustiveFacetCount: 'yes' },
        400,
        'invalid_facet_search_exhaustive_facet_count',
      ],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json(), JSON.stringify(body)).toMatchObject({
        code,
        type: 'invalid_request',
      });
    }
    const missing = await post({ facetName: 'make' }, target().uid('facet_search_missing'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'index_not_found' });
  });

  it.skipIf(!facetSearchSetting)(
    'answers facet_search_disabled when facetSearch is false',
    async () => {
      const disabled = await createIndex(target(), 'facet_search_disabled', { facetSearch: false });
      const error = await expectApiError(
        disabled.searchForFacetValues({ facetName: 'make', facetQuery: 'm' }),
        { status: 400, code: 'facet_search_disabled' },
      );
      expect(error.message).toBe('The facet search is disabled for this index');
    },
  );
});
