import { ok } from '../responses.ts';
import type { RouteHandler } from '../route-context.ts';

export const getStats: RouteHandler = async ({ engine }) => ok(await engine.getStats());

export const getIndexStats: RouteHandler = async ({ engine, uid }) =>
  ok(await engine.getIndexStats(uid));
