import { performance } from 'node:perf_hooks';
import { errors } from '../errors.ts';
import { SearchError, isSearchError } from '../search-error.ts';
import type {
  Batch,
  BatchList,
  EnqueuedTask,
  Task,
  TaskList,
  TaskQueryInput,
  TaskType,
} from '../types.ts';
import { batchMatches, batchView, type BatchRecord } from './batches.ts';
import { pageOf, taskMatches } from './task-filters.ts';
import { parseTaskQuery } from './task-query.ts';
import { failedDetails, isoDuration, missingTaskFilters } from './task-outcome.ts';

type Details = Record<string, unknown>;

/** Applies a task's write and returns its final details; throws a SearchError to fail it. */
export type TaskRun = () => Details;

export interface TaskQueue {
  /** Adds a task of any type; `run` happens on a later turn of the event loop. */
  enqueue(indexUid: string | null, type: TaskType, details: Details, run: TaskRun): EnqueuedTask;
  getTask(uid: number): Task;
  listTasks(query?: TaskQueryInput): TaskList;
  cancelTasks(query: TaskQueryInput): EnqueuedTask;
  deleteTasks(query: TaskQueryInput): EnqueuedTask;
  getBatch(uid: number): Batch;
  listBatches(query?: TaskQueryInput): BatchList;
  /** Resolves once every enqueued task has run (and the indexes are settled). */
  waitForTasks(): Promise<void>;
  /**
   * Until the returned release is called, a pause between writes does not settle the indexes
   * (a server loading many sites' stock, write after write); searches still settle what they
   * read, and `waitForTasks` still settles.
   */
  holdSettling(): () => void;
  /** Every task held, oldest first, as stored (a swap renames their index uids). */
  history(): IterableIterator<Task>;
}

export interface TaskQueueOptions {
  now: () => Date;
  /**
   * Called once writes pause: at once when someone waits, after `SETTLE_DELAY_MS`
   * otherwise, so an import sending batch after batch settles once, not per batch.
   */
  settle: () => void;
}

// Longer than a client's task polling (meilisearch-js: 50 ms), so the next batch
// of an import arrives first.
const SETTLE_DELAY_MS = 200;

/**
 * Which enqueued task runs next: cancelations, then deletions of tasks, then
 * snapshots and dumps, then everything else in order, as Meilisearch's
 * scheduler picks them. A new task type needs no entry unless it jumps the queue.
 */
const PRIORITY: Partial<Record<TaskType, number>> = {
  taskCancelation: 0,
  taskDeletion: 1,
  snapshotCreation: 2,
  dumpCreation: 3,
};
const FINISHED = new Set(['succeeded', 'failed', 'canceled']);

/**
 * Meilisearch's task queue, in process: tasks run one by one, each in a batch
 * of its own (a cancelation's batch also holds the tasks it canceled), each
 * atomically; reads are synchronous.
 */
