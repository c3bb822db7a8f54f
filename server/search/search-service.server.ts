import { Meilisearch } from 'meilisearch';
import type { Car } from '#shared/inventory/car.ts';
import { createSearchEngine } from './engine/search-engine.ts';
import type { SearchParams, SearchResponse } from './engine/types.ts';
import { createInProcessMeiliSearch } from './http/in-process-client.ts';
import { CARS_INDEX_SETTINGS, CARS_INDEX_UID } from './cars-index.server.ts';

export interface SearchService {
  /** Meilisearch multi-search on the cars index (embedded engine or MEILI_HOST). */
  multiSearch(
    queries: Array<SearchParams & { indexUid: string }>,
  ): Promise<{ results: Array<SearchResponse & { indexUid: string }> }>;
  /** Bumped whenever inventory changes; part of every cache key. */
  readonly version: number;
  readonly indexUid: string;
  /** Throws when the engine cannot answer (readiness). */
  checkHealth(): Promise<void>;
}

/**
 * One code path for both deployments: the official `meilisearch` client, talking
 * to the embedded engine in process, or to a Meilisearch cluster at MEILI_HOST.
 */
function createService(client: Meilisearch): SearchService & { bump(): void } {
  let version = 0;
  return {
    indexUid: CARS_INDEX_UID,
    get version() {
      return version;
    },
    bump() {
      version += 1;
    },
    async multiSearch(queries) {
      const response = await client.multiSearch({ queries } as never);
      return response as unknown as { results: Array<SearchResponse & { indexUid: string }> };
    },
    async checkHealth() {
      await client.health();
    },
  };
}

/** The zero-setup default: an in-process engine filled with `cars` before the app serves. */
export async function createEmbeddedSearchService(cars: readonly Car[]): Promise<SearchService> {
  const client = createInProcessMeiliSearch(createSearchEngine());
  const index = client.index(CARS_INDEX_UID);
  assertSucceeded(await client.createIndex(CARS_INDEX_UID, { primaryKey: 'id' }).waitTask());
  assertSucceeded(await index.updateSettings(CARS_INDEX_SETTINGS).waitTask());
  assertSucceeded(await index.addDocuments([...cars] as never[]).waitTask());
  const service = createService(client);
  service.bump();
  return service;
}

/** A Meilisearch cluster; its inventory is managed by imports, not at startup. */
export function createRemoteSearchService(host: string, apiKey: string | undefined): SearchService {
  return createService(new Meilisearch(apiKey ? { host, apiKey } : { host }));
}

function assertSucceeded(task: {
  status: string;
  type: string;
  error?: { message: string } | null;
}) {
  if (task.status !== 'succeeded') {
    throw new Error(
      `Search index task ${task.type} ${task.status}: ${task.error?.message ?? 'no detail'}`,
    );
  }
}
