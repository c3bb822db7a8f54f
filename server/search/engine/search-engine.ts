import { performance } from 'node:perf_hooks';
import { parseFilter, type FilterInput } from './filter/parse-filter.ts';
import { assertFilterable } from './filter/filter-attributes.ts';
import type { FilterNode } from './filter/filter-node.ts';
import { SearchError, isSearchError } from './search-error.ts';
import {
  documentKey,
  inferPrimaryKey,
  lookupKey,
  projectDocument,
  readDocumentsPayload,
  validId,
} from './index/documents.ts';
import { errors, insideQuery, recode } from './errors.ts';
import { IndexStore, type Doc } from './index/index-store.ts';
import { runSearch } from './run-search.ts';
import { assertNotFederated, federatedSearch } from './query/federated-search.ts';
import { applySettingsUpdate, defaultSettings, SETTING_KEYS } from './index/settings.ts';
import type {
  EnqueuedTask,
  IndexInfo,
  IndexSettings,
  SearchEngine,
  Task,
  TaskType,
} from './types.ts';

export type * from './types.ts';

export interface SearchEngineOptions {
  /** Clock for task and index timestamps (tests). */
  now?: () => Date;
}

interface QueuedTask {
  task: Task;
  /** Applies the write; returns the task's final details. Throws a SearchError to fail it. */
  run: () => Record<string, unknown>;
}

const INDEX_UID = /^[A-Za-z0-9_-]+$/;
// Longer than a client's task polling (meilisearch-js: 50 ms), so the next batch
// of an import arrives first.
const SETTLE_DELAY_MS = 200;

/**
 * An in-process engine with Meilisearch's API semantics: writes are enqueued
 * tasks applied one by one on a later turn of the event loop, each atomically
 * (validated completely before anything changes); reads and searches are
 * synchronous.
 */
