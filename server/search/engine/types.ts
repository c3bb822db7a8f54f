import type { SearchErrorBody } from './search-error.ts';

export type TaskStatus = 'enqueued' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export type TaskType =
  | 'indexCreation'
  | 'indexUpdate'
  | 'indexDeletion'
  | 'documentAdditionOrUpdate'
  | 'documentDeletion'
  | 'settingsUpdate';

/** What every write returns at once (Meilisearch's summarized task). */
export interface EnqueuedTask {
  taskUid: number;
  indexUid: string | null;
  status: 'enqueued';
  type: TaskType;
  enqueuedAt: string;
}

/** Meilisearch's task object (`GET /tasks/:uid`). */
export interface Task {
  uid: number;
  indexUid: string | null;
  status: TaskStatus;
  type: TaskType;
  canceledBy: number | null;
  details: Record<string, unknown>;
  error: SearchErrorBody | null;
  /** ISO 8601 duration such as `PT0.012S`; null until finished. */
  duration: string | null;
  enqueuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface IndexInfo {
  uid: string;
  primaryKey: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TypoToleranceSetting {
  enabled: boolean;
  minWordSizeForTypos: { oneTypo: number; twoTypos: number };
  disableOnWords: string[];
  disableOnAttributes: string[];
}

export interface FacetingSetting {
  maxValuesPerFacet: number;
  sortFacetValuesBy: Record<string, 'alpha' | 'count'>;
}

export interface IndexSettings {
  displayedAttributes: string[];
  searchableAttributes: string[];
  filterableAttributes: string[];
  sortableAttributes: string[];
  rankingRules: string[];
  stopWords: string[];
  synonyms: Record<string, string[]>;
  distinctAttribute: string | null;
  typoTolerance: TypoToleranceSetting;
  faceting: FacetingSetting;
  pagination: { maxTotalHits: number };
}

/** A settings update: nested objects may be partial, `null` resets a key. */
export type SettingsUpdate = {
  [K in keyof IndexSettings]?: unknown;
};

export type MatchingStrategyParam = 'last' | 'all' | 'frequency';

export interface SearchParams {
  q?: string | null;
  filter?: unknown;
  facets?: string[] | null;
  sort?: string[] | null;
  limit?: number;
  offset?: number;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[] | null;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToCrop?: string[] | null;
  cropLength?: number;
  cropMarker?: string;
  showMatchesPosition?: boolean;
  matchingStrategy?: MatchingStrategyParam;
  /** Accepted and ignored, as they change nothing this engine computes. */
  showRankingScore?: boolean;
  showRankingScoreDetails?: boolean;
  attributesToSearchOn?: string[] | null;
  [key: string]: unknown;
}

export interface SearchResponse {
  hits: Record<string, unknown>[];
  query: string;
  processingTimeMs: number;
  /** limit/offset mode */
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  /** page mode */
  hitsPerPage?: number;
  page?: number;
  totalPages?: number;
  totalHits?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
}

/** A federated multi-search's answer (Meilisearch 1.15). */
export interface FederatedSearchResponse {
  /** Each hit has `_federation: { indexUid, queriesPosition, weightedRankingScore }`. */
  hits: Record<string, unknown>[];
  processingTimeMs: number;
  limit: number;
  offset: number;
  estimatedTotalHits: number;
  /** With `federation.mergeFacets`. */
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
  /** Without `mergeFacets`: per queried index named in `federation.facetsByIndex`. */
  facetsByIndex?: Record<
    string,
    {
      distribution: Record<string, Record<string, number>>;
      stats: Record<string, { min: number; max: number }>;
    }
  >;
}

export interface DocumentsQuery {
  offset?: number;
  limit?: number;
  fields?: string[];
  filter?: unknown;
}

export interface ListResult<T> {
  results: T[];
  offset: number;
  limit: number;
  total: number;
}

export interface TaskList {
  results: Task[];
  limit: number;
  from: number | null;
  next: number | null;
  total: number;
}

export interface SearchEngine {
  createIndex(uid: string, options?: { primaryKey?: string }): EnqueuedTask;
  getIndex(uid: string): IndexInfo;
  listIndexes(query?: { offset?: number; limit?: number }): ListResult<IndexInfo>;
  updateIndex(uid: string, options: { primaryKey?: string }): EnqueuedTask;
  deleteIndex(uid: string): EnqueuedTask;
  getSettings(uid: string): IndexSettings;
  updateSettings(uid: string, settings: SettingsUpdate): EnqueuedTask;
  resetSettings(uid: string, keys?: Array<keyof IndexSettings>): EnqueuedTask;
  addDocuments(
    uid: string,
    documents: unknown,
    options: { primaryKey?: string; mode: 'replace' | 'update' },
  ): EnqueuedTask;
  getDocument(uid: string, id: string | number, fields?: string[]): Record<string, unknown>;
  getDocuments(uid: string, query: DocumentsQuery): ListResult<Record<string, unknown>>;
  deleteDocument(uid: string, id: string | number): EnqueuedTask;
  deleteDocuments(uid: string, ids: Array<string | number>): EnqueuedTask;
  deleteDocumentsByFilter(uid: string, filter: unknown): EnqueuedTask;
  deleteAllDocuments(uid: string): EnqueuedTask;
  getTask(taskUid: number): Task;
  listTasks(query?: {
    indexUids?: string[];
    statuses?: string[];
    limit?: number;
    from?: number;
  }): TaskList;
  search(uid: string, params: SearchParams): SearchResponse;
  multiSearch(body: { queries: Array<SearchParams & { indexUid: string }>; federation?: null }): {
    results: Array<SearchResponse & { indexUid: string }>;
  };
  /** With `federation`: one list merged from every query. */
  multiSearch(body: {
    queries: Array<SearchParams & { indexUid: string; federationOptions?: unknown }>;
    federation: Record<string, unknown>;
  }): FederatedSearchResponse;
  waitForTasks(): Promise<void>;
}
