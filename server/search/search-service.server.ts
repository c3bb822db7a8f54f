import { Meilisearch } from 'meilisearch';
import type { Car } from '#shared/inventory/car.ts';
import { createSearchEngine } from './engine/search-engine.ts';
import type { SearchEngine, SearchParams, SearchResponse } from './engine/types.ts';
import { createInProcessMeiliSearch } from './engine/http/in-process-client.ts';
import { createInProcessMultiSearch } from './engine/http/in-process-multi-search.ts';
import { CARS_INDEX_UID } from './cars-index.server.ts';
import type { CarDocument } from './cars-document.server.ts';
import { quote } from './engine/filter/serialize-filter.ts';
import {
  assertSucceeded,
  ensureCarsIndex,
  findForeignIds,
  foreignIdsError,
} from './replace-tenant-cars.server.ts';
import { createSerialWrites, type SerialWrites } from './serial-writes.server.ts';
import { createStockVersions } from './stock-versions.ts';
import { scopeDealers } from './proxy/scope-dealers.ts';
import type { TenantSearchScope } from './proxy/scope-query.ts';
import { writeWasDropped } from './import-builds.server.ts';

/** Times a write is put back after imports swapped it away, before giving up. */
const MAX_REWRITES = 5;

export interface SearchService {
  /** Meilisearch multi-search on the cars index (embedded engine or MEILI_HOST). */
  multiSearch(
    queries: Array<SearchParams & { indexUid: string }>,
  ): Promise<{ results: Array<SearchResponse & { indexUid: string }> }>;
  /**
   * The version of the stock a site's search scope can see: it moves whenever any car the
   * scope can reach changes (an import, a reservation), and is part of the key of everything
   * cached from the index for that site (stock-versions.ts).
   */
  stockVersion(site: TenantSearchScope): string;
  readonly indexUid: string;
  /** Throws when the engine cannot answer (readiness). */
  checkHealth(): Promise<void>;
  /**
   * These dealers' cars changed (their stock replaced here, an import into a cluster, a peer's
   * news): what was cached from them is stale from now on. Every dealer's when `dealers` is
   * undefined.
   */
  invalidate(dealers?: readonly string[]): void;
  /** A page of documents by filter (the documents API: not capped by maxTotalHits). */
  documents(query: DocumentsPage): Promise<Array<Record<string, unknown>>>;
  /**
   * Sets `reserved` on these cars (a partial update: the rest of each document stays) and
   * waits until searches see it. Ids the index does not hold are skipped, never created.
   * Resolves to the dealers whose cars were written (what a peer's caches must drop).
   */
  setReserved(
    updates: ReadonlyArray<{ id: number; reserved: boolean }>,
  ): Promise<readonly string[]>;
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
  /**
   * Adds a site's stock at start-up, before any of it is in the index. `read` runs in turn
   * with every other write, so it reads the site's stock as it is then: none (undefined) for
   * a site removed meanwhile, and with the reservations made before it.
   */
  loadTenantCars(
    tenantSlug: string,
    read: () => Promise<readonly CarDocument[] | undefined>,
  ): Promise<void>;
  /**
   * For loading many sites' stock write after write: the index is not settled between them
   * (a full settle of a fleet's index takes seconds) until `settle` is called, which settles
   * it once; searches meanwhile settle what they read.
   */
  holdSettling(): { settle(): Promise<void> };
}

/**
 * One code path for both deployments: the official `meilisearch` client, talking
 * to the embedded engine in process, or to a Meilisearch cluster at MEILI_HOST.
 */
