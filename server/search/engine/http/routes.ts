import * as batches from './resources/batches.ts';
import * as documents from './resources/documents.ts';
import * as facetSearch from './resources/facet-search.ts';
import * as indexes from './resources/indexes.ts';
import * as instance from './resources/instance.ts';
import * as search from './resources/search.ts';
import * as settings from './resources/settings.ts';
import * as stats from './resources/stats.ts';
import * as swap from './resources/swap-indexes.ts';
import * as tasks from './resources/tasks.ts';
import type { RouteMethods } from './route-context.ts';

/**
 * Every path of Meilisearch's API the engine answers, and the handler of each
 * verb. `:name` segments are path parameters. Listed more specific first where
 * two patterns could match one path.
 */
export const ROUTES: ReadonlyArray<readonly [path: string, methods: RouteMethods]> = [
  ['/health', { GET: instance.health }],
  ['/version', { GET: instance.version }],

  ['/indexes', { GET: indexes.listIndexes, POST: indexes.createIndex }],
  [
    '/indexes/:uid',
    { GET: indexes.getIndex, PATCH: indexes.updateIndex, DELETE: indexes.deleteIndex },
  ],

  [
    '/indexes/:uid/settings',
    {
      GET: settings.getSettings,
      PATCH: settings.updateSettings,
      DELETE: settings.resetSettings,
    },
  ],
  ...settings.SETTING_ROUTES.map(
    ([segment, key, verb]) =>
      [`/indexes/:uid/settings/${segment}`, settings.oneSettingMethods(key, verb)] as const,
  ),

  [
    '/indexes/:uid/documents',
    {
      GET: documents.listDocuments,
      POST: documents.addDocuments('replace'),
      PUT: documents.addDocuments('update'),
      DELETE: documents.deleteAllDocuments,
    },
  ],
  ['/indexes/:uid/documents/fetch', { POST: documents.fetchDocuments }],
  ['/indexes/:uid/documents/delete-batch', { POST: documents.deleteDocumentBatch }],
  ['/indexes/:uid/documents/delete', { POST: documents.deleteDocumentsByFilter }],
  ['/indexes/:uid/documents/:id', { GET: documents.getDocument, DELETE: documents.deleteDocument }],

  ['/indexes/:uid/stats', { GET: stats.getIndexStats }],
  ['/stats', { GET: stats.getStats }],
  ['/swap-indexes', { POST: swap.swapIndexes }],

  ['/indexes/:uid/search', { POST: search.searchWithBody, GET: search.searchWithQuery }],
  ['/indexes/:uid/facet-search', { POST: facetSearch.searchFacetValues }],
  ['/multi-search', { POST: search.multiSearch }],

  ['/tasks', { GET: tasks.listTasks, DELETE: tasks.deleteTasks }],
  ['/tasks/cancel', { POST: tasks.cancelTasks }],
  ['/tasks/:taskUid', { GET: tasks.getTask }],
  ['/batches', { GET: batches.listBatches }],
  ['/batches/:batchUid', { GET: batches.getBatch }],
];
