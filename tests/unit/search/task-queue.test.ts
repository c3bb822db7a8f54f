import { describe, expect, test } from 'vitest';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import { SearchError } from '#server/search/engine/search-error.ts';
import { parseTaskQuery } from '#server/search/engine/index/task-query.ts';
import { parseDate } from '#server/search/engine/index/task-dates.ts';

function errorOf(run: () => unknown): SearchError {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchError) return error;
    throw error;
  }
  throw new Error('expected a SearchError');
}

describe('task cancelation', () => {
  test('runs before the tasks it cancels and takes them into its batch', async () => {
    const engine = createSearchEngine();
    const first = engine.addDocuments('cars', [{ id: 1 }], { mode: 'replace' });
    const second = engine.addDocuments('cars', [{ id: 2 }], { mode: 'replace' });
    const other = engine.createIndex('other');
    const cancel = engine.cancelTasks({ indexUids: ['cars'] });
    expect(cancel).toMatchObject({ indexUid: null, type: 'taskCancelation', status: 'enqueued' });
    expect(engine.getTask(cancel.taskUid).details).toEqual({
      matchedTasks: 2,
      canceledTasks: null,
      originalFilter: '?indexUids=cars',
    });
    await engine.waitForTasks();

    const done = engine.getTask(cancel.taskUid);
    expect(done).toMatchObject({
      status: 'succeeded',
      details: { matchedTasks: 2, canceledTasks: 2 },
    });
    for (const { taskUid } of [first, second]) {
      expect(engine.getTask(taskUid)).toMatchObject({
        status: 'canceled',
        canceledBy: cancel.taskUid,
        batchUid: done.batchUid,
        details: { receivedDocuments: 1, indexedDocuments: 0 },
        startedAt: done.startedAt,
        finishedAt: done.finishedAt,
      });
    }
    expect(engine.getTask(other.taskUid).status).toBe('succeeded');
    expect(() => engine.getIndex('cars')).toThrow(SearchError);
    // The cancelation ran first: its batch is the first one.
    expect(done.batchUid).toBe(0);
    expect(engine.getBatch(0)).toMatchObject({
      stats: {
        totalNbTasks: 3,
        status: { succeeded: 1, canceled: 2 },
        types: { taskCancelation: 1, documentAdditionOrUpdate: 2 },
        indexUids: { cars: 2 },
      },
      details: { matchedTasks: 2, canceledTasks: 2 },
      batchStrategy: `created batch containing only task with id ${cancel.taskUid} of type \`taskCancelation\` that cannot be batched with any other task.`,
    });
    expect(engine.listTasks({ canceledBy: [cancel.taskUid] }).total).toBe(2);
    expect(engine.listBatches({ canceledBy: [cancel.taskUid] }).results.map((b) => b.uid)).toEqual([
      0,
    ]);
  });

  test('leaves tasks enqueued after it alone', async () => {
    const engine = createSearchEngine();
    engine.createIndex('a');
    const cancel = engine.cancelTasks({ statuses: ['enqueued'] });
    const later = engine.createIndex('b');
    await engine.waitForTasks();
    expect(engine.getTask(cancel.taskUid).details).toMatchObject({ canceledTasks: 1 });
    expect(engine.getTask(later.taskUid).status).toBe('succeeded');
  });

  test('the newest cancelation runs first and may cancel an older one', async () => {
    const engine = createSearchEngine();
    const write = engine.createIndex('a');
    const older = engine.cancelTasks({ uids: [write.taskUid] });
    const newer = engine.cancelTasks({ types: ['taskCancelation'] });
    await engine.waitForTasks();
    expect(engine.getTask(newer.taskUid)).toMatchObject({
      status: 'succeeded',
      details: { matchedTasks: 1, canceledTasks: 1 },
    });
    expect(engine.getTask(older.taskUid)).toMatchObject({
      status: 'canceled',
      canceledBy: newer.taskUid,
      details: { canceledTasks: 0 },
    });
    expect(engine.getTask(write.taskUid).status).toBe('succeeded');
  });
});

describe('task deletion', () => {
  test('deletes only finished tasks, and batches left without tasks', async () => {
    const engine = createSearchEngine();
    const done = engine.createIndex('a');
    await engine.waitForTasks();
    const pending = engine.createIndex('b');
    const deletion = engine.deleteTasks({ uids: [done.taskUid, pending.taskUid] });
    await engine.waitForTasks();
    expect(engine.getTask(deletion.taskUid).details).toEqual({
      matchedTasks: 2,
      deletedTasks: 1,
      originalFilter: `?uids=${done.taskUid}%2C${pending.taskUid}`,
    });
    expect(errorOf(() => engine.getTask(done.taskUid)).code).toBe('task_not_found');
    expect(engine.getTask(pending.taskUid).status).toBe('succeeded');
    expect(errorOf(() => engine.getBatch(0))).toMatchObject({
      code: 'batch_not_found',
      httpStatus: 404,
    });
  });

  test('keeps the query string it was given as its original filter', () => {
    const engine = createSearchEngine();
    const task = engine.deleteTasks('?statuses=failed,canceled');
    expect(engine.getTask(task.taskUid).details.originalFilter).toBe('?statuses=failed,canceled');
  });
});

describe('task query parameters', () => {
  test('lists in-process arguments as the client writes them', () => {
    const query = parseTaskQuery({ uids: [1, 2], reverse: true, limit: 5, from: null }, 'list');
    expect([...query.filter.uids!]).toEqual([1, 2]);
    expect(query).toMatchObject({ reverse: true, limit: 5, from: null, filtered: true });
  });

  test('statuses and types are read case-insensitively', () => {
    const query = parseTaskQuery('statuses=FAILED&types=IndexCreation', 'list');
    expect([...query.filter.statuses!]).toEqual(['failed']);
    expect([...query.filter.types!]).toEqual(['indexCreation']);
  });

  test('suggests the closest parameter name', () => {
    expect(errorOf(() => parseTaskQuery('statuse=failed', 'list')).message).toMatch(
      /^Unknown parameter `statuse`: did you mean `statuses`\? expected one of `limit`/,
    );
  });

  test('a list holding * filters nothing but still has each value read', () => {
    expect(parseTaskQuery('uids=1,*', 'select').filter.uids).toBeUndefined();
    expect(errorOf(() => parseTaskQuery('uids=cat,*', 'select')).message).toBe(
      'Invalid value in parameter `uids[0]`: could not parse `cat` as a positive integer',
    );
    expect(parseTaskQuery('statuses=*', 'select').filtered).toBe(true);
  });

  test('dates: RFC 3339 with offsets and fractions; a bare day; nothing else', () => {
    expect(parseDate('2025-03-01T10:00:00+02:00', false)).toBe(Date.UTC(2025, 2, 1, 8));
    expect(parseDate('2025-03-01T10:00:00.250Z', true)).toBe(Date.UTC(2025, 2, 1, 10, 0, 0, 250));
    expect(parseDate('2025-03-01', false)).toBe(Date.UTC(2025, 2, 1));
    expect(parseDate('2025-03-01', true)).toBe(Date.UTC(2025, 2, 2));
    for (const bad of ['2025-02-30', '2025-03-01T10:00', '2025-03', 'yesterday', '1740000000']) {
      expect(parseDate(bad, false), bad).toBeNull();
    }
  });

  test('uids beyond 32 bits are refused as Meilisearch refuses them', () => {
    expect(errorOf(() => parseTaskQuery('from=4294967296', 'list')).code).toBe('invalid_task_from');
  });
});