export function createTaskQueue(options: TaskQueueOptions): TaskQueue {
  const { now } = options;
  const tasks = new Map<number, Task>();
  const pending: Array<{ task: Task; run: TaskRun }> = [];
  const batches = new Map<number, BatchRecord>();
  let nextTaskUid = 0;
  let nextBatchUid = 0;
  let scheduled = false;
  let waiters: Array<() => void> = [];
  let settleTimer: ReturnType<typeof setTimeout> | null = null;
  let settlingHeld = 0;
  /** The tasks a cancelation running now has canceled: they join its batch. */
  let canceledNow: Task[] = [];

  const settleNow = (): void => {
    if (settleTimer !== null) clearTimeout(settleTimer);
    settleTimer = null;
    options.settle();
  };

  const schedule = (): void => {
    if (settleTimer !== null) clearTimeout(settleTimer);
    settleTimer = null;
    if (scheduled) return;
    scheduled = true;
    setImmediate(processNext);
  };

  const enqueue: TaskQueue['enqueue'] = (indexUid, type, details, run) => {
    const task: Task = {
      uid: nextTaskUid++,
      batchUid: null,
      indexUid,
      status: 'enqueued',
      type,
      canceledBy: null,
      details,
      error: null,
      duration: null,
      enqueuedAt: now().toISOString(),
      startedAt: null,
      finishedAt: null,
    };
    tasks.set(task.uid, task);
    pending.push({ task, run });
    schedule();
    return { taskUid: task.uid, indexUid, status: 'enqueued', type, enqueuedAt: task.enqueuedAt };
  };

  // Among cancelations the newest runs first (it may cancel older ones), as in Meilisearch.
  const takeNext = () => {
    const rank = (i: number) => PRIORITY[pending[i]!.task.type] ?? 9;
    let best = 0;
    for (let i = 1; i < pending.length; i++) {
      if (rank(i) < rank(best) || (rank(i) === 0 && rank(best) === 0)) best = i;
    }
    return pending.splice(best, 1)[0];
  };

  const processNext = (): void => {
    scheduled = false;
    const next = pending.length > 0 ? takeNext() : undefined;
    if (next) runTask(next.task, next.run);
    if (pending.length > 0) return schedule();
    const done = waiters;
    waiters = [];
    if (done.length > 0) settleNow();
    else if (settlingHeld === 0) {
      settleTimer = setTimeout(settleNow, SETTLE_DELAY_MS);
      settleTimer.unref?.();
    }
    for (const resolve of done) resolve();
  };

  const runTask = (task: Task, run: TaskRun): void => {
    const batchUid = nextBatchUid++;
    const started = now();
    const clock = performance.now();
    task.batchUid = batchUid;
    task.status = 'processing';
    task.startedAt = started.toISOString();
    canceledNow = [];
    try {
      task.details = run();
      task.status = 'succeeded';
    } catch (error) {
      task.status = 'failed';
      const failure = isSearchError(error)
        ? error
        : new SearchError('internal', String(error), { type: 'internal', httpStatus: 500 });
      task.error = failure.toJSON();
      task.details = failedDetails(task.details);
    }
    const finished = now();
    const duration = isoDuration(
      Math.max(finished.getTime() - started.getTime(), performance.now() - clock),
    );
    const processed = [task, ...canceledNow];
    for (const one of processed) {
      one.batchUid = batchUid;
      one.startedAt = task.startedAt;
      one.finishedAt = finished.toISOString();
      one.duration = duration;
    }
    canceledNow = [];
    batches.set(batchUid, {
      view: batchView(batchUid, processed, duration),
      taskUids: processed.map((one) => one.uid),
    });
  };

  /** The uids of the tasks a cancel or delete query matches now, when it is enqueued. */
  const select = (input: TaskQueryInput, action: 'cancel' | 'delete') => {
    const query = parseTaskQuery(input, 'select');
    if (!query.filtered) throw missingTaskFilters(action);
    const matched: number[] = [];
    for (const task of tasks.values()) if (taskMatches(task, query.filter)) matched.push(task.uid);
    return { matched, originalFilter: query.original };
  };

  const cancel = (cancelUid: number, matched: readonly number[]): number => {
    const uids = new Set(matched);
    for (let i = pending.length - 1; i >= 0; i--) {
      const { task } = pending[i]!;
      if (!uids.has(task.uid)) continue;
      pending.splice(i, 1);
      task.status = 'canceled';
      task.canceledBy = cancelUid;
      task.details = failedDetails(task.details);
      canceledNow.unshift(task);
    }
    return canceledNow.length;
  };

  const remove = (matched: readonly number[]): number => {
    let deleted = 0;
    for (const uid of matched) {
      if (FINISHED.has(tasks.get(uid)?.status ?? '')) deleted += tasks.delete(uid) ? 1 : 0;
    }
    for (const [uid, record] of batches) {
      if (!record.taskUids.some((taskUid) => tasks.has(taskUid))) batches.delete(uid);
    }
    return deleted;
  };

  return {
    enqueue,

    getTask(uid) {
      const task = tasks.get(uid);
      if (!task) throw errors.taskNotFound(uid);
      return structuredClone(task);
    },

    listTasks(input = {}) {
      const query = parseTaskQuery(input, 'list');
      const matching = [...tasks.values()].filter((task) => taskMatches(task, query.filter));
      const page = pageOf(matching, (task) => task.uid, query);
      return { ...page, results: page.results.map((task) => structuredClone(task)) };
    },

    cancelTasks(input) {
      const { matched, originalFilter } = select(input, 'cancel');
      const details = { matchedTasks: matched.length, canceledTasks: null, originalFilter };
      const uid = nextTaskUid;
      return enqueue(null, 'taskCancelation', details, () => ({
        ...details,
        canceledTasks: cancel(uid, matched),
      }));
    },

    deleteTasks(input) {
      const { matched, originalFilter } = select(input, 'delete');
      const details = { matchedTasks: matched.length, deletedTasks: null, originalFilter };
      return enqueue(null, 'taskDeletion', details, () => ({
        ...details,
        deletedTasks: remove(matched),
      }));
    },

    getBatch(uid) {
      const record = batches.get(uid);
      if (!record) {
        throw new SearchError('batch_not_found', `Batch \`${uid}\` not found.`, {
          httpStatus: 404,
        });
      }
      return structuredClone(record.view);
    },

    listBatches(input = {}) {
      const query = parseTaskQuery(input, 'list');
      const matching = [...batches.values()].filter((record) =>
        batchMatches(record, tasks, query.filter),
      );
      const page = pageOf(matching, (record) => record.view.uid, query);
      return { ...page, results: page.results.map((record) => structuredClone(record.view)) };
    },

    waitForTasks() {
      if (pending.length === 0 && !scheduled) {
        settleNow();
        return Promise.resolve();
      }
      return new Promise((resolve) => waiters.push(resolve));
    },

    holdSettling() {
      settlingHeld += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        settlingHeld -= 1;
      };
    },

    history: () => tasks.values(),
  };
}
