import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget, type ContractTarget } from './support/targets.ts';

const DOCS = [
  { id: 0, color: 'red' },
  { id: 1, color: 'blue' },
  { id: 2, color: 'blue' },
  { id: 3 },
];

/**
 * `ids` on `POST /indexes/:uid/documents/fetch` and `GET /indexes/:uid/documents`
 * (Meilisearch 1.15's documents tests, "get_document_by_ids"): only the documents
 * with those ids, integers or strings, unknown ids skipped; in the index's
 * order, not the order asked; intersected with `filter`, then paged by
 * `offset` and `limit`, `total` counting the intersection. Both routes answer
 * alike.
 */
describeEachTarget('documents by ids', (target) => {
  let uid = '';
  beforeAll(async () => {
    uid = target().uid('docs_ids');
    const client = target().client;
    await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await client.index(uid).updateFilterableAttributes(['color']).waitTask();
    const added = await client.index(uid).addDocuments(DOCS).waitTask();
    expect(added.status).toBe('succeeded');
  });

  const both = async (body: Record<string, unknown>, query: string) => {
    const post = await fetchDocuments(target(), uid, body);
    const get = await target().fetch(`/indexes/${uid}/documents?${query}`);
    expect({ status: get.status, body: await get.json() }).toEqual(post);
    return post;
  };

  it('returns only the documents with the given ids, in index order', async () => {
    expect(await both({ ids: ['0', 1, 2, 3] }, 'ids=0,1,2,3')).toEqual({
      status: 200,
      body: { results: DOCS, offset: 0, limit: 20, total: 4 },
    });
    expect(await both({ ids: [2, '1'] }, 'ids=2,1')).toEqual({
      status: 200,
      body: { results: [DOCS[1], DOCS[2]], offset: 0, limit: 20, total: 2 },
    });
    const client = await target()
      .client.index(uid)
      .getDocuments({ ids: [3, 0] });
    expect(client.results).toEqual([DOCS[0], DOCS[3]]);
  });

  it('skips unknown ids and pages the rest', async () => {
    expect(await both({ ids: ['0', 3, 42] }, 'ids=0,3,42')).toEqual({
      status: 200,
      body: { results: [DOCS[0], DOCS[3]], offset: 0, limit: 20, total: 2 },
    });
    expect(
      await both({ offset: 1, limit: 1, ids: ['0', 0, 3] }, 'ids=3,0&offset=1&limit=1'),
    ).toEqual({ status: 200, body: { results: [DOCS[3]], offset: 1, limit: 1, total: 2 } });
    expect(
      await both({ limit: 1, ids: [0, 3], fields: ['color'] }, 'limit=1&ids=0,3&fields=color'),
    ).toEqual({
      status: 200,
      body: { results: [{ color: 'red' }], offset: 0, limit: 1, total: 2 },
    });
    expect(await fetchDocuments(target(), uid, { ids: [] })).toEqual({
      status: 200,
      body: { results: [], offset: 0, limit: 20, total: 0 },
    });
  });

  it('intersects the ids with the filter', async () => {
    expect(await both({ ids: [2], filter: 'color = blue' }, 'ids=2&filter=color=blue')).toEqual({
      status: 200,
      body: { results: [DOCS[2]], offset: 0, limit: 20, total: 1 },
    });
    expect(
      await both(
        { offset: 1, limit: 1, ids: [0, 1, 2, 3], filter: 'color != blue' },
        'ids=0,1,2,3&filter=color!=blue&offset=1&limit=1',
      ),
    ).toEqual({ status: 200, body: { results: [DOCS[3]], offset: 1, limit: 1, total: 2 } });
    expect(
      await fetchDocuments(target(), uid, {
        ids: [0, '2'],
        filter: [['color = blue', 'color = red']],
      }),
    ).toEqual({
      status: 200,
      body: { results: [DOCS[0], DOCS[2]], offset: 0, limit: 20, total: 2 },
    });
  });

  it('refuses an id no document can have, naming its place in the list', async () => {
    const refused = {
      status: 400,
      body: {
        message:
          'In `.ids[1]`: Document identifier `"illegal/docid"` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_), and can not be more than 511 bytes.',
        code: 'invalid_document_ids',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#invalid_document_ids',
      },
    };
    expect(await both({ ids: ['0', 'illegal/docid'] }, 'ids=0,illegal/docid')).toEqual(refused);
    const notAList = await fetchDocuments(target(), uid, { ids: 'doggo' });
    expect(notAList).toMatchObject({ status: 400, body: { code: 'invalid_document_ids' } });
  });
});

async function fetchDocuments(
  target: ContractTarget,
  uid: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const response = await target.fetch(`/indexes/${uid}/documents/fetch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
