import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

/**
 * `_geo` documents, `_geoRadius` / `_geoBoundingBox` filters and
 * `_geoPoint` sorting, as Meilisearch's geosearch guide and API reference
 * describe them. Coordinates of the first four places are the guide's
 * restaurants; the two distances checked exactly (0 and 9714063 m) are the
 * ones Meilisearch's own tests expect for these points.
 */
const PLACES = [
  { id: 1, name: "Nàpiz' Milano", type: 'pizza', _geo: { lat: 45.4777599, lng: 9.1967508 } },
  { id: 2, name: 'Bouillon Pigalle', type: 'french', _geo: { lat: 48.8826517, lng: 2.3352748 } },
  { id: 3, name: 'Artico Gelateria', type: 'ice cream', _geo: { lat: 45.4632046, lng: 9.1719421 } },
  { id: 4, name: 'Revolver', type: 'bar', _geo: { lat: 50.8466591, lng: 4.3612267 } },
  { id: 5, name: 'Crêpe Truck', type: 'french' },
  { id: 6, name: 'Taco Truck', type: 'mexican', _geo: { lat: 34.0522, lng: -118.2437 } },
  // Numeric strings are valid coordinates.
  { id: 7, name: 'La Bella Italia', type: 'pizza', _geo: { lat: '45.4777599', lng: '9.1967508' } },
];

const ids = (hits: ReadonlyArray<Record<string, unknown>>) => hits.map((hit) => hit.id as number);
const sorted = (hits: ReadonlyArray<Record<string, unknown>>) => ids(hits).sort((a, b) => a - b);

