import {
  documentKey,
  inferPrimaryKey,
  lookupKey,
  projectDocument,
  readDocumentsPayload,
  stageDocuments,
  validId,
} from './index/documents.ts';
import {
  filterDocuments,
  listDocuments,
  parseDeletionFilter,
  staleKeys,
} from './index/document-reads.ts';
import { errors } from './errors.ts';
import { createTaskQueue } from './index/task-queue.ts';
import { IndexStore } from './index/index-store.ts';
import { runSearch } from './run-search.ts';
import { runFacetSearch } from './run-facet-search.ts';
import { multiSearch } from './multi-search/multi-search.ts';
import { applySettingsUpdate, defaultSettings, SETTING_KEYS } from './index/settings.ts';
import { applySwaps, parseSwapRequest, swapDetails } from './index/swap-indexes.ts';
import { indexStats, instanceStats } from './index/index-stats.ts';
import type { IndexSettings, SearchEngine } from './types.ts';

export type * from './types.ts';
export { isoDuration } from './index/task-outcome.ts';

export interface SearchEngineOptions {
  /** Clock for task and index timestamps (tests). */
  now?: () => Date;
}

const INDEX_UID = /^[A-Za-z0-9_-]+$/;

/**
 * An in-process engine with Meilisearch's API semantics: writes are enqueued
 * tasks applied one by one on a later turn of the event loop, each atomically
 * (validated completely before anything changes); reads and searches are
 * synchronous.
 */
