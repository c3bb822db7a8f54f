import { ok } from '../responses.ts';
import type { RouteHandler } from '../route-context.ts';

/** Reported by `GET /version`: the Meilisearch API version this handler follows. */
export const COMPATIBLE_MEILISEARCH_VERSION = '1.15.0';

export const health: RouteHandler = () => ok({ status: 'available' });

export const version: RouteHandler = () =>
  ok({ commitSha: 'embedded', commitDate: 'unknown', pkgVersion: COMPATIBLE_MEILISEARCH_VERSION });
