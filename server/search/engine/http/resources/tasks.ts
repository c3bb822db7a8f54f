import { SearchError } from '../../search-error.ts';
import { ok } from '../responses.ts';
import type { RouteHandler } from '../route-context.ts';

// The query string goes to the engine as received: it reads the filters, and
// keeps the string as a cancelation's or deletion's `originalFilter`.
export const listTasks: RouteHandler = async ({ engine, url }) =>
  ok(await engine.listTasks(url.search));

// Meilisearch 1.15 answers 200 (not the 202 of other writes) with the enqueued task for
// these two: its source marks 202 as the intended answer but keeps 200 until a major
// version, as changing it would break clients. The engine answers as Meilisearch does.
export const cancelTasks: RouteHandler = async ({ engine, url }) =>
  ok(await engine.cancelTasks(url.search));

export const deleteTasks: RouteHandler = async ({ engine, url }) =>
  ok(await engine.deleteTasks(url.search));

export const getTask: RouteHandler = async ({ engine, params }) =>
  ok(await engine.getTask(pathUid(params.taskUid ?? '', 'Task', 'invalid_task_uids')));

/** A `:taskUid` or `:batchUid` path segment: digits only. */
export function pathUid(raw: string, what: 'Task' | 'Batch', code: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) > 4_294_967_295) {
    throw new SearchError(
      code,
      `${what} uid \`${raw}\` is invalid. It should only contain numeric characters.`,
    );
  }
  return Number(raw);
}
