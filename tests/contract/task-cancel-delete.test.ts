import { expect, it } from 'vitest';
import type { Task } from 'meilisearch';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

const FILTER_NAMES =
  '`uids`, `indexUids`, `statuses`, `types`, `canceledBy`, `beforeEnqueuedAt`, `afterEnqueuedAt`, `beforeStartedAt`, `afterStartedAt`, `beforeFinishedAt`, `afterFinishedAt`';

/**
 * `POST /tasks/cancel` and `DELETE /tasks` as Meilisearch documents them (API
 * reference, tasks: cancel tasks, delete tasks): both take the filters of
 * `GET /tasks` (no limit, from or reverse), need at least one, and enqueue a
 * global task (`taskCancelation`, `taskDeletion`) whose details count the tasks
 * it matched when enqueued and those it canceled or deleted. Both answer 200,
 * not the 202 of other writes, with the summarized task: Meilisearch 1.15's
 * routes do (its source keeps 200 until a major version, as 202 would break
 * clients), so a client written against it expects 200.
 */
describeEachTarget('task cancelation and deletion', (target) => {
  it('needs at least one filter', async () => {
    await expectApiError(target().client.tasks.cancelTasks({}), {
      status: 400,
      code: 'missing_task_filters',
    });
    const cancel = await target().fetch('/tasks/cancel', { method: 'POST' });
    expect(cancel.status).toBe(400);
    expect(await cancel.json()).toMatchObject({
      code: 'missing_task_filters',
      message: `Query parameters to filter the tasks to cancel are missing. Available query parameters are: ${FILTER_NAMES}.`,
    });
    const remove = await target().fetch('/tasks', { method: 'DELETE' });
    expect(remove.status).toBe(400);
    expect(await remove.json()).toMatchObject({
      code: 'missing_task_filters',
      message: `Query parameters to filter the tasks to delete are missing. Available query parameters are: ${FILTER_NAMES}.`,
    });
  });

  it('refuses the listing parameters and bad values', async () => {
    for (const [method, path] of [
      ['POST', '/tasks/cancel'],
      ['DELETE', '/tasks'],
    ] as const) {
      const limit = await target().fetch(`${path}?limit=1`, { method });
      expect(limit.status).toBe(400);
      expect(await limit.json()).toMatchObject({
        code: 'bad_request',
        message:
          'Unknown parameter `limit`: expected one of `uids`, `batchUids`, `canceledBy`, `types`, `statuses`, `indexUids`, `afterEnqueuedAt`, `beforeEnqueuedAt`, `afterStartedAt`, `beforeStartedAt`, `afterFinishedAt`, `beforeFinishedAt`',
      });
      const statuses = await target().fetch(`${path}?statuses=doggo`, { method });
      expect(statuses.status).toBe(400);
      expect(await statuses.json()).toMatchObject({ code: 'invalid_task_statuses' });
    }
    await expectApiError(target().client.tasks.deleteTasks({ uids: [-1 as never] }), {
      status: 400,
      code: 'invalid_task_uids',
    });
  });

  it('enqueues a taskCancelation that leaves finished tasks alone', async () => {
    const uid = target().uid('cancel_finished');
    const created = await target().client.createIndex(uid).waitTask();
    const response = await target().fetch(`/tasks/cancel?uids=${created.uid}`, { method: 'POST' });
    expect(response.status).toBe(200);
    const enqueued = (await response.json()) as { taskUid: number };
    expect(enqueued).toEqual({
      taskUid: expect.any(Number),
      indexUid: null,
      status: 'enqueued',
      type: 'taskCancelation',
      enqueuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const done = await target().client.tasks.waitForTask(enqueued.taskUid);
    expect(done).toMatchObject({
      indexUid: null,
      status: 'succeeded',
      type: 'taskCancelation',
      details: {
        matchedTasks: 1,
        canceledTasks: 0,
        originalFilter: `?uids=${created.uid}`,
      },
    });
    expect((await target().client.tasks.getTask(created.uid)).status).toBe('succeeded');
  });

  it('cancels the matching tasks still enqueued', async () => {
    const uid = target().uid('cancel_enqueued');
    const index = target().client.index(uid);
    const writes = [];
    for (let i = 0; i < 5; i++) writes.push(await index.addDocuments([{ id: i }]));
    const cancel = await target()
      .client.tasks.cancelTasks({ indexUids: [uid], statuses: ['enqueued', 'processing'] })
      .waitTask();
    expect(cancel).toMatchObject({ status: 'succeeded', type: 'taskCancelation' });
    const details = cancel.details as { matchedTasks: number; canceledTasks: number };
    const after: Task[] = [];
    for (const write of writes) after.push(await target().client.tasks.waitForTask(write));
    const canceled = after.filter((task) => task.status === 'canceled');
    expect(details.canceledTasks).toBe(canceled.length);
    expect(details.matchedTasks).toBeGreaterThanOrEqual(canceled.length);
    for (const task of after) expect(['succeeded', 'canceled']).toContain(task.status);
    for (const task of canceled) {
      expect(task).toMatchObject({
        canceledBy: cancel.uid,
        batchUid: cancel.batchUid,
        details: { indexedDocuments: 0 },
      });
      expect(task.finishedAt).not.toBeNull();
    }
    const listed = await target().client.tasks.getTasks({ canceledBy: [cancel.uid] });
    expect(listed.results.map((task) => task.uid).sort()).toEqual(
      canceled.map((task) => task.uid).sort(),
    );
  });

  it('enqueues a taskDeletion that deletes the matching finished tasks', async () => {
    const uid = target().uid('delete_tasks');
    const created = await target().client.createIndex(uid).waitTask();
    const added = await target()
      .client.index(uid)
      .addDocuments([{ id: 1 }])
      .waitTask();
    const response = await target().fetch(`/tasks?indexUids=${uid}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    const enqueued = (await response.json()) as { taskUid: number };
    expect(enqueued).toEqual({
      taskUid: expect.any(Number),
      indexUid: null,
      status: 'enqueued',
      type: 'taskDeletion',
      enqueuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const done = await target().client.tasks.waitForTask(enqueued.taskUid);
    expect(done).toMatchObject({
      indexUid: null,
      status: 'succeeded',
      type: 'taskDeletion',
      details: { matchedTasks: 2, deletedTasks: 2, originalFilter: `?indexUids=${uid}` },
    });
    for (const task of [created, added]) {
      await expectApiError(target().client.tasks.getTask(task.uid), {
        status: 404,
        code: 'task_not_found',
      });
    }
    expect((await target().client.tasks.getTasks({ indexUids: [uid] })).total).toBe(0);
    // The documents stay: only the task history goes.
    expect((await target().client.index(uid).getDocuments()).total).toBe(1);
  });

  it('deletes through the client, counting only what it matched when enqueued', async () => {
    const uid = target().uid('delete_client');
    const created = await target().client.createIndex(uid).waitTask();
    const deletion = await target()
      .client.tasks.deleteTasks({ uids: [created.uid, 987_654_321] })
      .waitTask();
    expect(deletion.details).toMatchObject({ matchedTasks: 1, deletedTasks: 1 });
    const again = await target()
      .client.tasks.deleteTasks({ uids: [created.uid] })
      .waitTask();
    expect(again.details).toMatchObject({ matchedTasks: 0, deletedTasks: 0 });
  });
});
