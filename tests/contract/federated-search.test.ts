import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

/**
 * Federated multi-search (`POST /multi-search` with `federation`), as
 * Meilisearch 1.15's API reference describes it: one list of hits merged
 * by weighted ranking score, `_federation` on each hit, pagination and
 * facets on the federation, and the errors for options that do not belong
 * there. Placeholder hits all score 1.0 in Meilisearch, so their merged
 * order follows the query order and the weights exactly.
 */
const CARS = [
  { id: 1, title: 'Toyota Corolla', make: 'Toyota', body: 'sedan' },
  { id: 2, title: 'Toyota Hilux', make: 'Toyota', body: 'ute' },
  { id: 3, title: 'Mazda 3', make: 'Mazda', body: 'hatch' },
  { id: 4, title: 'Ford Ranger', make: 'Ford', body: 'ute' },
];
const BIKES = [
  { id: 1, title: 'Yamaha MT-07', make: 'Yamaha' },
  { id: 2, title: 'Honda CB500', make: 'Honda' },
  { id: 3, title: 'Ducati Monster', make: 'Ducati' },
];

type Hit = Record<string, unknown> & {
  _federation?: { indexUid: string; queriesPosition: number; weightedRankingScore: number };
};

describeEachTarget('federated multi-search', (target) => {
  let cars = '';
  let bikes = '';
  const multiSearch = (body: unknown) =>
    target().client.multiSearch(body as never) as Promise<
      Record<string, unknown> & { hits: Hit[] }
    >;
  const origin = (hits: Hit[]) => hits.map((hit) => `${hit._federation?.indexUid}:${hit.id}`);

  beforeAll(async () => {
    cars = target().uid('fed_cars');
    bikes = target().uid('fed_bikes');
    for (const [uid, docs] of [
      [cars, CARS],
      [bikes, BIKES],
    ] as const) {
      await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
      await target()
        .client.index(uid)
        .updateSettings({ filterableAttributes: ['make', 'body'] })
        .waitTask();
      await target()
        .client.index(uid)
        .addDocuments([...docs])
        .waitTask();
    }
  });

  describe('merging', () => {
    it('answers one list with _federation on each hit', async () => {
      const result = await multiSearch({
        federation: {},
        queries: [{ indexUid: cars }, { indexUid: bikes }],
      });
      expect(result).not.toHaveProperty('results');
      expect(result).toMatchObject({ limit: 20, offset: 0, estimatedTotalHits: 7 });
      expect(typeof result.processingTimeMs).toBe('number');
      expect(origin(result.hits)).toEqual([
        ...CARS.map((car) => `${cars}:${car.id}`),
        ...BIKES.map((bike) => `${bikes}:${bike.id}`),
      ]);
      expect(result.hits[0]).toEqual({
        ...CARS[0],
        _federation: { indexUid: cars, queriesPosition: 0, weightedRankingScore: 1 },
      });
      expect(result.hits[4]?._federation).toEqual({
        indexUid: bikes,
        queriesPosition: 1,
        weightedRankingScore: 1,
      });
    });

    it('weights each query by federationOptions.weight', async () => {
      const result = await multiSearch({
        federation: {},
        queries: [
          { indexUid: cars, federationOptions: { weight: 0.5 } },
          { indexUid: bikes, federationOptions: { weight: 2 } },
        ],
      });
      expect(origin(result.hits).slice(0, 3)).toEqual(BIKES.map((bike) => `${bikes}:${bike.id}`));
      expect(result.hits.map((hit) => hit._federation?.weightedRankingScore)).toEqual([
        2, 2, 2, 0.5, 0.5, 0.5, 0.5,
      ]);
    });

    it('pages the merged list with federation.offset and limit', async () => {
      const all = await multiSearch({
        federation: {},
        queries: [{ indexUid: cars }, { indexUid: bikes }],
      });
      const page = await multiSearch({
        federation: { offset: 3, limit: 2 },
        queries: [{ indexUid: cars }, { indexUid: bikes }],
      });
      expect(page).toMatchObject({ offset: 3, limit: 2, estimatedTotalHits: 7 });
      expect(origin(page.hits)).toEqual(origin(all.hits).slice(3, 5));
    });

    it('lists a document found by several queries of its index once', async () => {
      const result = await multiSearch({
        federation: {},
        queries: [
          { indexUid: cars, q: 'toyota' },
          { indexUid: cars, filter: 'body = ute' },
        ],
      });
      const found = origin(result.hits);
      expect([...found].sort()).toEqual([`${cars}:1`, `${cars}:2`, `${cars}:4`]);
      expect(result.estimatedTotalHits).toBe(3);
    });

    it('keeps a single query in its own ranking order', async () => {
      const plain = await target().client.index(cars).search('toyota hilux');
      const federated = await multiSearch({
        federation: {},
        queries: [{ indexUid: cars, q: 'toyota hilux' }],
      });
      expect(federated.hits.map((hit) => hit.id)).toEqual(plain.hits.map((hit) => hit.id));
      expect(federated.hits[0]?._federation?.weightedRankingScore).toBeGreaterThan(0);
    });

    it('answers an empty query list with an empty page', async () => {
      const result = await multiSearch({ federation: {}, queries: [] });
      expect(result).toMatchObject({ hits: [], limit: 20, offset: 0, estimatedTotalHits: 0 });
    });
  });

  describe('facets', () => {
    it('computes facetsByIndex over each index’s matches', async () => {
      const result = await multiSearch({
        federation: { facetsByIndex: { [cars]: ['make', 'body'], [bikes]: ['make'] } },
        queries: [{ indexUid: cars, filter: 'body = ute' }, { indexUid: bikes }],
      });
      const byIndex = result.facetsByIndex as Record<string, { distribution: unknown }>;
      expect(byIndex[cars]?.distribution).toEqual({
        make: { Ford: 1, Toyota: 1 },
        body: { ute: 2 },
      });
      expect(byIndex[bikes]?.distribution).toEqual({ make: { Ducati: 1, Honda: 1, Yamaha: 1 } });
      expect(result).not.toHaveProperty('facetDistribution');
    });

    it('merges them into facetDistribution with mergeFacets', async () => {
      const result = await multiSearch({
        federation: { facetsByIndex: { [cars]: ['make'], [bikes]: ['make'] }, mergeFacets: {} },
        queries: [{ indexUid: cars }, { indexUid: bikes }],
      });
      expect(result.facetDistribution).toEqual({
        make: { Ducati: 1, Ford: 1, Honda: 1, Mazda: 1, Toyota: 2, Yamaha: 1 },
      });
      expect(result).not.toHaveProperty('facetsByIndex');
      const capped = await multiSearch({
        federation: {
          facetsByIndex: { [cars]: ['make'], [bikes]: ['make'] },
          mergeFacets: { maxValuesPerFacet: 2 },
        },
        queries: [{ indexUid: cars }, { indexUid: bikes }],
      });
      expect(capped.facetDistribution).toEqual({ make: { Ducati: 1, Ford: 1 } });
    });

    it('rejects a facet that is not filterable', async () => {
      await expectApiError(
        multiSearch({
          federation: { facetsByIndex: { [cars]: ['title'] } },
          queries: [{ indexUid: cars }],
        }),
        { status: 400, code: 'invalid_multi_search_facets' },
      );
    });
  });

  describe('errors', () => {
    it('rejects pagination and facets inside a federated query', async () => {
      for (const option of [{ limit: 5 }, { offset: 1 }, { page: 1 }, { hitsPerPage: 3 }]) {
        const error = await expectApiError(
          multiSearch({ federation: {}, queries: [{ indexUid: cars, ...option }] }),
          { status: 400, code: 'invalid_multi_search_query_pagination' },
        );
        expect(error.cause?.message).toContain(
          'Using pagination options is not allowed in federated queries.',
        );
      }
      await expectApiError(
        multiSearch({ federation: {}, queries: [{ indexUid: cars, facets: ['make'] }] }),
        { status: 400, code: 'invalid_multi_search_query_facets' },
      );
    });

    it('rejects federationOptions without federation', async () => {
      const error = await expectApiError(
        multiSearch({
          queries: [{ indexUid: cars }, { indexUid: bikes, federationOptions: { weight: 2 } }],
        }),
        { status: 400, code: 'invalid_multi_search_federation_options' },
      );
      expect(error.cause?.message).toContain(
        'Using `federationOptions` is not allowed in a non-federated search.',
      );
      // A null federationOptions is no option at all.
      const plain = (await target().client.multiSearch({
        queries: [{ indexUid: cars, federationOptions: null }],
      } as never)) as { results: Array<{ hits: unknown[] }> };
      expect(plain.results[0]?.hits).toHaveLength(CARS.length);
    });

    it('rejects a negative or non-numeric weight', async () => {
      for (const weight of [-1, 'heavy']) {
        await expectApiError(
          multiSearch({
            federation: {},
            queries: [{ indexUid: cars, federationOptions: { weight } }],
          }),
          { status: 400, code: 'invalid_multi_search_weight' },
        );
      }
    });

    it('rejects bad federation fields', async () => {
      await expectApiError(
        multiSearch({ federation: { limit: 'ten' }, queries: [{ indexUid: cars }] }),
        { status: 400, code: 'invalid_search_limit' },
      );
      await expectApiError(
        multiSearch({ federation: { offset: -1 }, queries: [{ indexUid: cars }] }),
        { status: 400, code: 'invalid_search_offset' },
      );
      await expectApiError(
        multiSearch({ federation: { unknown: true }, queries: [{ indexUid: cars }] }),
        { status: 400, code: 'bad_request' },
      );
    });

    it('answers 400 index_not_found for a missing index', async () => {
      const error = await expectApiError(
        multiSearch({
          federation: {},
          queries: [{ indexUid: cars }, { indexUid: target().uid('missing') }],
        }),
        { status: 400, code: 'index_not_found' },
      );
      expect(error.cause?.message).toContain('Inside `.queries[1]`');
    });

    it('reports an invalid query with its position', async () => {
      const error = await expectApiError(
        multiSearch({
          federation: {},
          queries: [{ indexUid: cars }, { indexUid: cars, filter: 'title = x' }],
        }),
        { status: 400, code: 'invalid_search_filter' },
      );
      expect(error.cause?.message).toContain('Inside `.queries[1]`');
    });
  });
});
