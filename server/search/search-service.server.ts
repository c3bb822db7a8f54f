import { Meilisearch } from 'meilisearch';
import type { Car } from '#shared/inventory/car.ts';
import { createSearchEngine } from './engine/search-engine.ts';
import type { SearchParams, SearchResponse } from './engine/types.ts';
import { createInProcessMeiliSearch } from './engine/http/in-process-client.ts';
import { createInProcessMultiSearch } from './engine/http/in-process-multi-search.ts';
import { CARS_INDEX_UID } from './cars-index.server.ts';
import type { CarDocument } from './cars-document.server.ts';
import {
  assertSucceeded,
  ensureCarsIndex,
  replaceTenantCars,
} from './replace-tenant-cars.server.ts';
import { createSerialWrites, type SerialWrites } from './serial-writes.server.ts';
import { writeWasDropped } from './import-builds.server.ts';

const STARTUP_BATCH = 10_000;
/** Times a write is put back after imports swapped it away, before giving up. */
const MAX_REWRITES = 5;

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
  /** Inventory changed (an import): cached answers are stale from now on. */
  invalidate(): void;
  /** A page of documents by filter (the documents API: not capped by maxTotalHits). */
  documents(query: DocumentsPage): Promise<Array<Record<string, unknown>>>;
  /**
   * Sets `reserved` on these cars (a partial update: the rest of each document stays) and
   * waits until searches see it. Ids the index does not hold are skipped, never created.
   */
  setReserved(updates: ReadonlyArray<{ id: number; reserved: boolean }>): Promise<void>;
}

export interface DocumentsPage {
  filter: string;
  fields: string[];
  limit: number;
  offset: number;
}

export interface EmbeddedSearchService extends SearchService {
  /** Makes `documents` the tenant's whole stock in the in-process index. */
  replaceTenantCars(tenantSlug: string, documents: readonly CarDocument[]): Promise<void>;
}

/**
 * One code path for both deployments: the official `meilisearch` client, talking
 * to the embedded engine in process, or to a Meilisearch cluster at MEILI_HOST.
 */
function createService(client: Meilisearch, serial: SerialWrites): SearchService {
  let version = 0;
  return {
    indexUid: CARS_INDEX_UID,
    get version() {
      return version;
    },
    invalidate() {
      version += 1;
    },
    async multiSearch(queries) {
      const response = await client.multiSearch({ queries } as never);
      return response as unknown as { results: Array<SearchResponse & { indexUid: string }> };
    },
    async checkHealth() {
      await client.health();
    },
    setReserved(updates) {
      return serial(() => reserve(updates));
    },
    async documents({ filter, fields, limit, offset }) {
      const page = await client
        .index(CARS_INDEX_UID)
        .getDocuments<Record<string, unknown>>({ filter, fields, limit, offset });
      return page.results;
    },
  };

  async function reserve(updates: Parameters<SearchService['setReserved']>[0]): Promise<void> {
    if (updates.length === 0) return;
    const index = client.index(CARS_INDEX_UID);
    // A partial update of an id the index lacks would create a bare document: skip those.
    const held = await index.getDocuments<{ id: number }>({
      filter: `id IN [${updates.map((update) => update.id).join(', ')}]`,
      fields: ['id'],
      limit: updates.length,
    });
    const ids = new Set(held.results.map((document) => Number(document.id)));
    const present = updates.filter((update) => ids.has(update.id));
    if (present.length === 0) return;
    // An import elsewhere whose copy missed this write may swap it away: then write it again.
    for (let attempt = 1; ; attempt++) {
      const task = await index.updateDocuments(present as never[]).waitTask();
      assertSucceeded(task);
      version += 1;
      if (!(await writeWasDropped(client, task.uid))) return;
      if (attempt >= MAX_REWRITES) {
        throw new Error(
          `Imports kept replacing the ${CARS_INDEX_UID} index; reserved flags not settled for cars ${present.map((update) => update.id).join(', ')}`,
        );
      }
    }
  }
}

/**
 * The zero-setup default: an in-process engine filled with every tenant's stock
 * (`CarDocument`s; plain Cars in tests that need no derived facets) before the app serves.
 */
export async function createEmbeddedSearchService(
  documents: readonly Car[],
): Promise<EmbeddedSearchService> {
  const engine = createSearchEngine();
  const client = createInProcessMeiliSearch(engine);
  const multiSearch = createInProcessMultiSearch(engine);
  await ensureCarsIndex(client);
  // Batches, as imports do: one payload of every tenant's stock would pass the 100 MB limit.
  for (let start = 0; start < documents.length; start += STARTUP_BATCH) {
    const batch = documents.slice(start, start + STARTUP_BATCH) as never[];
    assertSucceeded(await client.index(CARS_INDEX_UID).addDocuments(batch).waitTask());
  }
  // Reservations wait while an import rebuilds the index, so the swap cannot drop them.
  const serial = createSerialWrites();
  const service = createService(client, serial);
  return {
    ...service,
    get version() {
      return service.version;
    },
    // Page loaders' reads skip the client's Fetch round trip (docs/decisions/0034).
    multiSearch: async (queries) =>
      (await multiSearch({ queries })) as Awaited<ReturnType<SearchService['multiSearch']>>,
    async replaceTenantCars(tenantSlug, documents) {
      try {
        await serial(() => replaceTenantCars(client, tenantSlug, documents));
      } finally {
        // A failure after the swap still changed what searches answer.
        service.invalidate();
      }
    },
  };
}

/** A Meilisearch cluster; its inventory is managed by imports, not at startup. */
export function createRemoteSearchService(host: string, apiKey: string | undefined): SearchService {
  return createClientSearchService(new Meilisearch(apiKey ? { host, apiKey } : { host }));
}

/** The service over a client of a cluster other processes write too (tests pass their own). */
export function createClientSearchService(client: Meilisearch): SearchService {
  return createService(client, createSerialWrites());
}
