import { ok } from '../responses.ts';
import type { RouteHandler } from '../route-context.ts';
import { pathUid } from './tasks.ts';

export const listBatches: RouteHandler = async ({ engine, url }) =>
  ok(await engine.listBatches(url.search));

export const getBatch: RouteHandler = async ({ engine, params }) =>
  ok(await engine.getBatch(pathUid(params.batchUid ?? '', 'Batch', 'invalid_batch_uids')));