describeEachTarget('geo search', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);
  beforeAll(async () => {
    uid = target().uid('geo');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await index()
      .updateSettings({ filterableAttributes: ['_geo', 'type'], sortableAttributes: ['_geo'] })
      .waitTask();
    const task = await index().addDocuments(PLACES).waitTask();
    expect(task.status).toBe('succeeded');
  });

  describe('filters', () => {
    it('keeps the documents within _geoRadius(lat, lng, metres)', async () => {
      const result = await index().search('', { filter: '_geoRadius(45.472735, 9.184019, 2000)' });
      expect(sorted(result.hits)).toEqual([1, 3, 7]);
      const none = await index().search('', {
        filter: 'NOT _geoRadius(45.472735, 9.184019, 2000)',
      });
      // NOT keeps documents without _geo too.
      expect(sorted(none.hits)).toEqual([2, 4, 5, 6]);
      const pizza = await index().search('', {
        filter: 'type = pizza AND _geoRadius(45.4777599, 9.1967508, 0)',
      });
      expect(sorted(pizza.hits)).toEqual([1, 7]);
    });

    it('keeps the documents in _geoBoundingBox([top right], [bottom left])', async () => {
      const result = await index().search('', {
        filter: '_geoBoundingBox([45.494181, 9.214024], [45.449484, 9.179175])',
      });
      expect(sorted(result.hits)).toEqual([1, 7]);
      // A box whose right longitude is below its left one crosses the antimeridian.
      const wrapped = await index().search('', { filter: '_geoBoundingBox([60, -100], [30, 5])' });
      expect(sorted(wrapped.hits)).toEqual([1, 3, 6, 7]);
    });

    it('rejects malformed geo filters with invalid_search_filter', async () => {
      const cases: Array<[string, string]> = [
        ['_geoRadius(45.47, 9.18)', 'The `_geoRadius` filter expects three arguments'],
        ['_geoBoundingBox([1, 2])', 'The `_geoBoundingBox` filter expects two pairs of arguments'],
        [
          '_geoRadius(-100, 150, 10)',
          'Bad latitude `-100`. Latitude must be contained between -90 and 90 degrees.',
        ],
        [
          '_geoRadius(10, 250, 10)',
          'Bad longitude `250`. Longitude must be contained between -180 and 180 degrees.',
        ],
        [
          '_geoBoundingBox([1, 2], [3, 4])',
          'The top latitude `1` is below the bottom latitude `3`.',
        ],
        [
          '_geoPoint(1, 2)',
          "`_geoPoint` is a reserved keyword and thus can't be used as a filter expression.",
        ],
        [
          'type = _geoRadius(1, 2, 3)',
          "The `_geoRadius` filter is an operation and can't be used as a value.",
        ],
      ];
      for (const [filter, message] of cases) {
        const error = await expectApiError(index().search('', { filter }), {
          status: 400,
          code: 'invalid_search_filter',
        });
        expect(error.cause?.message, filter).toContain(message);
      }
    });

    it('requires _geo to be filterable', async () => {
      const other = target().uid('geo_plain');
      await target().client.createIndex(other, { primaryKey: 'id' }).waitTask();
      await target()
        .client.index(other)
        .updateSettings({ filterableAttributes: ['type'] })
        .waitTask();
      await target().client.index(other).addDocuments(PLACES).waitTask();
      const error = await expectApiError(
        target().client.index(other).search('', { filter: '_geoRadius(45.4, 9.1, 1000)' }),
        { status: 400, code: 'invalid_search_filter' },
      );
      expect(error.cause?.message).toContain(
        'Attribute `_geo` is not filterable. Available filterable attribute patterns are: `type`.',
      );
      await expectApiError(
        target()
          .client.index(other)
          .search('', { sort: ['_geoPoint(45.4, 9.1):asc'] }),
        { status: 400, code: 'invalid_search_sort' },
      );
    });
  });

  describe('sort', () => {
    it('sorts by distance to _geoPoint(lat, lng) and adds _geoDistance in metres', async () => {
      const result = await index().search('', { sort: ['_geoPoint(45.4777599, 9.1967508):asc'] });
      const order = ids(result.hits);
      expect(order.slice(0, 2).sort()).toEqual([1, 7]);
      expect(order.slice(2)).toEqual([3, 2, 4, 6, 5]);
      const byId = new Map(result.hits.map((hit) => [hit.id, hit]));
      expect(byId.get(1)?._geoDistance).toBe(0);
      expect(byId.get(7)?._geoDistance).toBe(0);
      expect(byId.get(6)?._geoDistance).toBe(9714063);
      expect(Number.isInteger(byId.get(3)?._geoDistance)).toBe(true);
      // Documents without _geo come last and have no distance.
      expect(byId.get(5)).not.toHaveProperty('_geoDistance');

      const desc = await index().search('', { sort: ['_geoPoint(45.4777599, 9.1967508):desc'] });
      const descOrder = ids(desc.hits);
      expect(descOrder.slice(0, 4)).toEqual([6, 4, 2, 3]);
      expect(descOrder.slice(4, 6).sort()).toEqual([1, 7]);
      expect(descOrder[6]).toBe(5);
    });

    it('reads a _geoPoint sort from GET query parameters, commas included', async () => {
      const sort = encodeURIComponent('_geoPoint(45.4777599, 9.1967508):desc,name:asc');
      const response = await target().fetch(`/indexes/${uid}/search?sort=${sort}`);
      expect(response.status).toBe(400);
      // `name` is not sortable: the geo point itself was read whole.
      expect(((await response.json()) as { code: string; message: string }).message).toContain(
        'Attribute `name` is not sortable',
      );
      const only = encodeURIComponent('_geoPoint(45.4777599, 9.1967508):desc');
      const ok = await target().fetch(`/indexes/${uid}/search?sort=${only}`);
      expect(ok.status).toBe(200);
      const body = (await ok.json()) as { hits: Array<Record<string, unknown>> };
      expect(body.hits[0]).toMatchObject({ id: 6, _geoDistance: 9714063 });
    });

    it('adds no _geoDistance without a geo sort', async () => {
      const result = await index().search('', { filter: '_geoRadius(45.472735, 9.184019, 2000)' });
      for (const hit of result.hits) expect(hit).not.toHaveProperty('_geoDistance');
    });

    it('rejects malformed geo sorts with invalid_search_sort', async () => {
      const cases: Array<[string, string]> = [
        [
          '_geoPoint(200, 9):asc',
          'Bad latitude `200`. Latitude must be contained between -90 and 90 degrees.',
        ],
        [
          '_geoPoint(45, -181):asc',
          'Bad longitude `-181`. Longitude must be contained between -180 and 180 degrees.',
        ],
        [
          '_geoPoint(1, 2, 3):asc',
          'expected expression formated like `_geoPoint(latitude, longitude)`',
        ],
        ['_geo:asc', "`_geo` is a reserved keyword and thus can't be used as a sort expression."],
      ];
      for (const [sort, message] of cases) {
        const error = await expectApiError(index().search('', { sort: [sort] }), {
          status: 400,
          code: 'invalid_search_sort',
        });
        expect(error.cause?.message, sort).toContain(message);
      }
    });
  });

  describe('indexing', () => {
    const failedWith = async (documents: unknown[]) => {
      const task = await index()
        .addDocuments(documents as never)
        .waitTask();
      expect(task.status).toBe('failed');
      expect(task.error?.code).toBe('invalid_document_geo_field');
      return task.error?.message ?? '';
    };

    it('fails a write whose _geo is invalid, with invalid_document_geo_field', async () => {
      expect(await failedWith([{ id: 11, _geo: 'foobar' }])).toContain(
        'The `_geo` field in the document with the id: `"11"` is not an object. Was expecting an object with the `_geo.lat` and `_geo.lng` fields but instead got `"foobar"`.',
      );
      expect(await failedWith([{ id: 11, _geo: { lat: 12 } }])).toContain(
        'Could not find longitude in the document with the id: `"11"`. Was expecting a `_geo.lng` field.',
      );
      expect(await failedWith([{ id: 11, _geo: { lat: 'doggo', lng: 'doggo' } }])).toContain(
        'Could not parse latitude nor longitude in the document with the id: `"11"`. Was expecting finite numbers but instead got `"doggo"` and `"doggo"`.',
      );
      expect(await failedWith([{ id: 11, _geo: { lat: 1, lng: 2, doggo: 'good' } }])).toContain(
        'contains the following unexpected fields: `{"doggo":"good"}`.',
      );
      // Nothing of a failed write is applied.
      const result = await index().search('', { filter: '_geoRadius(12, 1, 1000000)' });
      expect(result.hits).toEqual([]);
    });

    it('fails a settings update making _geo sortable while a document has an invalid _geo', async () => {
      const other = target().uid('geo_late');
      await target().client.createIndex(other, { primaryKey: 'id' }).waitTask();
      const added = await target()
        .client.index(other)
        .addDocuments([{ id: 1, _geo: { lat: 'north', lng: 2 } }])
        .waitTask();
      expect(added.status).toBe('succeeded');
      const task = await target()
        .client.index(other)
        .updateSettings({ sortableAttributes: ['_geo'] })
        .waitTask();
      expect(task.status).toBe('failed');
      expect(task.error?.code).toBe('invalid_document_geo_field');
      expect((await target().client.index(other).getSettings()).sortableAttributes).toEqual([]);
    });
  });
});
