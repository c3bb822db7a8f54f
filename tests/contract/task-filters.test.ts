import { beforeAll, expect, it } from 'vitest';
import type { Task } from 'meilisearch';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

/**
 * `GET /tasks` filters as Meilisearch documents them (API reference, tasks: query
 * parameters): comma-separated lists ANDed together, `*` for any, exclusive
 * date bounds in RFC 3339 or `YYYY-MM-DD`, newest first, `from`/`next` paging
 * by uid, `reverse`, and `total` counting every match.
 */
describeEachTarget('task filters', (target) => {
  let uid = '';
  let other = '';
  let created: Task;
  let added: Task;
  let failed: Task;
  let settings: Task;

  beforeAll(async () => {
    uid = target().uid('task_filters');
    other = target().uid('task_filters_other');
    const { client } = target();
    created = await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    added = await client
      .index(uid)
      .addDocuments([{ id: 1, make: 'Kia' }])
      .waitTask();
    failed = await client.createIndex(uid).waitTask();
    settings = await client.index(uid).updateFilterableAttributes(['make']).waitTask();
    await client.createIndex(other).waitTask();
  });

  const uidsOf = (tasks: readonly Task[]) => tasks.map((task) => task.uid);
  const mine = () => [settings, failed, added, created].map((task) => task.uid);

  it('answers Meilisearch’s list shape, newest first', async () => {
    const list = await target().client.tasks.getTasks({ indexUids: [uid] });
    expect(Object.keys(list).sort()).toEqual(['from', 'limit', 'next', 'results', 'total']);
    expect(uidsOf(list.results)).toEqual(mine());
    expect(list).toMatchObject({ total: 4, limit: 20, from: settings.uid, next: null });
    for (const task of list.results) expect(typeof task.batchUid).toBe('number');
  });

  it('filters by uids, types, statuses and indexUids, ANDed', async () => {
    const { tasks } = target().client;
    const byUid = await tasks.getTasks({ uids: [added.uid, failed.uid] });
    expect(uidsOf(byUid.results)).toEqual([failed.uid, added.uid]);
    const creations = await tasks.getTasks({ indexUids: [uid], types: ['indexCreation'] });
    expect(uidsOf(creations.results)).toEqual([failed.uid, created.uid]);
    const failures = await tasks.getTasks({
      indexUids: [uid, other],
      types: ['indexCreation'],
      statuses: ['failed'],
    });
    expect(uidsOf(failures.results)).toEqual([failed.uid]);
    const both = await tasks.getTasks({ indexUids: [uid, other], types: ['indexCreation'] });
    expect(both.total).toBe(3);
    for (const task of both.results) expect([uid, other]).toContain(task.indexUid);
  });

  it('filters by batchUids and canceledBy', async () => {
    const { tasks } = target().client;
    const inBatch = await tasks.getTasks({ batchUids: [added.batchUid!] });
    expect(uidsOf(inBatch.results)).toContain(added.uid);
    for (const task of inBatch.results) expect(task.batchUid).toBe(added.batchUid);
    const canceled = await tasks.getTasks({ indexUids: [uid], canceledBy: [settings.uid] });
    expect(canceled).toMatchObject({ results: [], total: 0, from: null, next: null });
  });

  it('reads * as any value', async () => {
    const { tasks } = target().client;
    const star = await tasks.getTasks({ indexUids: [uid], statuses: ['failed', '*'] as never });
    expect(uidsOf(star.results)).toEqual(mine());
    const types = await target().fetch(`/tasks?indexUids=${uid}&types=*&afterEnqueuedAt=*`);
    expect(((await types.json()) as { total: number }).total).toBe(4);
  });

  it('bounds dates exclusively', async () => {
    const { tasks } = target().client;
    const after = await tasks.getTasks({ indexUids: [uid], afterEnqueuedAt: created.enqueuedAt });
    expect(uidsOf(after.results)).not.toContain(created.uid);
    const before = await tasks.getTasks({
      indexUids: [uid],
      beforeFinishedAt: settings.finishedAt!,
    });
    expect(uidsOf(before.results)).not.toContain(settings.uid);
    expect(uidsOf(before.results)).toContain(created.uid);
    const future = await tasks.getTasks({
      indexUids: [uid],
      afterStartedAt: '2999-01-01T00:00:00Z',
    });
    expect(future.total).toBe(0);
    const past = await tasks.getTasks({ indexUids: [uid], beforeStartedAt: '2000-01-01' });
    expect(past.total).toBe(0);
    const all = await tasks.getTasks({
      indexUids: [uid],
      afterEnqueuedAt: '2000-01-01',
      beforeEnqueuedAt: '2999-12-31T23:59:59.999+02:00',
    });
    expect(all.total).toBe(4);
  });

  it('reads a bare day after a bound as the next midnight', async () => {
    const day = settings.finishedAt!.slice(0, 10);
    const after = await target().client.tasks.getTasks({ indexUids: [uid], afterFinishedAt: day });
    expect(uidsOf(after.results)).not.toContain(settings.uid);
    const before = await target().client.tasks.getTasks({
      indexUids: [uid],
      beforeFinishedAt: day,
    });
    expect(uidsOf(before.results)).not.toContain(settings.uid);
  });

  it('pages with limit, from and next; total ignores both', async () => {
    const { tasks } = target().client;
    const first = await tasks.getTasks({ indexUids: [uid], limit: 3 });
    expect(uidsOf(first.results)).toEqual(mine().slice(0, 3));
    expect(first).toMatchObject({ limit: 3, total: 4, from: settings.uid, next: created.uid });
    const second = await tasks.getTasks({ indexUids: [uid], limit: 3, from: first.next! });
    expect(uidsOf(second.results)).toEqual([created.uid]);
    expect(second).toMatchObject({ total: 4, from: created.uid, next: null });
    const none = await tasks.getTasks({ indexUids: [uid], limit: 0 });
    expect(none).toMatchObject({ results: [], limit: 0, from: null, next: settings.uid });
  });

  it('lists oldest first with reverse, from counting upwards', async () => {
    const { tasks } = target().client;
    const reversed = await tasks.getTasks({ indexUids: [uid], reverse: true, limit: 2 });
    expect(uidsOf(reversed.results)).toEqual([created.uid, added.uid]);
    expect(reversed.next).toBe(failed.uid);
    const rest = await tasks.getTasks({ indexUids: [uid], reverse: true, from: reversed.next! });
    expect(uidsOf(rest.results)).toEqual([failed.uid, settings.uid]);
  });

  it('answers each bad value with its own code and Meilisearch’s message', async () => {
    const cases: Array<[string, string, string]> = [
      [
        'statuses=doggo',
        'invalid_task_statuses',
        'Invalid value in parameter `statuses`: `doggo` is not a valid task status. Available statuses are `enqueued`, `processing`, `succeeded`, `failed`, `canceled`.',
      ],
      [
        'types=doggo',
        'invalid_task_types',
        'Invalid value in parameter `types`: `doggo` is not a valid task type. Available types are `documentAdditionOrUpdate`, `documentEdition`, `documentDeletion`, `settingsUpdate`, `indexCreation`, `indexDeletion`, `indexUpdate`, `indexSwap`, `taskCancelation`, `taskDeletion`, `dumpCreation`, `snapshotCreation`, `upgradeDatabase`.',
      ],
      [
        'uids=doggo',
        'invalid_task_uids',
        'Invalid value in parameter `uids`: could not parse `doggo` as a positive integer',
      ],
      [
        'uids=1,dogo',
        'invalid_task_uids',
        'Invalid value in parameter `uids[1]`: could not parse `dogo` as a positive integer',
      ],
      [
        'batchUids=doggo',
        'invalid_batch_uids',
        'Invalid value in parameter `batchUids`: could not parse `doggo` as a positive integer',
      ],
      [
        'canceledBy=doggo',
        'invalid_task_canceled_by',
        'Invalid value in parameter `canceledBy`: could not parse `doggo` as a positive integer',
      ],
      [
        'indexUids=the%20good%20doggo',
        'invalid_index_uid',
        'Invalid value in parameter `indexUids`: `the good doggo` is not a valid index uid. Index uid can be an integer or a string containing only alphanumeric characters, hyphens (-) and underscores (_), and can not be more than 512 bytes.',
      ],
      [
        'limit=doggo',
        'invalid_task_limit',
        'Invalid value in parameter `limit`: could not parse `doggo` as a positive integer',
      ],
      [
        'from=doggo',
        'invalid_task_from',
        'Invalid value in parameter `from`: could not parse `doggo` as a positive integer',
      ],
      [
        'reverse=doggo',
        'invalid_task_reverse',
        'Invalid value in parameter `reverse`: could not parse `doggo` as a boolean, expected either `true` or `false`',
      ],
    ];
    const dates = [
      'afterEnqueuedAt',
      'beforeEnqueuedAt',
      'afterStartedAt',
      'beforeStartedAt',
      'afterFinishedAt',
      'beforeFinishedAt',
    ];
    for (const name of dates) {
      const code = `invalid_task_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
      cases.push([
        `${name}=2021-12`,
        code,
        `Invalid value in parameter \`${name}\`: \`2021-12\` is an invalid date-time. It should follow the YYYY-MM-DD or RFC 3339 date-time format.`,
      ]);
    }
    for (const [query, code, message] of cases) {
      const response = await target().fetch(`/tasks?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({
        message,
        code,
        type: 'invalid_request',
        link: `https://docs.meilisearch.com/errors#${code}`,
      });
    }
  });

  it('refuses an unknown parameter and a bad value through the client', async () => {
    const response = await target().fetch('/tasks?colour=red');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'bad_request',
      message:
        'Unknown parameter `colour`: expected one of `limit`, `from`, `reverse`, `batchUids`, `uids`, `canceledBy`, `types`, `statuses`, `indexUids`, `afterEnqueuedAt`, `beforeEnqueuedAt`, `afterStartedAt`, `beforeStartedAt`, `afterFinishedAt`, `beforeFinishedAt`',
    });
    await expectApiError(target().client.tasks.getTasks({ statuses: ['done' as never] }), {
      status: 400,
      code: 'invalid_task_statuses',
    });
  });

  it('answers invalid_task_uids for a task uid that is not a number', async () => {
    const response = await target().fetch('/tasks/doggo');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_task_uids',
      message: 'Task uid `doggo` is invalid. It should only contain numeric characters.',
    });
  });
});
