import type { SearchErrorBody } from '../search-error.ts';

export type TaskStatus = 'enqueued' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export type TaskType =
  | 'indexCreation'
  | 'indexUpdate'
  | 'indexDeletion'
  | 'documentAdditionOrUpdate'
  | 'documentDeletion'
  | 'settingsUpdate'
  | 'indexSwap'
  | 'taskCancelation'
  | 'taskDeletion'
  | 'dumpCreation'
  | 'snapshotCreation';

/** What every write returns at once (Meilisearch's summarized task). */
export interface EnqueuedTask {
  taskUid: number;
  indexUid: string | null;
  status: 'enqueued';
  type: TaskType;
  enqueuedAt: string;
}

/** Meilisearch's task object (`GET /tasks/:uid`). */
export interface Task {
  uid: number;
  /** The batch that processed the task; null while it is enqueued. */
  batchUid: number | null;
  indexUid: string | null;
  status: TaskStatus;
  type: TaskType;
  canceledBy: number | null;
  details: Record<string, unknown>;
  error: SearchErrorBody | null;
  /** ISO 8601 duration such as `PT0.012S`; null until finished. */
  duration: string | null;
  enqueuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface TaskList {
  results: Task[];
  limit: number;
  from: number | null;
  next: number | null;
  total: number;
}

/** Meilisearch's batch object (`GET /batches/:uid`); `progress` is null once finished. */
export interface Batch {
  uid: number;
  progress: null;
  details: Record<string, unknown>;
  stats: {
    totalNbTasks: number;
    status: Record<string, number>;
    types: Record<string, number>;
    indexUids: Record<string, number>;
  };
  duration: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** Why the batch holds the tasks it holds (Meilisearch 1.15). */
  batchStrategy: string;
}

export interface BatchList {
  results: Batch[];
  limit: number;
  from: number | null;
  next: number | null;
  total: number;
}

/**
 * The query parameters of the tasks and batches routes: a query string
 * (`?statuses=failed`) or an object (lists as arrays).
 */
export type TaskQueryInput =
  | string
  | Record<
      string,
      string | number | boolean | Date | ReadonlyArray<string | number> | null | undefined
    >;
