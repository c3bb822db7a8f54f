import type { IndexStats, InstanceStats, Task } from '../types.ts';
import type { IndexStore } from './index-store.ts';

/** Reads every document once: the cost of a stats call, never of a search. */
export function indexStats(store: IndexStore, tasks: readonly Task[]): IndexStats {
  const fieldDistribution: Record<string, number> = {};
  let bytes = 0;
  let count = 0;
  for (const [, doc] of store.entries()) {
    count++;
    bytes += Buffer.byteLength(JSON.stringify(doc));
    for (const field of Object.keys(doc)) {
      fieldDistribution[field] = (fieldDistribution[field] ?? 0) + 1;
    }
  }
  return {
    numberOfDocuments: count,
    rawDocumentDbSize: bytes,
    avgDocumentSize: count === 0 ? 0 : Math.floor(bytes / count),
    // Meilisearch counts only the index its task queue is processing right now.
    isIndexing: tasks.some((task) => task.status === 'processing' && task.indexUid === store.uid),
    numberOfEmbeddings: 0,
    numberOfEmbeddedDocuments: 0,
    fieldDistribution,
  };
}

export function instanceStats(
  indexes: ReadonlyMap<string, IndexStore>,
  tasks: readonly Task[],
): InstanceStats {
  const stats: Record<string, IndexStats> = {};
  let size = 0;
  let lastUpdate: string | null = null;
  for (const [uid, store] of indexes) {
    const one = indexStats(store, tasks);
    stats[uid] = one;
    size += one.rawDocumentDbSize;
    if (lastUpdate === null || store.updatedAt > lastUpdate) lastUpdate = store.updatedAt;
  }
  return { databaseSize: size, usedDatabaseSize: size, lastUpdate, indexes: stats };
}