export function createSearchEngine(options: SearchEngineOptions = {}): SearchEngine {
  const now = options.now ?? (() => new Date());
  const indexes = new Map<string, IndexStore>();
  // Indexes settle (sort, rank: IndexStore.settle) once writes pause; a search before that
  // settles what it reads itself.
  const queue = createTaskQueue({ now, settle: () => indexes.forEach((store) => store.settle()) });
  const enqueue = queue.enqueue;

  const requireIndex = (uid: string): IndexStore => {
    const store = indexes.get(uid);
    if (!store) throw errors.indexNotFound(uid);
    return store;
  };

  const checkUid = (uid: unknown): string => {
    if (typeof uid !== 'string' || !INDEX_UID.test(uid) || Buffer.byteLength(uid) > 512) {
      throw errors.invalidIndexUid(uid);
    }
    return uid;
  };

  const touch = (store: IndexStore): void => {
    store.updatedAt = now().toISOString();
  };

  const deleteKeys = (uid: string, keys: readonly string[]): number => {
    const store = requireIndex(uid);
    let deleted = 0;
    for (const key of keys) if (store.delete(key)) deleted++;
    if (deleted > 0) touch(store);
    return deleted;
  };

  const engine: SearchEngine = {
    createIndex(uid, createOptions = {}) {
      checkUid(uid);
      const primaryKey = createOptions.primaryKey ?? null;
      return enqueue(uid, 'indexCreation', { primaryKey }, () => {
        if (indexes.has(uid)) throw errors.indexAlreadyExists(uid);
        indexes.set(uid, new IndexStore(uid, primaryKey, now().toISOString()));
        return { primaryKey };
      });
    },

    getIndex(uid) {
      return requireIndex(uid).info();
    },

    listIndexes(query = {}) {
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 20;
      const all = [...indexes.values()].sort((a, b) => (a.uid < b.uid ? -1 : 1));
      return {
        results: all.slice(offset, offset + limit).map((store) => store.info()),
        offset,
        limit,
        total: all.length,
      };
    },

    updateIndex(uid, updateOptions) {
      const primaryKey = updateOptions.primaryKey ?? null;
      return enqueue(uid, 'indexUpdate', { primaryKey }, () => {
        const store = requireIndex(uid);
        if (primaryKey !== null && primaryKey !== store.primaryKey) {
          if (store.size > 0 && store.primaryKey !== null) {
            throw errors.primaryKeyAlreadyExists(uid, store.primaryKey);
          }
          store.primaryKey = primaryKey;
        }
        touch(store);
        return { primaryKey };
      });
    },

    deleteIndex(uid) {
      return enqueue(uid, 'indexDeletion', { deletedDocuments: null }, () => {
        const store = requireIndex(uid);
        indexes.delete(uid);
        return { deletedDocuments: store.size };
      });
    },

    getSettings(uid) {
      return structuredClone(requireIndex(uid).settings);
    },

    updateSettings(uid, settings) {
      checkUid(uid);
      // Validate now: a 400 before anything is enqueued.
      applySettingsUpdate(indexes.get(uid)?.settings ?? defaultSettings(), settings);
      const details = structuredClone(settings) as Record<string, unknown>;
      return enqueue(uid, 'settingsUpdate', details, () => {
        let store = indexes.get(uid);
        if (!store) {
          // Meilisearch creates the index on a settings update.
          store = new IndexStore(uid, null, now().toISOString());
          store.applySettings(applySettingsUpdate(store.settings, settings));
          indexes.set(uid, store);
        } else {
          store.applySettings(applySettingsUpdate(store.settings, settings));
          touch(store);
        }
        return details;
      });
    },

    resetSettings(uid, keys) {
      const names = keys ?? SETTING_KEYS;
      for (const key of names) {
        if (!SETTING_KEYS.includes(key)) throw errors.badRequest(`Unknown setting \`${key}\`.`);
      }
      const defaults = defaultSettings();
      const details = Object.fromEntries(names.map((key) => [key, defaults[key]]));
      return enqueue(uid, 'settingsUpdate', details, () => {
        const store = requireIndex(uid);
        const next: IndexSettings = structuredClone(store.settings);
        for (const key of names) (next as unknown as Record<string, unknown>)[key] = defaults[key];
        store.applySettings(next);
        touch(store);
        return details;
      });
    },

    addDocuments(uid, documents, addOptions) {
      checkUid(uid);
      const list = readDocumentsPayload(documents);
      const received = list.length;
      const { replaceWhere } = addOptions;
      const replacing = replaceWhere === undefined ? null : parseDeletionFilter(replaceWhere);
      const details = { receivedDocuments: received, indexedDocuments: null };
      return enqueue(uid, 'documentAdditionOrUpdate', details, () => {
        const existing = indexes.get(uid);
        const asked = addOptions.primaryKey;
        if (existing?.primaryKey && asked !== undefined && asked !== existing.primaryKey) {
          throw errors.primaryKeyAlreadyExists(uid, existing.primaryKey);
        }
        const primaryKey = existing?.primaryKey ?? asked ?? inferPrimaryKey(list[0]);
        // Validate every document before touching the index: all or nothing.
        const keys = list.map((doc) => documentKey(doc, primaryKey));
        const store = existing ?? new IndexStore(uid, null, now().toISOString());
        if (!existing) indexes.set(uid, store);
        store.primaryKey = primaryKey;
        const pending = stageDocuments(store, list, keys, addOptions.mode);
        for (const [key, doc] of pending) store.checkGeo(key, doc);
        for (const [key, doc] of pending) store.put(key, doc);
        const stale = replacing ? staleKeys(store, replacing, pending) : [];
        touch(store);
        const deleted = replacing ? { deletedDocuments: deleteKeys(uid, stale) } : {};
        return { receivedDocuments: received, indexedDocuments: received, ...deleted };
      });
    },

    getDocument(uid, id, fields) {
      const store = requireIndex(uid);
      const key = lookupKey(id);
      const doc = key === undefined ? undefined : store.getByKey(key);
      if (!doc) throw errors.documentNotFound(String(id));
      return projectDocument(doc, store.settings.displayedAttributes, fields);
    },

    getDocuments(uid, query) {
      return listDocuments(requireIndex(uid), query);
    },

    deleteDocument(uid, id) {
      const key = lookupKey(id) ?? String(id);
      return enqueue(
        uid,
        'documentDeletion',
        { providedIds: 1, deletedDocuments: null, originalFilter: null },
        () => ({ providedIds: 1, deletedDocuments: deleteKeys(uid, [key]), originalFilter: null }),
      );
    },

    deleteDocuments(uid, ids) {
      if (!Array.isArray(ids)) {
        throw errors.invalidType('invalid_document_ids', '', 'an array', ids);
      }
      const keys = ids.map((id) => validId(id));
      const providedIds = keys.length;
      return enqueue(
        uid,
        'documentDeletion',
        { providedIds, deletedDocuments: null, originalFilter: null },
        () => ({ providedIds, deletedDocuments: deleteKeys(uid, keys), originalFilter: null }),
      );
    },

    deleteDocumentsByFilter(uid, filter) {
      const node = parseDeletionFilter(filter);
      const originalFilter = JSON.stringify(filter);
      return enqueue(
        uid,
        'documentDeletion',
        { providedIds: 0, deletedDocuments: null, originalFilter },
        () => {
          const store = requireIndex(uid);
          const set = filterDocuments(store, node);
          const keys = [...set].map((id) => documentKey(store.docs[id]!, store.primaryKey!));
          return { providedIds: 0, deletedDocuments: deleteKeys(uid, keys), originalFilter };
        },
      );
    },

    deleteAllDocuments(uid) {
      return enqueue(uid, 'documentDeletion', { deletedDocuments: null }, () => {
        const store = requireIndex(uid);
        const deletedDocuments = store.clear();
        touch(store);
        return { deletedDocuments };
      });
    },

    getTask: queue.getTask,
    listTasks: queue.listTasks,
    cancelTasks: queue.cancelTasks,
    deleteTasks: queue.deleteTasks,
    getBatch: queue.getBatch,
    listBatches: queue.listBatches,

    search(uid, params) {
      return runSearch(requireIndex(uid), params);
    },

    facetSearch(uid, body) {
      return runFacetSearch(requireIndex(uid), body);
    },

    // One implementation for both overloads (see SearchEngine.multiSearch).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    multiSearch(body: { queries: unknown; federation?: unknown }): any {
      return multiSearch(body, requireIndex);
    },

    swapIndexes(body) {
      const pairs = parseSwapRequest(body);
      const task = enqueue(null, 'indexSwap', swapDetails(pairs), () =>
        applySwaps(indexes, queue.history(), pairs, task.taskUid),
      );
      return task;
    },

    getStats() {
      return instanceStats(indexes, [...queue.history()]);
    },

    getIndexStats(uid) {
      return indexStats(requireIndex(uid), [...queue.history()]);
    },

    waitForTasks: queue.waitForTasks,
    holdSettling: queue.holdSettling,
  };
  return engine;
}
