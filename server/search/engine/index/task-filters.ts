import type { Task } from '../types.ts';
import type { TaskFilter, TaskQuery } from './task-query.ts';

/** Whether a task passes every filter of a query (Meilisearch ANDs different filters). */
export function taskMatches(task: Task, filter: TaskFilter): boolean {
  const { dates } = filter;
  return (
    (!filter.uids || filter.uids.has(task.uid)) &&
    (!filter.batchUids || (task.batchUid !== null && filter.batchUids.has(task.batchUid))) &&
    (!filter.canceledBy || (task.canceledBy !== null && filter.canceledBy.has(task.canceledBy))) &&
    (!filter.types || filter.types.has(task.type)) &&
    (!filter.statuses || filter.statuses.has(task.status)) &&
    (!filter.indexUids || (task.indexUid !== null && filter.indexUids.has(task.indexUid))) &&
    within(task.enqueuedAt, dates.afterEnqueuedAt, dates.beforeEnqueuedAt) &&
    within(task.startedAt, dates.afterStartedAt, dates.beforeStartedAt) &&
    within(task.finishedAt, dates.afterFinishedAt, dates.beforeFinishedAt)
  );
}

/** A date between two exclusive bounds; a missing date (not started yet) fails any bound. */
export function within(iso: string | null, after?: number, before?: number): boolean {
  if (after === undefined && before === undefined) return true;
  if (iso === null) return false;
  const time = Date.parse(iso);
  return (after === undefined || time > after) && (before === undefined || time < before);
}

export interface Page<T> {
  results: T[];
  total: number;
  limit: number;
  from: number | null;
  next: number | null;
}

/**
 * One page of a list in ascending uid order, as Meilisearch pages tasks and
 * batches: newest first (oldest first with `reverse`), starting at uid `from`;
 * `total` counts every match, ignoring `from` and `limit`; `next` is the uid
 * the following page starts at.
 */
export function pageOf<T>(
  ascending: readonly T[],
  uidOf: (item: T) => number,
  query: TaskQuery,
): Page<T> {
  const { from, limit, reverse } = query;
  const results: T[] = [];
  let next: number | null = null;
  const n = ascending.length;
  for (let k = 0; k < n; k++) {
    const item = ascending[reverse ? k : n - 1 - k]!;
    const uid = uidOf(item);
    if (from !== null && (reverse ? uid < from : uid > from)) continue;
    if (results.length === limit) {
      next = uid;
      break;
    }
    results.push(item);
  }
  return { results, total: n, limit, from: results.length > 0 ? uidOf(results[0]!) : null, next };
}
