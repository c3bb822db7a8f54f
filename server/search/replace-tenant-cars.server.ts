// One way inventory reaches an index, embedded or Meilisearch: through the official
// client. A tenant's new stock is built into a fresh index beside the live one (every
// other tenant's cars copied over, then this tenant's), and the two are swapped in one
// task, so a search sees the tenant's whole old stock or its whole new stock, never a
// half-written mix.
import type { IndexSwap, Meilisearch } from 'meilisearch';
import { quote } from './engine/filter/serialize-filter.ts';
import type { CarDocument } from './cars-document.server.ts';
import { CARS_INDEX_SETTINGS, CARS_INDEX_UID } from './cars-index.server.ts';
import { buildIndexUid, cleanAbandonedBuilds, writeWasDropped } from './import-builds.server.ts';

const WRITE_BATCH = 10_000;
const ID_PAGE = 1_000;
const TASK_PAGE = 100;
/** Builds tried before an import gives up because the live index kept changing. */
export const MAX_BUILD_ATTEMPTS = 3;
const TASK_TIMEOUT = { timeout: 300_000 };
/** Tasks that change the live index's documents: a copy taken before them misses them. */
const DOCUMENT_TASKS = new Set(['documentAdditionOrUpdate', 'documentDeletion', 'documentEdition']);

export interface SearchTask {
  uid?: number;
  taskUid?: number;
  status: string;
  type: string;
  error?: { message: string; code?: string } | null;
}

export function assertSucceeded(task: SearchTask): void {
  if (task.status !== 'succeeded') {
    throw new Error(
      `Search index task ${task.type} ${task.status}: ${task.error?.message ?? 'no detail'}`,
    );
  }
}

/** Creates the cars index when missing and applies its settings (idempotent). */
export async function ensureCarsIndex(client: Meilisearch): Promise<void> {
  const exists = await client.getIndex(CARS_INDEX_UID).then(
    () => true,
    (error: { cause?: { code?: string } }) => {
      if (error.cause?.code === 'index_not_found') return false;
      throw error;
    },
  );
  if (!exists)
    assertSucceeded(await client.createIndex(CARS_INDEX_UID, { primaryKey: 'id' }).waitTask());
  assertSucceeded(
    await client.index(CARS_INDEX_UID).updateSettings(CARS_INDEX_SETTINGS).waitTask(),
  );
}

async function listTenantIds(client: Meilisearch, tenantSlug: string): Promise<number[]> {
  const index = client.index(CARS_INDEX_UID);
  const ids: number[] = [];
  for (let offset = 0; ; offset += ID_PAGE) {
    const page = await index.getDocuments<{ id: number }>({
      filter: `dealership_slug = ${quote(tenantSlug)}`,
      fields: ['id'],
      limit: ID_PAGE,
      offset,
    });
    ids.push(...page.results.map((document) => document.id));
    if (page.results.length < ID_PAGE) return ids;
  }
}

/** Ids among `ids` that already belong to another dealer's cars: writing them would take those cars over. */
export async function findForeignIds(
  client: Meilisearch,
  tenantSlug: string,
  ids: readonly number[],
): Promise<number[]> {
  const index = client.index(CARS_INDEX_UID);
  const foreign: number[] = [];
  for (let start = 0; start < ids.length; start += ID_PAGE) {
    const chunk = ids.slice(start, start + ID_PAGE);
    const page = await index.getDocuments<{ id: number }>({
      filter: `id IN [${chunk.join(', ')}] AND dealership_slug != ${quote(tenantSlug)}`,
      fields: ['id'],
      limit: ID_PAGE,
    });
    foreign.push(...page.results.map((document) => document.id));
  }
  return foreign;
}

/** An import refused because its ids name other dealers' cars. */
export function foreignIdsError(foreign: readonly number[]): Error {
  return new Error(
    `Car ids already used by another dealer's cars: ${foreign.slice(0, 20).join(', ')}` +
      `${foreign.length > 20 ? ` and ${foreign.length - 20} more` : ''}; nothing was written`,
  );
}

/** Told after each batch of the tenant's cars is written to the build; awaited. */
export interface ReplaceProgress {
  (written: number, total: number): void | Promise<void>;
}

/**
 * Makes `documents` the tenant's whole stock in the cars index, by building a new
 * index and swapping it with the live one.
 *
 * The swap replaces the live index wholesale, so a write to the live index after the
 * copy began would be lost. Within one process the search service runs every write
 * (this and reservations) one at a time. Across processes (several server instances,
 * or `npm run import` beside a server, on one Meilisearch) two guards hold:
 * before swapping, a document write or a swap of the live index since the copy began
 * means the build starts over; a write that slips in after that check is put back by
 * its writer, which waits for builds that could miss it and writes again after their
 * swap (`writeWasDropped`, import-builds.server.ts). An import's own swap is such a
 * write: when another import's build that missed it is swapped in later, this one
 * builds again. Nothing is ever swapped back, so no write made after a swap is lost.
 * After MAX_BUILD_ATTEMPTS builds the import fails.
 *
 * Before building, `cars_import_*` indexes that a crashed import left are deleted.
 */
