import { beforeAll, expect, it } from 'vitest';
import { createCarsIndex, fixtureIds, idsOf } from './support/cars-fixture.ts';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

const byNumber = (a: number, b: number) => a - b;
const sortedIds = (hits: ReadonlyArray<Record<string, unknown>>) => idsOf(hits).sort(byNumber);

describeEachTarget('search', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);
  beforeAll(async () => {
    uid = target().uid('search');
    await createCarsIndex(target().client, uid);
  });

  it('answers a placeholder search with every document and limit/offset totals', async () => {
    const result = await index().search('');
    expect(result).toMatchObject({ query: '', limit: 20, offset: 0, estimatedTotalHits: 12 });
    expect(result.hits).toHaveLength(12);
    expect(typeof result.processingTimeMs).toBe('number');
    const page = await index().search(null, { limit: 5, offset: 10 });
    expect(page).toMatchObject({ limit: 5, offset: 10, estimatedTotalHits: 12 });
    expect(page.hits).toHaveLength(2);
  });

  it('pages with hitsPerPage/page and reports totalHits/totalPages', async () => {
    const result = await index().search('', { hitsPerPage: 5, page: 3, sort: ['price:asc'] });
    expect(result).toMatchObject({ hitsPerPage: 5, page: 3, totalHits: 12, totalPages: 3 });
    expect(result).not.toHaveProperty('estimatedTotalHits');
    expect(result.hits).toHaveLength(2);
  });

  it('matches words case- and diacritic-insensitively, with prefixes and typos', async () => {
    expect(sortedIds((await index().search('TOYOTA')).hits)).toEqual([1, 2, 3]);
    expect(sortedIds((await index().search('toy')).hits)).toEqual([1, 2, 3]);
    expect(sortedIds((await index().search('toyata')).hits)).toEqual([1, 2, 3]);
    expect(idsOf((await index().search('skoda')).hits)).toEqual([10]);
    // Typo tolerance is off on stock_number: an exact stock number matches, a typo does not.
    expect(idsOf((await index().search('STK00004')).hits)).toEqual([4]);
    expect((await index().search('STK0004x')).hits).toEqual([]);
  });

  it('applies matchingStrategy', async () => {
    const all = await index().search('toyota melbourne', { matchingStrategy: 'all' });
    expect(idsOf(all.hits)).toEqual([2]);
    const last = await index().search('toyota melbourne', { matchingStrategy: 'last' });
    expect(sortedIds(last.hits)).toEqual([1, 2, 3]);
    expect(idsOf(last.hits)[0]).toBe(2);
  });

  it('filters with string expressions and the nested-array form', async () => {
    const cases: Array<[string | Array<string | string[]>, number[]]> = [
      ['make = Toyota AND price < 30000', [1, 2]],
      ['price 15000 TO 20000', fixtureIds((c) => c.price >= 15_000 && c.price <= 20_000)],
      ['make IN [Ford, Kia] AND NOT body = ute', [7, 9]],
      ['features = awd', fixtureIds((c) => c.features.includes('awd'))],
      ['tag EXISTS', [1, 6, 8]],
      ['tag IS NULL', [8]],
      ['features IS EMPTY', [7]],
      ['make_model = "Mazda CX-5" OR (city = Brisbane AND year > 2020)', [4, 6]],
      ['make != Toyota AND year >= 2022', [9]],
      [
        [['make = Mazda', 'make = Ford'], 'year >= 2020'],
        [4, 6],
      ],
    ];
    for (const [filter, expected] of cases) {
      const result = await index().search('', { filter, limit: 50 });
      expect(sortedIds(result.hits), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('sorts, with or without a query', async () => {
    const byPrice = await index().search('', { sort: ['price:asc'], limit: 50 });
    expect(idsOf(byPrice.hits)).toEqual(
      [...fixtureIds(() => true)].sort(
        (a, b) => priceOf(byPrice.hits, a) - priceOf(byPrice.hits, b),
      ),
    );
    const prices = byPrice.hits.map((hit) => hit.price as number);
    expect(prices).toEqual([...prices].sort(byNumber));
    const suvs = await index().search('', { filter: 'body = suv', sort: ['km:desc'] });
    expect(idsOf(suvs.hits)).toEqual([4, 3, 9]);
    const toyotas = await index().search('toyota', { sort: ['year:desc'] });
    expect(idsOf(toyotas.hits)).toEqual([3, 2, 1]);
  });

  it('computes facetDistribution and facetStats', async () => {
    const result = await index().search('', { facets: ['make', 'body', 'price', 'features'] });
    expect(result.facetDistribution?.make).toEqual({
      Ford: 2,
      Holden: 1,
      Hyundai: 1,
      Kia: 1,
      Mazda: 2,
      Subaru: 1,
      Toyota: 3,
      Škoda: 1,
    });
    expect(result.facetDistribution?.body).toEqual({
      hatch: 3,
      sedan: 3,
      suv: 3,
      ute: 1,
      wagon: 2,
    });
    expect(result.facetDistribution?.features).toMatchObject({ awd: 5, bluetooth: 6, sunroof: 3 });
    expect(result.facetStats?.price).toEqual({ min: 9_990, max: 49_990 });
    const filtered = await index().search('', { filter: 'body = suv', facets: ['year', 'make'] });
    expect(filtered.facetDistribution?.make).toEqual({ Kia: 1, Mazda: 1, Toyota: 1 });
    expect(filtered.facetStats?.year).toEqual({ min: 2020, max: 2023 });
    const star = await index().search('', { facets: ['*'], limit: 0 });
    expect(Object.keys(star.facetDistribution ?? {})).toEqual(
      expect.arrayContaining(['make', 'make_model', 'body', 'city', 'features', 'year', 'price']),
    );
  });

  it('retrieves, highlights and crops attributes', async () => {
    const result = await index().search('corolla', {
      attributesToRetrieve: ['id', 'title'],
      attributesToHighlight: ['title'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToCrop: ['description'],
      cropLength: 4,
      cropMarker: '…',
    });
    expect(result.hits).toHaveLength(1);
    const hit = result.hits[0] as Record<string, unknown> & { _formatted: Record<string, unknown> };
    expect(Object.keys(hit).sort()).toEqual(['_formatted', 'id', 'title']);
    expect(hit._formatted.title).toBe('2019 Toyota <mark>Corolla</mark>');
    const cropped = String(hit._formatted.description);
    expect(cropped).toContain('Corolla');
    expect(cropped).toMatch(/…$/);
    expect(cropped.replace(/…/g, '').trim().split(/\s+/).length).toBeLessThanOrEqual(4);
    const starred = await index().search('ranger', { attributesToHighlight: ['*'] });
    const formatted = (starred.hits[0] as { _formatted: Record<string, unknown> })._formatted;
    expect(formatted.model).toBe('<em>Ranger</em>');
  });

  it('searches with GET query parameters', async () => {
    const result = await index().searchGet('toyota', {
      filter: 'year > 2020',
      sort: ['price:desc'],
      facets: ['body'],
      attributesToRetrieve: ['id'],
    });
    expect(result.hits).toEqual([{ id: 3 }, { id: 2 }]);
    expect(result.facetDistribution?.body).toEqual({ sedan: 1, suv: 1 });
  });

  it('runs several queries with multi-search', async () => {
    const { results } = await target().client.multiSearch({
      queries: [
        { indexUid: uid, q: 'toyota', attributesToRetrieve: ['id'] },
        { indexUid: uid, q: '', filter: 'make = Ford', sort: ['price:asc'], facets: ['make'] },
      ],
    });
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ indexUid: uid, query: 'toyota', estimatedTotalHits: 3 });
    expect(results[1]).toMatchObject({ indexUid: uid, facetDistribution: { make: { Ford: 2 } } });
    expect(idsOf(results[1]?.hits ?? [])).toEqual([7, 6]);
  });

  it('rejects bad filters, sorts, facets and unknown indexes with Meilisearch’s errors', async () => {
    await expectApiError(index().search('', { filter: 'make = ' }), {
      status: 400,
      code: 'invalid_search_filter',
    });
    await expectApiError(index().search('', { filter: 'stock_number = STK00001' }), {
      status: 400,
      code: 'invalid_search_filter',
    });
    await expectApiError(index().search('', { sort: ['title:asc'] }), {
      status: 400,
      code: 'invalid_search_sort',
    });
    await expectApiError(index().search('', { facets: ['title'] }), {
      status: 400,
      code: 'invalid_search_facets',
    });
    await expectApiError(target().client.index(target().uid('none')).search('x'), {
      status: 404,
      code: 'index_not_found',
    });
    await expectApiError(
      target().client.multiSearch({ queries: [{ indexUid: uid, filter: 'price >' }] }),
      { status: 400, code: 'invalid_search_filter' },
    );
  });
});

function priceOf(hits: ReadonlyArray<Record<string, unknown>>, id: number): number {
  return hits.find((hit) => hit.id === id)?.price as number;
}
