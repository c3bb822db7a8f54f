import { beforeAll, expect, it } from 'vitest';
import type { Task } from 'meilisearch';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

/**
 * `GET /batches` and `GET /batches/:batchUid` as Meilisearch documents them (API
 * reference, batches): every processed task names its `batchUid`; a batch
 * reports the details and counts of its tasks (by status, type and index) and
 * its times; the list takes the filters and paging of `GET /tasks`, where
 * `uids` and the other task filters select the batches holding such tasks.
 */
describeEachTarget('batches', (target) => {
  let uid = '';
  let created: Task;
  let added: Task;

  beforeAll(async () => {
    uid = target().uid('batches');
    created = await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    added = await target()
      .client.index(uid)
      .addDocuments([{ id: 1 }, { id: 2 }])
      .waitTask();
  });

  it('gives every processed task a batchUid and answers that batch', async () => {
    expect(typeof added.batchUid).toBe('number');
    const batch = await target().client.batches.getBatch(added.batchUid!);
    expect(batch).toMatchObject({
      uid: added.batchUid,
      progress: null,
      details: { receivedDocuments: 2, indexedDocuments: 2 },
      stats: {
        totalNbTasks: 1,
        status: { succeeded: 1 },
        types: { documentAdditionOrUpdate: 1 },
        indexUids: { [uid]: 1 },
      },
    });
    expect(batch.duration).toMatch(/^PT\d+(\.\d+)?S$/);
    expect(typeof batch.batchStrategy).toBe('string');
    expect(Number.isNaN(Date.parse(batch.startedAt))).toBe(false);
    expect(Number.isNaN(Date.parse(batch.finishedAt!))).toBe(false);
  });

  it('lists batches newest first, filtered by the tasks they hold', async () => {
    const { batches } = target().client;
    const list = await batches.getBatches({ indexUids: [uid] });
    expect(Object.keys(list).sort()).toEqual(['from', 'limit', 'next', 'results', 'total']);
    const uids = list.results.map((batch) => batch.uid);
    expect(uids).toEqual([...uids].sort((a, b) => b - a));
    expect(uids).toContain(created.batchUid);
    expect(uids).toContain(added.batchUid);
    for (const batch of list.results) expect(Object.keys(batch.stats.indexUids)).toContain(uid);

    const holding = await batches.getBatches({ uids: [added.uid] });
    expect(holding.results.map((batch) => batch.uid)).toEqual([added.batchUid]);
    const byUid = await batches.getBatches({ batchUids: [created.batchUid!] });
    expect(byUid.results.map((batch) => batch.uid)).toEqual([created.batchUid]);
    const byType = await batches.getBatches({
      indexUids: [uid],
      types: ['documentAdditionOrUpdate'],
    });
    expect(byType.results.map((batch) => batch.uid)).toEqual([added.batchUid]);
    const failed = await batches.getBatches({ indexUids: [uid], statuses: ['failed'] });
    expect(failed.total).toBe(0);
  });

  it('pages with limit, from and next', async () => {
    const { batches } = target().client;
    const first = await batches.getBatches({ indexUids: [uid], limit: 1 });
    expect(first.results.map((batch) => batch.uid)).toEqual([added.batchUid]);
    expect(first).toMatchObject({ limit: 1, from: added.batchUid, next: created.batchUid });
    const second = await batches.getBatches({ indexUids: [uid], limit: 1, from: first.next! });
    expect(second.results.map((batch) => batch.uid)).toEqual([created.batchUid]);
    expect(second.total).toBe(first.total);
    const reversed = await batches.getBatches({ indexUids: [uid], reverse: true });
    expect(reversed.results.map((batch) => batch.uid)).toEqual([created.batchUid, added.batchUid]);
  });

  it('lists the tasks of a batch with batchUids', async () => {
    const tasks = await target().client.tasks.getTasks({ batchUids: [added.batchUid!] });
    expect(tasks.results.map((task) => task.uid)).toEqual([added.uid]);
  });

  it('answers batch_not_found and invalid_batch_uids', async () => {
    const missing = await expectApiError(target().client.batches.getBatch(987_654_321), {
      status: 404,
      code: 'batch_not_found',
    });
    expect(missing.message).toBe('Batch `987654321` not found.');
    const bad = await target().fetch('/batches/doggo');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'invalid_batch_uids',
      message: 'Batch uid `doggo` is invalid. It should only contain numeric characters.',
    });
    const filter = await target().fetch('/batches?statuses=doggo');
    expect(filter.status).toBe(400);
    expect(await filter.json()).toMatchObject({ code: 'invalid_task_statuses' });
  });
});
