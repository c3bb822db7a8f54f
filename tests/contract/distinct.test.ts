import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

/**
 * Listings of the same car model (`model_id`) in several colours: groups of
 * 3, 2, 2, 1, 3 and 3 listings in id order, so six distinct models.
 */
const LISTINGS = [
  [1, 'corolla', 'Toyota Corolla hatch', 'Brown', 21_990],
  [2, 'corolla', 'Toyota Corolla hatch', 'Black', 23_990],
  [3, 'corolla', 'Toyota Corolla hatch', 'Blue', 22_990],
  [4, 'hilux', 'Toyota HiLux ute', 'Red', 45_990],
  [5, 'hilux', 'Toyota HiLux ute', 'Blue', 44_990],
  [6, 'cx5', 'Mazda CX-5 wagon', 'Black', 35_990],
  [7, 'cx5', 'Mazda CX-5 wagon', 'White', 36_990],
  [8, 'triton', 'Mitsubishi Triton ute', 'Gray', 39_990],
  [9, 'tucson', 'Hyundai Tucson wagon', 'Green', 33_990],
  [10, 'tucson', 'Hyundai Tucson wagon', 'Red', 34_990],
  [11, 'tucson', 'Hyundai Tucson wagon', 'Blue', 32_990],
  [12, 'octavia', 'Skoda Octavia wagon', 'Indigo', 29_990],
  [13, 'octavia', 'Skoda Octavia wagon', 'Black', 31_990],
  [14, 'octavia', 'Skoda Octavia wagon', 'Stone Wash', 30_990],
].map(([id, model_id, title, colour, price]) => ({ id, model_id, title, colour, price }));

type Hit = Record<string, unknown>;
const models = (hits: readonly Hit[]) => hits.map((hit) => hit.model_id);
const ids = (hits: readonly Hit[]) => hits.map((hit) => hit.id);

describeEachTarget('distinct', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);
  beforeAll(async () => {
    uid = target().uid('distinct');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await index()
      .updateSettings({
        distinctAttribute: 'model_id',
        filterableAttributes: ['colour', 'model_id'],
        sortableAttributes: ['price'],
      })
      .waitTask();
    await index().addDocuments(LISTINGS).waitTask();
  });

  it('keeps one document per value of distinctAttribute, with an exhaustive total in page mode', async () => {
    const first = await index().search('', { page: 1, hitsPerPage: 2 });
    expect(models(first.hits)).toEqual(['corolla', 'hilux']);
    expect(first).toMatchObject({ page: 1, hitsPerPage: 2, totalHits: 6, totalPages: 3 });
    const last = await index().search('', { page: 3, hitsPerPage: 2 });
    expect(models(last.hits)).toEqual(['tucson', 'octavia']);
    const wide = await index().search('', { page: 2, hitsPerPage: 3 });
    expect(models(wide.hits)).toEqual(['triton', 'tucson', 'octavia']);
    expect(wide).toMatchObject({ totalHits: 6, totalPages: 2 });
    const none = await index().search('', { page: 0, hitsPerPage: 2 });
    expect(none.hits).toEqual([]);
    expect(none.totalHits).toBe(6);
  });

  it('estimates the total with offset/limit from the documents excluded so far', async () => {
    // Without ranking rules (a placeholder search), Meilisearch drops from the
    // estimate the duplicates of the hits picked up to offset + limit.
    const first = await index().search('', { offset: 0, limit: 2 });
    expect(models(first.hits)).toEqual(['corolla', 'hilux']);
    expect(first.estimatedTotalHits).toBe(11);
    const next = await index().search('', { offset: 2, limit: 2 });
    expect(models(next.hits)).toEqual(['cx5', 'triton']);
    expect(next.estimatedTotalHits).toBe(10);
    const end = await index().search('', { offset: 4, limit: 5 });
    expect(models(end.hits)).toEqual(['tucson', 'octavia']);
    expect(end.estimatedTotalHits).toBe(6);
  });

  it('keeps the best ranked document of each value', async () => {
    const dearest = await index().search('', { sort: ['price:desc'], page: 1, hitsPerPage: 10 });
    expect(ids(dearest.hits)).toEqual([4, 8, 7, 10, 13, 2]);
    const query = await index().search('wagon', { sort: ['price:asc'], limit: 10 });
    expect(ids(query.hits)).toEqual([12, 11, 6]);
  });

  it('takes the distinct search parameter over the setting', async () => {
    const byColour = await index().search('', { distinct: 'colour', page: 1, hitsPerPage: 20 });
    expect(ids(byColour.hits)).toEqual([1, 2, 3, 4, 7, 8, 9, 12, 14]);
    expect(byColour.totalHits).toBe(9);
    const filtered = await index().search('', {
      distinct: 'colour',
      filter: 'model_id = tucson OR model_id = hilux',
      sort: ['price:asc'],
      limit: 10,
    });
    expect(ids(filtered.hits)).toEqual([11, 9, 10]);
  });

  it('counts facets over one document per distinct value', async () => {
    // Page mode: the rule applies to every candidate in internal id order.
    const result = await index().search('', { facets: ['colour'], page: 1, hitsPerPage: 1 });
    expect(result.facetDistribution?.colour).toEqual({
      Brown: 1,
      Red: 1,
      Black: 1,
      Gray: 1,
      Green: 1,
      Indigo: 1,
    });
  });

  it('accepts distinct in a GET search and in multi-search', async () => {
    const response = await target().fetch(
      `/indexes/${uid}/search?distinct=colour&hitsPerPage=20&page=1`,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).totalHits).toBe(9);
    const { results } = await target().client.multiSearch({
      queries: [{ indexUid: uid, q: '', distinct: 'colour', page: 1, hitsPerPage: 20 }],
    });
    expect(results[0]?.totalHits).toBe(9);
  });

  it('rejects a distinct attribute that is not filterable, or not a string', async () => {
    const error = await expectApiError(index().search('', { distinct: 'title' }), {
      status: 400,
      code: 'invalid_search_distinct',
    });
    expect(error.message).toContain(
      'Attribute `title` is not filterable and thus, cannot be used as distinct attribute.',
    );
    const response = await target().fetch(`/indexes/${uid}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ distinct: true }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_search_distinct',
      message: 'Invalid value type at `.distinct`: expected a string, but found a boolean: `true`',
    });
  });
});
