import { beforeAll, expect, it } from 'vitest';
import { createCarsIndex, fixtureIds } from './support/cars-fixture.ts';
import { describeEachTarget } from './support/targets.ts';

/** What InstantSearch sends: highlight tags and the request shape of its widgets. */
const AIS_PRE = '__ais-highlight__';
const AIS_POST = '__/ais-highlight__';

interface InstantResult {
  hits: Array<Record<string, unknown> & { _highlightResult?: Record<string, { value: string }> }>;
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number }>;
}

describeEachTarget('instant-meilisearch', (target) => {
  let uid = '';
  beforeAll(async () => {
    uid = target().uid('instant');
    await createCarsIndex(target().client, uid);
  });

  async function search(
    requests: Array<{ indexName?: string; params: Record<string, unknown> }>,
  ): Promise<InstantResult[]> {
    const { searchClient } = target().instant();
    // InstantSearch's request type also admits composition requests; ours are plain index queries.
    const queries = requests.map((request) => ({
      indexName: request.indexName ?? uid,
      params: { highlightPreTag: AIS_PRE, highlightPostTag: AIS_POST, ...request.params },
    })) as never;
    const response = (await searchClient.search(queries)) as { results: InstantResult[] };
    return response.results;
  }
  const ids = (result: InstantResult | undefined) =>
    (result?.hits ?? []).map((hit) => hit.id as number);

  it('answers a placeholder search with hits, counts and facets', async () => {
    const [result] = await search([
      { params: { query: '', facets: ['make', 'body'], hitsPerPage: 20 } },
    ]);
    expect(result?.nbHits).toBe(12);
    expect(result?.hits).toHaveLength(12);
    expect(result?.facets.body).toEqual({ hatch: 3, sedan: 3, suv: 3, ute: 1, wagon: 2 });
  });

  it('applies facet filters, numeric filters and reports facet stats', async () => {
    const [result] = await search([
      {
        params: {
          query: '',
          facets: ['make', 'price'],
          facetFilters: [['body:suv', 'body:wagon'], 'city:Melbourne'],
          numericFilters: ['price>=30000', 'year<=2023'],
        },
      },
    ]);
    expect(ids(result).sort((a, b) => a - b)).toEqual([9, 12]);
    expect(result?.facets.make).toEqual({ Kia: 1, Subaru: 1 });
    expect(result?.facets_stats.price).toMatchObject({ min: 33_990, max: 41_990 });
  });

  it('serves disjunctive facets the way InstantSearch asks for them', async () => {
    const results = await search([
      {
        params: {
          query: '',
          facets: ['body', 'make'],
          facetFilters: [['make:Toyota', 'make:Mazda']],
          hitsPerPage: 20,
        },
      },
      { params: { query: '', facets: ['make'], hitsPerPage: 0, page: 0 } },
    ]);
    expect(results).toHaveLength(2);
    expect(ids(results[0]).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(results[0]?.facets.body).toEqual({ hatch: 1, sedan: 2, suv: 2 });
    expect(results[1]?.facets.make).toMatchObject({ Toyota: 3, Mazda: 2, Ford: 2, Kia: 1 });
    expect(results[1]?.hits).toHaveLength(0);
  });

  it('paginates and sorts through the index name', async () => {
    const byPrice = fixtureIds(() => true);
    const [first, second] = await search([
      { indexName: `${uid}:price:asc`, params: { query: '', hitsPerPage: 5, page: 0 } },
      { indexName: `${uid}:price:asc`, params: { query: '', hitsPerPage: 5, page: 2 } },
    ]);
    const all = await target()
      .client.index(uid)
      .search('', { sort: ['price:asc'], limit: 50, attributesToRetrieve: ['id'] });
    const expected = all.hits.map((hit) => hit.id as number);
    expect(expected).toHaveLength(byPrice.length);
    expect(first).toMatchObject({ page: 0, hitsPerPage: 5 });
    expect(ids(first)).toEqual(expected.slice(0, 5));
    expect(ids(second)).toEqual(expected.slice(10, 15));
    expect(second?.page).toBe(2);
    expect(first?.nbPages).toBeGreaterThanOrEqual(2);
    const desc = await search([{ indexName: `${uid}:year:desc`, params: { query: 'toyota' } }]);
    expect(ids(desc[0])).toEqual([3, 2, 1]);
  });

  it('highlights matches with InstantSearch’s tags', async () => {
    const [result] = await search([{ params: { query: 'rav4' } }]);
    expect(ids(result)).toEqual([3]);
    expect(result?.hits[0]?._highlightResult?.title?.value).toBe(
      `2022 Toyota ${AIS_PRE}RAV4${AIS_POST}`,
    );
  });

  it('searches text with typos and filters together', async () => {
    const [result] = await search([
      { params: { query: 'toyata', facetFilters: ['city:Sydney'], facets: ['city'] } },
    ]);
    expect(ids(result).sort((a, b) => a - b)).toEqual([1, 3]);
    expect(result?.facets.city).toEqual({ Sydney: 2 });
  });
});
