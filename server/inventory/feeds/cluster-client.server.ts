import { Meilisearch } from 'meilisearch';
import type { Env } from '#server/env.server.ts';

/** With MEILI_HOST a pull writes the cluster itself, as `npm run import` does; else none. */
export function clusterClient(
  env: Pick<Env, 'MEILI_HOST' | 'MEILI_API_KEY'>,
): Meilisearch | undefined {
  if (!env.MEILI_HOST) return undefined;
  return new Meilisearch({
    host: env.MEILI_HOST,
    ...(env.MEILI_API_KEY ? { apiKey: env.MEILI_API_KEY } : {}),
  });
}
