import { beforeAll, expect, it } from 'vitest';
import { Meilisearch } from 'meilisearch';
import { apiErrorOf } from '../../server/search/engine/http/in-process-client.ts';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

const MASTER_KEY = 'contract-master-key';
const hasRealKey = Boolean(process.env.MEILI_API_KEY);

async function errorBody(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as { message: string; code: string; type: string; link: string };
}

describeEachTarget('HTTP protocol', (target, kind) => {
  let uid = '';
  beforeAll(async () => {
    uid = target().uid('protocol');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
  });

  it('answers /health and /version', async () => {
    const health = await target().fetch('/health', { auth: false });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'available' });
    expect(await target().client.health()).toEqual({ status: 'available' });
    expect(await target().client.isHealthy()).toBe(true);
    const version = await target().client.getVersion();
    expect(typeof version.pkgVersion).toBe('string');
    expect(typeof version.commitSha).toBe('string');
  });

  it('answers 202 with an enqueued task for a raw write and 200 for reads', async () => {
    const write = await target().fetch(`/indexes/${uid}/documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ id: 1, name: 'raw' }]),
    });
    expect(write.status).toBe(202);
    const task = (await write.json()) as { taskUid: number; status: string; type: string };
    expect(task).toMatchObject({
      status: 'enqueued',
      type: 'documentAdditionOrUpdate',
      indexUid: uid,
    });
    await target().client.tasks.waitForTask(task.taskUid);
    const read = await target().fetch(`/indexes/${uid}/documents?limit=1&fields=name`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      results: [{ name: 'raw' }],
      offset: 0,
      limit: 1,
      total: 1,
    });
    const tasks = await target().fetch(`/tasks?indexUids=${uid}&limit=1`);
    expect(tasks.status).toBe(200);
    expect(await tasks.json()).toMatchObject({ limit: 1, results: [{ indexUid: uid }] });
  });

  it('answers bad JSON with bad_request and a bad documents payload with malformed_payload', async () => {
    const search = await target().fetch(`/indexes/${uid}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"q": ',
    });
    expect(search.status).toBe(400);
    expect(await errorBody(search)).toMatchObject({ code: 'bad_request', type: 'invalid_request' });
    const documents = await target().fetch(`/indexes/${uid}/documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[{"id": 1,',
    });
    expect(documents.status).toBe(400);
    expect(await errorBody(documents)).toMatchObject({
      code: 'malformed_payload',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#malformed_payload',
    });
  });

  it('answers an unknown index with index_not_found (404)', async () => {
    const response = await target().fetch(`/indexes/${target().uid('nothing')}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await errorBody(response)).toMatchObject({ code: 'index_not_found' });
  });

  it('answers an unknown route with 404', async () => {
    const response = await target().fetch('/no-such-route');
    expect(response.status).toBe(404);
    const error = await target()
      .client.httpRequest.get({ path: 'no-such-route' })
      .catch((e: unknown) => e);
    expect(apiErrorOf(error)?.response.status).toBe(404);
  });

  it('rejects invalid query parameters with Meilisearch’s codes', async () => {
    const documents = await target().fetch(`/indexes/${uid}/documents?limit=abc`);
    expect(documents.status).toBe(400);
    expect(await errorBody(documents)).toMatchObject({ code: 'invalid_document_limit' });
    const search = await target().fetch(`/indexes/${uid}/search?limit=-1`);
    expect(search.status).toBe(400);
    expect(await errorBody(search)).toMatchObject({ code: 'invalid_search_limit' });
  });

  it.skipIf(kind === 'meilisearch')('answers 405 for a known route with another verb', async () => {
    const response = await target().fetch('/health', { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describeEachTarget(
  'payload limit',
  (target, kind) => {
    it.skipIf(kind === 'meilisearch')(
      'answers payload_too_large (413) over the limit',
      async () => {
        const uid = target().uid('payload');
        const response = await target().fetch(`/indexes/${uid}/documents`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify([{ id: 1, text: 'x'.repeat(5_000) }]),
        });
        expect(response.status).toBe(413);
        expect(await errorBody(response)).toMatchObject({
          code: 'payload_too_large',
          type: 'invalid_request',
        });
      },
    );
  },
  { maxPayloadBytes: 1_000 },
);

describeEachTarget(
  'master key',
  (target, kind) => {
    const skip = kind === 'meilisearch' && !hasRealKey;
    it.skipIf(skip)(
      'requires a bearer key, answering 401 without one and 403 for a wrong one',
      async () => {
        const missing = await target().fetch('/indexes', { auth: false });
        expect(missing.status).toBe(401);
        expect(await errorBody(missing)).toMatchObject({
          code: 'missing_authorization_header',
          type: 'auth',
        });
        const wrong = await target().fetch('/indexes', {
          headers: { authorization: 'Bearer not-the-key' },
        });
        expect(wrong.status).toBe(403);
        expect(await errorBody(wrong)).toMatchObject({ code: 'invalid_api_key', type: 'auth' });
        const health = await target().fetch('/health', { auth: false });
        expect(health.status).toBe(200);
        const ok = await target().fetch('/indexes');
        expect(ok.status).toBe(200);
      },
    );

    it.skipIf(skip)('lets the client through with the key and rejects a wrong key', async () => {
      const list = await target().client.getRawIndexes();
      expect(Array.isArray(list.results)).toBe(true);
      if (kind === 'in-process') return; // covered by the raw requests above; no host to reach
      const host = target().client.config.host;
      const wrong = new Meilisearch({ host, apiKey: 'not-the-key' });
      await expectApiError(wrong.getRawIndexes(), {
        status: 403,
        code: 'invalid_api_key',
        type: 'auth',
      });
    });
  },
  { masterKey: MASTER_KEY },
);