function createService(client: Meilisearch, serial: SerialWrites): SearchService {
  const versions = createStockVersions();
  return {
    indexUid: CARS_INDEX_UID,
    stockVersion: (site) => versions.of(scopeDealers(site)),
    invalidate: (dealers) => versions.changed(dealers),
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

  async function reserve(
    updates: Parameters<SearchService['setReserved']>[0],
  ): Promise<readonly string[]> {
    if (updates.length === 0) return [];
    const index = client.index(CARS_INDEX_UID);
    // A partial update of an id the index lacks would create a bare document: skip those.
    const held = await index.getDocuments<{ id: number; dealership_slug: string }>({
      filter: `id IN [${updates.map((update) => update.id).join(', ')}]`,
      fields: ['id', 'dealership_slug'],
      limit: updates.length,
    });
    const dealerOf = new Map(
      held.results.map((document) => [Number(document.id), document.dealership_slug]),
    );
    const present = updates.filter((update) => dealerOf.has(update.id));
    if (present.length === 0) return [];
    const dealers = [...new Set(present.map((update) => dealerOf.get(update.id)!))];
    // An import elsewhere whose copy missed this write may swap it away: then write it again.
    for (let attempt = 1; ; attempt++) {
      const task = await index.updateDocuments(present as never[]).waitTask();
      assertSucceeded(task);
      versions.changed(dealers);
      if (!(await writeWasDropped(client, task.uid))) return dealers;
      if (attempt >= MAX_REWRITES) {
        throw new Error(
          `Imports kept replacing the ${CARS_INDEX_UID} index; reserved flags not settled for cars ${present.map((update) => update.id).join(', ')}`,
        );
      }
    }
  }
}

/**
 * The zero-setup default: an in-process engine, filled one site's stock at a time: with
 * `stock` before it is returned (`CarDocument`s; plain Cars in tests that need no derived
 * facets), or by `loadTenantCars` while the server serves (server/inventory/stock-loading).
 * The stock is handed to the engine as it is, not written as JSON for its HTTP API and read
 * back: at a fleet's 300,000 cars that round trip was a fifth of the start-up and held a
 * second copy of every batch (docs/decisions/0035-fleet-memory-and-start-up.md).
 */
export async function createEmbeddedSearchService(
  stock: Iterable<readonly Car[]>,
): Promise<EmbeddedSearchService> {
  const engine = createSearchEngine();
  const client = createInProcessMeiliSearch(engine);
  const multiSearch = createInProcessMultiSearch(engine);
  await ensureCarsIndex(client);
  /** Cars not in the index yet, added as one task. */
  const add = async (documents: readonly Car[]) => {
    const { taskUid } = engine.addDocuments(CARS_INDEX_UID, documents, { mode: 'replace' });
    assertSucceeded(await taskDone(engine, taskUid));
  };
  for (const documents of stock) await add(documents);
  await engine.waitForTasks();
  // One write at a time: a reservation never lands between an import's check and its write.
  const serial = createSerialWrites();
  const service = createService(client, serial);
  return {
    ...service,
    // Page loaders' reads skip the client's Fetch round trip (docs/decisions/0034).
    multiSearch: async (queries) =>
      (await multiSearch({ queries })) as Awaited<ReturnType<SearchService['multiSearch']>>,
    holdSettling() {
      const release = engine.holdSettling();
      return {
        settle: () => {
          release();
          return engine.waitForTasks();
        },
      };
    },
    loadTenantCars(tenantSlug, read) {
      return serial(async () => {
        const documents = await read();
        if (!documents) return;
        await add(documents);
        service.invalidate([tenantSlug]);
      });
    },
    async replaceTenantCars(tenantSlug, documents) {
      try {
        await serial(() => replaceInPlace(client, engine, tenantSlug, documents));
      } finally {
        service.invalidate([tenantSlug]);
      }
    },
  };
}

/**
 * A site's whole stock replaced in the one in-process index by a single task, which searches
 * see all at once. A cluster's import builds a copy of the index and swaps it
 * (replace-tenant-cars.server.ts); here only this process writes, and copying every other
 * site's cars for each import cost a fleet of 300,000 cars minutes and twice the memory
 * (decision 0035).
 */
async function replaceInPlace(
  client: Meilisearch,
  engine: SearchEngine,
  tenantSlug: string,
  documents: readonly CarDocument[],
): Promise<void> {
  const ids = documents.map((document) => document.id);
  const foreign = await findForeignIds(client, tenantSlug, ids);
  if (foreign.length > 0) throw foreignIdsError(foreign);
  const { taskUid } = engine.addDocuments(CARS_INDEX_UID, documents, {
    mode: 'replace',
    replaceWhere: `dealership_slug = ${quote(tenantSlug)}`,
  });
  assertSucceeded(await taskDone(engine, taskUid));
}

/** The task once the engine has run it (tasks run on the next turn of the event loop). */
async function taskDone(engine: SearchEngine, taskUid: number) {
  for (;;) {
    const task = engine.getTask(taskUid);
    if (task.status !== 'enqueued' && task.status !== 'processing') return task;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A Meilisearch cluster; its inventory is managed by imports, not at startup. */
export function createRemoteSearchService(host: string, apiKey: string | undefined): SearchService {
  return createClientSearchService(new Meilisearch(apiKey ? { host, apiKey } : { host }));
}

/** The service over a client of a cluster other processes write too (tests pass their own). */
export function createClientSearchService(client: Meilisearch): SearchService {
  return createService(client, createSerialWrites());
}
