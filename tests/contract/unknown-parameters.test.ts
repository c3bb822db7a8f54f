import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';

const DOCUMENTS_FIELDS = '`offset`, `limit`, `fields`, `retrieveVectors`, `ids`, `filter`';

/**
 * Meilisearch 1.15 reads every query string and body with `deny_unknown_fields`
 * (its tests: "get_indexes_unknown_field", "update_index_immutable_uid",
 * "update_index_unknown_field"): what a route does not take is refused with
 * `bad_request` naming what it does take, and the fields of an index a PATCH
 * may not change with their own `immutable_index_*` codes. Nothing is enqueued.
 */
describeEachTarget('unknown parameters and fields', (target) => {
  let uid = '';
  beforeAll(async () => {
    uid = target().uid('unknown_keys');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await target()
      .client.index(uid)
      .addDocuments([{ id: 1, colour: 'red' }])
      .waitTask();
  });

  const request = async (path: string, method = 'GET', body?: unknown) => {
    const response = await target().fetch(path, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const badRequest = (message: string) => ({
    status: 400,
    body: {
      message,
      code: 'bad_request',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#bad_request',
    },
  });

  it('refuses unknown query parameters on the add-documents routes, adding nothing', async () => {
    for (const method of ['POST', 'PUT']) {
      expect(await request(`/indexes/${uid}/documents?doggo=1`, method, [{ id: 2 }])).toEqual(
        badRequest('Unknown parameter `doggo`: expected one of `primaryKey`, `csvDelimiter`'),
      );
      expect(await request(`/indexes/${uid}/documents?primaryKye=id`, method, [{ id: 2 }])).toEqual(
        badRequest(
          'Unknown parameter `primaryKye`: did you mean `primaryKey`? expected one of `primaryKey`, `csvDelimiter`',
        ),
      );
    }
    expect((await target().client.index(uid).getDocuments()).total).toBe(1);
  });

  it('refuses a csv delimiter for a JSON payload', async () => {
    const response = await request(`/indexes/${uid}/documents?csvDelimiter=;`, 'POST', [{ id: 2 }]);
    expect(response).toMatchObject({
      status: 415,
      body: {
        code: 'invalid_content_type',
        message:
          'The Content-Type `application/json` does not support the use of a csv delimiter. The csv delimiter can only be used with the Content-Type `text/csv`.',
      },
    });
    expect(
      await request(`/indexes/${uid}/documents?csvDelimiter=doggo`, 'POST', [{ id: 2 }]),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_document_csv_delimiter',
        message:
          'Invalid value in parameter `csvDelimiter`: expected a string of one character, but found the following string of 5 characters: `doggo`',
      },
    });
  });

  it('refuses unknown query parameters on the get-documents routes', async () => {
    expect(await request(`/indexes/${uid}/documents?doggo=1`)).toEqual(
      badRequest(`Unknown parameter \`doggo\`: expected one of ${DOCUMENTS_FIELDS}`),
    );
    expect(await request(`/indexes/${uid}/documents/1?limit=1`)).toEqual(
      badRequest('Unknown parameter `limit`: expected one of `fields`, `retrieveVectors`'),
    );
    expect(await request(`/indexes/${uid}/documents?retrieveVectors=tamo`)).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_document_retrieve_vectors',
        message:
          'Invalid value in parameter `retrieveVectors`: could not parse `tamo` as a boolean, expected either `true` or `false`',
      },
    });
    expect(await request(`/indexes/${uid}/documents?retrieveVectors=false`)).toMatchObject({
      status: 200,
      body: { total: 1 },
    });
  });

  it('refuses unknown body fields on documents fetch and delete by filter, deleting nothing', async () => {
    expect(await request(`/indexes/${uid}/documents/fetch`, 'POST', { doggo: 1 })).toEqual(
      badRequest(`Unknown field \`doggo\`: expected one of ${DOCUMENTS_FIELDS}`),
    );
    expect(await request(`/indexes/${uid}/documents/fetch`, 'POST', { limt: 1 })).toEqual(
      badRequest(
        `Unknown field \`limt\`: did you mean \`limit\`? expected one of ${DOCUMENTS_FIELDS}`,
      ),
    );
    expect(
      await request(`/indexes/${uid}/documents/delete`, 'POST', { filter: 'id = 1', doggo: 1 }),
    ).toEqual(badRequest('Unknown field `doggo`: expected one of `filter`'));
    expect((await target().client.index(uid).getDocuments()).total).toBe(1);
  });

  it('checks the type of each documents fetch field, describing what it found', async () => {
    const fetch = (body: unknown) => request(`/indexes/${uid}/documents/fetch`, 'POST', body);
    expect(await fetch({ retrieveVectors: 'tamo' })).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_document_retrieve_vectors',
        message:
          'Invalid value type at `.retrieveVectors`: expected a boolean, but found a string: `"tamo"`',
      },
    });
    expect(await fetch({ offset: -1 })).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_document_offset',
        message:
          'Invalid value type at `.offset`: expected a positive integer, but found a negative integer: `-1`',
      },
    });
    expect(await fetch({ fields: 'colour' })).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_document_fields',
        message:
          'Invalid value type at `.fields`: expected an array, but found a string: `"colour"`',
      },
    });
    expect(await fetch({ limit: 1, retrieveVectors: false })).toMatchObject({
      status: 200,
      body: { results: [{ id: 1, colour: 'red' }], total: 1 },
    });
  });

  it('refuses uid, createdAt and updatedAt on PATCH /indexes/:uid as immutable', async () => {
    for (const [field, code] of [
      ['uid', 'immutable_index_uid'],
      ['createdAt', 'immutable_index_created_at'],
      ['updatedAt', 'immutable_index_updated_at'],
    ] as const) {
      expect(await request(`/indexes/${uid}`, 'PATCH', { [field]: 'doggo' })).toEqual({
        status: 400,
        body: {
          message: `Immutable field \`${field}\`: expected one of \`primaryKey\``,
          code,
          type: 'invalid_request',
          link: `https://docs.meilisearch.com/errors#${code}`,
        },
      });
    }
    expect(await request(`/indexes/${uid}`, 'PATCH', { doggo: 'bork' })).toEqual(
      badRequest('Unknown field `doggo`: expected one of `primaryKey`'),
    );
    expect(await target().client.getIndex(uid)).toMatchObject({ uid, primaryKey: 'id' });
  });

  it('refuses unknown fields and parameters on creating and listing indexes', async () => {
    expect(await request('/indexes', 'POST', { uid: target().uid('x'), doggo: 1 })).toEqual(
      badRequest('Unknown field `doggo`: expected one of `uid`, `primaryKey`'),
    );
    expect(await request('/indexes?doggo=nolimit')).toEqual(
      badRequest('Unknown parameter `doggo`: expected one of `offset`, `limit`'),
    );
  });
});