export async function replaceTenantCars(
  client: Meilisearch,
  tenantSlug: string,
  documents: readonly CarDocument[],
  onProgress?: ReplaceProgress,
): Promise<{ written: number; removed: number }> {
  await cleanAbandonedBuilds(client);
  for (let attempt = 1; attempt <= MAX_BUILD_ATTEMPTS; attempt++) {
    const built = await buildAndSwap(client, tenantSlug, documents, onProgress);
    if (built) return built;
  }
  throw new Error(
    `The ${CARS_INDEX_UID} index kept changing while ${tenantSlug}'s stock was rebuilt ` +
      `(${MAX_BUILD_ATTEMPTS} attempts); the previous stock still serves`,
  );
}

/** One build; null when the live index changed meanwhile (the build is thrown away). */
async function buildAndSwap(
  client: Meilisearch,
  tenantSlug: string,
  documents: readonly CarDocument[],
  onProgress?: ReplaceProgress,
): Promise<{ written: number; removed: number } | null> {
  const mark = await settledTaskMark(client);
  const foreign = await findForeignIds(
    client,
    tenantSlug,
    documents.map((document) => document.id),
  );
  if (foreign.length > 0) throw foreignIdsError(foreign);
  const keep = new Set(documents.map((document) => document.id));
  const removed = (await listTenantIds(client, tenantSlug)).filter((id) => !keep.has(id)).length;

  const buildUid = buildIndexUid(tenantSlug, mark);
  assertSucceeded(await client.createIndex(buildUid, { primaryKey: 'id' }).waitTask());
  let swapUid: number | undefined;
  try {
    const build = client.index(buildUid);
    assertSucceeded(await build.updateSettings(CARS_INDEX_SETTINGS).waitTask(TASK_TIMEOUT));
    await copyOtherTenants(client, buildUid, tenantSlug);
    for (let start = 0; start < documents.length; start += WRITE_BATCH) {
      const batch = documents.slice(start, start + WRITE_BATCH);
      assertSucceeded(await build.addDocuments(batch as never[]).waitTask(TASK_TIMEOUT));
      await onProgress?.(start + batch.length, documents.length);
    }
    if (await liveChangedSince(client, mark)) return null;
    // Meilisearch 1.15 knows no `rename`; the client's type asks for it.
    const swap = { indexes: [CARS_INDEX_UID, buildUid] } as unknown as IndexSwap;
    const swapTask = await client.swapIndexes([swap]).waitTask(TASK_TIMEOUT);
    assertSucceeded(swapTask);
    swapUid = swapTask.uid;
  } finally {
    // Swapped, this name holds the previous stock; otherwise the build nobody reads. Deleted
    // before waiting on other builds, which may be waiting on this one.
    // Unswapped, a failed clean-up must not hide the error that stopped the build.
    const deleted = await client
      .deleteIndex(buildUid)
      .waitTask(TASK_TIMEOUT)
      .catch((error: unknown) => {
        if (swapUid !== undefined) throw error;
        return null;
      });
    // A cleaner in another process may have deleted the previous stock first.
    if (swapUid !== undefined && deleted !== null && deleted.error?.code !== 'index_not_found')
      assertSucceeded(deleted);
  }
  // Another import's build that copied before this swap, swapped in after it, dropped it.
  if (swapUid === undefined || (await writeWasDropped(client, swapUid))) return null;
  return { written: documents.length, removed };
}

/**
 * The newest task uid, once every write to the live index enqueued up to it is done:
 * what the copy reads includes them, and any later one shows in `liveChangedSince`.
 */
async function settledTaskMark(client: Meilisearch): Promise<number> {
  const mark = (await client.tasks.getTasks({ limit: 1 })).results[0]?.uid ?? -1;
  if (mark < 0) return mark;
  // Tasks run in uid order: once the newest pending write up to the mark is done, all are.
  const pending = await client.tasks.getTasks({
    indexUids: [CARS_INDEX_UID],
    statuses: ['enqueued', 'processing'],
    from: mark,
    limit: 1,
  });
  const newest = pending.results[0];
  if (newest !== undefined) await client.tasks.waitForTask(newest.uid, TASK_TIMEOUT);
  return mark;
}

const PENDING_OR_DONE = ['enqueued', 'processing', 'succeeded'];

/**
 * Whether the live index changed after task `mark`: a document write to it (a swap renames
 * the history, so another import's build writes count too) or a swap.
 */
async function liveChangedSince(client: Meilisearch, mark: number): Promise<boolean> {
  let from: number | undefined;
  for (;;) {
    const page = await client.tasks.getTasks({
      statuses: [...PENDING_OR_DONE] as never,
      limit: TASK_PAGE,
      ...(from === undefined ? {} : { from }),
    });
    for (const task of page.results) {
      if (task.uid <= mark) return false;
      if (task.type === 'indexSwap') return true;
      if (task.indexUid === CARS_INDEX_UID && DOCUMENT_TASKS.has(task.type)) return true;
    }
    if (page.next === null || page.next === undefined) return false;
    from = page.next;
  }
}

/** Every other tenant's cars, as the live index holds them, into the build index. */
async function copyOtherTenants(
  client: Meilisearch,
  buildUid: string,
  tenantSlug: string,
): Promise<void> {
  const live = client.index(CARS_INDEX_UID);
  const build = client.index(buildUid);
  for (let offset = 0; ; offset += WRITE_BATCH) {
    const page = await live.getDocuments<Record<string, unknown>>({
      filter: `dealership_slug != ${quote(tenantSlug)}`,
      limit: WRITE_BATCH,
      offset,
    });
    if (page.results.length > 0) {
      assertSucceeded(await build.addDocuments(page.results as never[]).waitTask(TASK_TIMEOUT));
    }
    if (page.results.length < WRITE_BATCH) return;
  }
}
