// One way inventory reaches an index, embedded or Meilisearch: through the official
// client. New and changed cars are written before stale ones are removed, so a
// tenant's listings are never empty mid-import.
import type { Meilisearch } from 'meilisearch';
import { quote } from './engine/filter/serialize-filter.ts';
import type { CarDocument } from './cars-document.server.ts';
import { CARS_INDEX_SETTINGS, CARS_INDEX_UID } from './cars-index.server.ts';

const WRITE_BATCH = 10_000;
const ID_PAGE = 1_000;

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

export interface ReplaceProgress {
  (written: number, total: number): void;
}

/** Makes `documents` the tenant's whole stock in the cars index. */
export async function replaceTenantCars(
  client: Meilisearch,
  tenantSlug: string,
  documents: readonly CarDocument[],
  onProgress?: ReplaceProgress,
): Promise<{ written: number; removed: number }> {
  const index = client.index(CARS_INDEX_UID);
  const foreign = await findForeignIds(
    client,
    tenantSlug,
    documents.map((document) => document.id),
  );
  if (foreign.length > 0) {
    throw new Error(
      `Car ids already used by another dealer's vehicles: ${foreign.slice(0, 20).join(', ')}` +
        `${foreign.length > 20 ? ` and ${foreign.length - 20} more` : ''}; nothing was written`,
    );
  }
  for (let start = 0; start < documents.length; start += WRITE_BATCH) {
    const batch = documents.slice(start, start + WRITE_BATCH);
    assertSucceeded(await index.addDocuments(batch as never[]).waitTask({ timeout: 300_000 }));
    onProgress?.(start + batch.length, documents.length);
  }
  const keep = new Set(documents.map((document) => document.id));
  const stale = (await listTenantIds(client, tenantSlug)).filter((id) => !keep.has(id));
  if (stale.length > 0) {
    assertSucceeded(await index.deleteDocuments(stale).waitTask({ timeout: 300_000 }));
  }
  return { written: documents.length, removed: stale.length };
}
