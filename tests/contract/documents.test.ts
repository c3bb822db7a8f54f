import { beforeAll, expect, it } from 'vitest';
import { apiErrorOf } from '../../server/search/engine/http/in-process-client.ts';
import { carsFixture, createCarsIndex } from './support/cars-fixture.ts';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

describeEachTarget('documents', (target) => {
  let uid = '';
  beforeAll(async () => {
    uid = target().uid('docs');
    await createCarsIndex(target().client, uid);
  });

  it('gets one document, optionally with selected fields', async () => {
    const index = target().client.index(uid);
    const car = await index.getDocument(3);
    expect(car).toEqual(carsFixture()[2]);
    expect(await index.getDocument('3', { fields: ['make', 'price'] })).toEqual({
      make: 'Toyota',
      price: 38_990,
    });
  });

  it('lists documents with offset, limit and fields', async () => {
    const page = await target()
      .client.index(uid)
      .getDocuments({ offset: 2, limit: 3, fields: ['id'] });
    expect(page).toMatchObject({ offset: 2, limit: 3, total: 12 });
    expect(page.results).toHaveLength(3);
    for (const doc of page.results) expect(Object.keys(doc)).toEqual(['id']);
    const defaults = await target().client.index(uid).getDocuments();
    expect(defaults).toMatchObject({ offset: 0, limit: 20, total: 12 });
  });

  it('fetches documents with a filter (POST /documents/fetch)', async () => {
    const page = await target()
      .client.index(uid)
      .getDocuments({ filter: 'make = Toyota AND year >= 2021', fields: ['id'] });
    expect(page.total).toBe(2);
    expect(page.results.map((doc) => doc.id).sort()).toEqual([2, 3]);
  });

  it('answers document_not_found for an unknown id and index_not_found for an unknown index', async () => {
    await expectApiError(target().client.index(uid).getDocument(999), {
      status: 404,
      code: 'document_not_found',
      type: 'invalid_request',
    });
    await expectApiError(target().client.index(target().uid('missing')).getDocuments(), {
      status: 404,
      code: 'index_not_found',
    });
    const error = await target()
      .client.index(uid)
      .getDocument(999)
      .catch((e: unknown) => e);
    expect(apiErrorOf(error)?.cause?.code).toBe('document_not_found');
  });

  it('replaces with POST and merges with PUT', async () => {
    const scratch = target().uid('docs_write');
    const index = target().client.index(scratch);
    await index.addDocuments([{ id: 1, make: 'Ford', model: 'Focus', price: 100 }]).waitTask();
    const update = await index.updateDocuments([{ id: 1, price: 200 }]).waitTask();
    expect(update).toMatchObject({ status: 'succeeded', type: 'documentAdditionOrUpdate' });
    expect(await index.getDocument(1)).toEqual({ id: 1, make: 'Ford', model: 'Focus', price: 200 });
    await index.addDocuments([{ id: 1, price: 300 }]).waitTask();
    expect(await index.getDocument(1)).toEqual({ id: 1, price: 300 });
    // The primary key was inferred from `id` when the index was created implicitly.
    expect((await target().client.getIndex(scratch)).primaryKey).toBe('id');
  });

  it('deletes one, a batch, by filter and all', async () => {
    const scratch = target().uid('docs_delete');
    await createCarsIndex(target().client, scratch);
    const index = target().client.index(scratch);
    const one = await index.deleteDocument(1).waitTask();
    expect(one).toMatchObject({ status: 'succeeded', type: 'documentDeletion' });
    await index.deleteDocuments(['2', '3']).waitTask();
    await index.deleteDocuments({ filter: 'make = Mazda OR price > 45000' }).waitTask();
    const left = await index.getDocuments({ fields: ['id'], limit: 50 });
    expect(left.results.map((doc) => doc.id).sort((a, b) => Number(a) - Number(b))).toEqual([
      7, 8, 9, 10, 11, 12,
    ]);
    await index.deleteAllDocuments().waitTask();
    expect((await index.getDocuments()).total).toBe(0);
  });

  it('fails the task, in Meilisearch’s error shape, for a document without its primary key', async () => {
    const task = await target()
      .client.index(uid)
      .addDocuments([{ make: 'Nameless' }])
      .waitTask();
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({
      code: 'missing_document_id',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#missing_document_id',
    });
    expect(typeof task.error?.message).toBe('string');
    expect((await target().client.index(uid).getDocuments()).total).toBe(12);
  });

  it('takes the primary key from the query string when adding to a new index', async () => {
    const scratch = target().uid('docs_pk');
    const task = await target()
      .client.index(scratch)
      .addDocuments([{ stock: 'A1', id: 5 }], { primaryKey: 'stock' })
      .waitTask();
    expect(task.status).toBe('succeeded');
    expect((await target().client.getIndex(scratch)).primaryKey).toBe('stock');
    expect(await target().client.index(scratch).getDocument('A1')).toEqual({ stock: 'A1', id: 5 });
  });
});
