import { ok } from '../responses.ts';
import { integerParam, listParam, parseInteger } from '../params.ts';
import type { RouteHandler } from '../route-context.ts';

export const listTasks: RouteHandler = async ({ engine, url }) =>
  ok(
    await engine.listTasks({
      indexUids: listParam(url, 'indexUids'),
      statuses: listParam(url, 'statuses'),
      types: listParam(url, 'types'),
      uids: listParam(url, 'uids')?.map((uid) => parseInteger(uid, 'uids', 'invalid_task_uids')),
      limit: integerParam(url, 'limit', 'invalid_task_limit'),
      from: integerParam(url, 'from', 'invalid_task_from'),
    }),
  );

export const getTask: RouteHandler = async ({ engine, params }) =>
  ok(await engine.getTask(parseInteger(params.taskUid ?? '', 'uids', 'invalid_task_uids')));
