import type { Batch, Task } from '../types.ts';
import { within } from './task-filters.ts';
import type { TaskFilter } from './task-query.ts';

/** A finished batch and the uids of the tasks it processed. */
export interface BatchRecord {
  view: Batch;
  taskUids: number[];
}

/**
 * Meilisearch's batch object for tasks processed together: the first task's
 * details (without null fields, as Meilisearch shows a batch's), counts of the
 * tasks by status, type and index, and the batch's times. The engine runs one
 * task per batch (a cancelation's batch also holds the tasks it canceled), and
 * says so in `batchStrategy` with Meilisearch's wording for such a batch.
 */
export function batchView(uid: number, tasks: readonly Task[], duration: string): Batch {
  const status: Record<string, number> = {};
  const types: Record<string, number> = {};
  const indexUids: Record<string, number> = {};
  for (const task of tasks) {
    status[task.status] = (status[task.status] ?? 0) + 1;
    types[task.type] = (types[task.type] ?? 0) + 1;
    if (task.indexUid !== null) indexUids[task.indexUid] = (indexUids[task.indexUid] ?? 0) + 1;
  }
  const first = tasks[0]!;
  return {
    uid,
    progress: null,
    details: Object.fromEntries(
      Object.entries(structuredClone(first.details)).filter(([, value]) => value !== null),
    ),
    stats: { totalNbTasks: tasks.length, status, types, indexUids },
    duration,
    startedAt: first.startedAt!,
    finishedAt: first.finishedAt,
    batchStrategy: `created batch containing only task with id ${first.uid} of type \`${first.type}\` that cannot be batched with any other task.`,
  };
}

/**
 * Whether a batch passes a task filter. As in Meilisearch, `uids`, `statuses`,
 * `types`, `indexUids`, `canceledBy` and `…EnqueuedAt` are about the tasks a
 * batch holds (each met by any one of them), `batchUids` and the started and
 * finished bounds about the batch itself.
 */
export function batchMatches(
  record: BatchRecord,
  tasks: ReadonlyMap<number, Task>,
  filter: TaskFilter,
): boolean {
  const { view } = record;
  const { dates } = filter;
  if (filter.batchUids && !filter.batchUids.has(view.uid)) return false;
  if (!within(view.startedAt, dates.afterStartedAt, dates.beforeStartedAt)) return false;
  if (!within(view.finishedAt, dates.afterFinishedAt, dates.beforeFinishedAt)) return false;
  if (filter.statuses && !Object.keys(view.stats.status).some((s) => filter.statuses!.has(s))) {
    return false;
  }
  if (filter.types && !Object.keys(view.stats.types).some((t) => filter.types!.has(t))) {
    return false;
  }
  if (
    filter.indexUids &&
    !Object.keys(view.stats.indexUids).some((u) => filter.indexUids!.has(u))
  ) {
    return false;
  }
  const held = record.taskUids.map((uid) => tasks.get(uid)).filter((task) => task !== undefined);
  if (filter.uids && !held.some((task) => filter.uids!.has(task.uid))) return false;
  if (
    filter.canceledBy &&
    !held.some((task) => task.canceledBy !== null && filter.canceledBy!.has(task.canceledBy))
  ) {
    return false;
  }
  if (dates.afterEnqueuedAt !== undefined || dates.beforeEnqueuedAt !== undefined) {
    return held.some((task) =>
      within(task.enqueuedAt, dates.afterEnqueuedAt, dates.beforeEnqueuedAt),
    );
  }
  return true;
}