export function createSearchEngine(options: SearchEngineOptions = {}): SearchEngine {
  const now = options.now ?? (() => new Date());
  const indexes = new Map<string, IndexStore>();
  const tasks: Task[] = [];
  const queue: QueuedTask[] = [];
  let scheduled = false;
  let waiters: Array<() => void> = [];

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

  const enqueue = (
    indexUid: string,
    type: TaskType,
    details: Record<string, unknown>,
    run: QueuedTask['run'],
  ): EnqueuedTask => {
    const task: Task = {
      uid: tasks.length,
      indexUid,
      status: 'enqueued',
      type,
      canceledBy: null,
      details,
      error: null,
      duration: null,
      enqueuedAt: now().toISOString(),
      startedAt: null,
      finishedAt: null,
    };
    tasks.push(task);
    queue.push({ task, run });
    schedule();
    return {
      taskUid: task.uid,
      indexUid,
      status: 'enqueued',
      type,
      enqueuedAt: task.enqueuedAt,
    };
  };

  // Indexes are settled (sorted, ranked: IndexStore.settle) once writes pause,
  // so an import sending batch after batch settles once, not per batch; a
  // search before that settles what it reads itself.
  let settleTimer: ReturnType<typeof setTimeout> | null = null;
  const settleAll = (): void => {
    if (settleTimer !== null) clearTimeout(settleTimer);
    settleTimer = null;
    for (const store of indexes.values()) store.settle();
  };

  const schedule = (): void => {
    if (settleTimer !== null) clearTimeout(settleTimer);
    settleTimer = null;
    if (scheduled) return;
    scheduled = true;
    setImmediate(processNext);
  };

  const processNext = (): void => {
    scheduled = false;
    const next = queue.shift();
    if (next) {
      const { task, run } = next;
      const started = now();
      const clock = performance.now();
      task.status = 'processing';
      task.startedAt = started.toISOString();
      try {
        task.details = run();
        task.status = 'succeeded';
      } catch (error) {
        task.status = 'failed';
        const failure = isSearchError(error)
          ? error
          : new SearchError('internal', String(error), { type: 'internal', httpStatus: 500 });
        task.error = failure.toJSON();
        task.details = failedDetails(task);
      }
      const finished = now();
      task.finishedAt = finished.toISOString();
      task.duration = isoDuration(
        Math.max(finished.getTime() - started.getTime(), performance.now() - clock),
      );
    }
    if (queue.length > 0) schedule();
    else {
      const done = waiters;
      if (done.length > 0) settleAll();
      else {
        settleTimer = setTimeout(settleAll, SETTLE_DELAY_MS);
        settleTimer.unref?.();
      }
      waiters = [];
      for (const resolve of done) resolve();
    }
  };

  const touch = (store: IndexStore): void => {
    store.updatedAt = now().toISOString();
  };

  const info = (store: IndexStore): IndexInfo => ({
    uid: store.uid,
    primaryKey: store.primaryKey,
    createdAt: store.createdAt,
    updatedAt: store.updatedAt,
  });

  const deleteKeys = (uid: string, keys: readonly string[]): number => {
    const store = requireIndex(uid);
    let deleted = 0;
    for (const key of keys) if (store.delete(key)) deleted++;
    if (deleted > 0) touch(store);
    return deleted;
  };

  const parseDocumentFilter = (filter: unknown): FilterNode | null => {
    try {
      return parseFilter(filter as FilterInput);
    } catch (error) {
      throw isSearchError(error) ? recode(error, 'invalid_document_filter') : error;
    }
  };

  const filterDocuments = (store: IndexStore, node: FilterNode) => {
    try {
      assertFilterable(node, store.settings.filterableAttributes, { indexUid: store.uid });
    } catch (error) {
      throw isSearchError(error) ? recode(error, 'invalid_document_filter') : error;
    }
    return store.facets.evaluate(node, store.live);
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
      return info(requireIndex(uid));
    },

    listIndexes(query = {}) {
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 20;
      const all = [...indexes.values()].sort((a, b) => (a.uid < b.uid ? -1 : 1));
      return {
        results: all.slice(offset, offset + limit).map(info),
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
        const pending = new Map<string, Doc>();
        list.forEach((doc, i) => {
          const key = keys[i]!;
          if (addOptions.mode === 'update') {
            const base = pending.get(key) ?? store.getByKey(key);
            pending.set(key, base ? { ...base, ...doc } : { ...doc });
          } else {
            pending.set(key, { ...doc });
          }
        });
        for (const [key, doc] of pending) store.checkGeo(key, doc);
        for (const [key, doc] of pending) store.put(key, doc);
        touch(store);
        return { receivedDocuments: received, indexedDocuments: received };
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
      const store = requireIndex(uid);
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 20;
      const node = parseDocumentFilter(query.filter);
      const set = node ? filterDocuments(store, node) : store.live;
      const results: Doc[] = [];
      let index = 0;
      for (const id of set) {
        if (index >= offset && results.length < limit) {
          results.push(
            projectDocument(store.docs[id]!, store.settings.displayedAttributes, query.fields),
          );
        }
        index++;
      }
      return { results, offset, limit, total: index };
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
      if (filter === undefined || filter === null) {
        throw new SearchError('missing_document_filter', 'Missing field `filter`');
      }
      const node = parseDocumentFilter(filter);
      if (!node) {
        throw new SearchError('invalid_document_filter', 'Sending an empty filter is forbidden.');
      }
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

    getTask(taskUid) {
      const task = tasks[taskUid];
      if (!task) throw errors.taskNotFound(taskUid);
      return structuredClone(task);
    },

    listTasks(query = {}) {
      const limit = query.limit ?? 20;
      const matching = tasks
        .filter(
          (task) =>
            (!query.indexUids || query.indexUids.includes(task.indexUid ?? '')) &&
            (!query.statuses || query.statuses.includes(task.status)),
        )
        .reverse();
      const from = query.from;
      const start = from === undefined ? matching : matching.filter((task) => task.uid <= from);
      const page = start.slice(0, limit);
      return {
        results: page.map((task) => structuredClone(task)),
        limit,
        from: page[0]?.uid ?? null,
        next: start[limit]?.uid ?? null,
        total: matching.length,
      };
    },

    search(uid, params) {
      return runSearch(requireIndex(uid), params);
    },

    // One implementation for both overloads (see SearchEngine.multiSearch).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    multiSearch(body: { queries: unknown; federation?: unknown }): any {
      if (body?.federation != null) return federatedSearch(body, requireIndex);
      assertNotFederated(body?.queries);
      const queries = body?.queries;
      if (!Array.isArray(queries)) {
        throw errors.invalidType('bad_request', '.queries', 'an array', queries);
      }
      return {
        results: queries.map((query, i) => {
          try {
            // `federationOptions: null` is allowed without federation (assertNotFederated).
            const { indexUid, federationOptions: _, ...params } = query;
            if (typeof indexUid !== 'string') {
              throw new SearchError('missing_index_uid', 'Missing field `indexUid`');
            }
            return { indexUid, ...runSearch(requireIndex(indexUid), params) };
          } catch (error) {
            throw isSearchError(error) ? insideQuery(error, i) : error;
          }
        }),
      };
    },

    waitForTasks() {
      if (queue.length === 0 && !scheduled) {
        settleAll();
        return Promise.resolve();
      }
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
  return engine;
}

/** What a failed task reports: the counts it would have changed are zero. */
function failedDetails(task: Task): Record<string, unknown> {
  const details = { ...task.details };
  if ('indexedDocuments' in details) details.indexedDocuments = 0;
  if ('deletedDocuments' in details) details.deletedDocuments = 0;
  return details;
}

/** Meilisearch's task duration: ISO 8601, seconds with a fraction (`PT0.012S`). */
export function isoDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  return `PT${Number(seconds.toFixed(9))}S`;
}
