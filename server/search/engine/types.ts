import type {
  Batch,
  BatchList,
  EnqueuedTask,
  Task,
  TaskList,
  TaskQueryInput,
} from './index/task-types.ts';

export type * from './index/task-types.ts';

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
  disableOnNumbers: boolean;
}

export interface FacetingSetting {
  maxValuesPerFacet: number;
  sortFacetValuesBy: Record<string, 'alpha' | 'count'>;
}

/** The granular form of a `filterableAttributes` entry (Meilisearch 1.14+). */
export interface FilterableAttributesRule {
  attributePatterns: string[];
  features: {
    facetSearch: boolean;
    filter: { equality: boolean; comparison: boolean };
  };
}

/** A plain attribute name (every feature on) or a granular rule. */
export type FilterableAttribute = string | FilterableAttributesRule;

export interface IndexSettings {
  displayedAttributes: string[];
  searchableAttributes: string[];
  filterableAttributes: FilterableAttribute[];
  sortableAttributes: string[];
  rankingRules: string[];
  stopWords: string[];
  nonSeparatorTokens: string[];
  separatorTokens: string[];
  dictionary: string[];
  synonyms: Record<string, string[]>;
  distinctAttribute: string | null;
  proximityPrecision: 'byWord' | 'byAttribute';
  typoTolerance: TypoToleranceSetting;
  faceting: FacetingSetting;
  pagination: { maxTotalHits: number };
  /** Always empty: embedders are not supported (only an empty or null value is accepted). */
  embedders: Record<string, never>;
  searchCutoffMs: number | null;
  /** Always null: localized attributes are not supported. */
  localizedAttributes: null;
  facetSearch: boolean;
  prefixSearch: 'indexingTime' | 'disabled';
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
  showRankingScore?: boolean;
  showRankingScoreDetails?: boolean;
  attributesToSearchOn?: string[] | null;
  rankingScoreThreshold?: number | null;
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

/** `POST /indexes/:uid/facet-search` answer. */
export interface FacetSearchResponse {
  facetHits: Array<{ value: string; count: number }>;
  facetQuery: string | null;
  processingTimeMs: number;
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
  /** Only the documents with these ids (integers or strings); unknown ids are skipped. */
  ids?: unknown[];
}

export interface ListResult<T> {
  results: T[];
  offset: number;
  limit: number;
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
    options: {
      primaryKey?: string;
      mode: 'replace' | 'update';
      /**
       * In process only (no HTTP route sends it): documents this filter selects that the write
       * does not hold are deleted in the same task, so a search sees all of the old set or all
       * of the new (a site's whole stock replaced in place: decision 0035).
       */
      replaceWhere?: unknown;
    },
  ): EnqueuedTask;
  getDocument(uid: string, id: string | number, fields?: string[]): Record<string, unknown>;
  getDocuments(uid: string, query: DocumentsQuery): ListResult<Record<string, unknown>>;
  deleteDocument(uid: string, id: string | number): EnqueuedTask;
  deleteDocuments(uid: string, ids: Array<string | number>): EnqueuedTask;
  deleteDocumentsByFilter(uid: string, filter: unknown): EnqueuedTask;
  deleteAllDocuments(uid: string): EnqueuedTask;
  getTask(taskUid: number): Task;
  listTasks(query?: TaskQueryInput): TaskList;
  /** `POST /tasks/cancel`: enqueues a `taskCancelation` for the matching tasks. */
  cancelTasks(query: TaskQueryInput): EnqueuedTask;
  /** `DELETE /tasks`: enqueues a `taskDeletion` for the matching finished tasks. */
  deleteTasks(query: TaskQueryInput): EnqueuedTask;
  getBatch(batchUid: number): Batch;
  listBatches(query?: TaskQueryInput): BatchList;
  search(uid: string, params: SearchParams): SearchResponse;
  facetSearch(uid: string, body: unknown): FacetSearchResponse;
  multiSearch(body: { queries: Array<SearchParams & { indexUid: string }>; federation?: null }): {
    results: Array<SearchResponse & { indexUid: string }>;
  };
  /** With `federation`: one list merged from every query. */
  multiSearch(body: {
    queries: Array<SearchParams & { indexUid: string; federationOptions?: unknown }>;
    federation: Record<string, unknown>;
  }): FederatedSearchResponse;
  /** `POST /swap-indexes`: the body as sent, validated as Meilisearch does. */
  swapIndexes(body: unknown): EnqueuedTask;
  getStats(): InstanceStats;
  getIndexStats(uid: string): IndexStats;
  waitForTasks(): Promise<void>;
  holdSettling(): () => void;
}

/** `GET /indexes/:uid/stats` (Meilisearch 1.15). */
export interface IndexStats {
  numberOfDocuments: number;
  /**
   * An estimate: the bytes of the documents written as JSON. Meilisearch
   * reports what its document store holds on disk; this engine keeps
   * documents as objects in memory, which have no byte size to report.
   */
  rawDocumentDbSize: number;
  avgDocumentSize: number;
  isIndexing: boolean;
  /** The engine has no embedders: always 0. */
  numberOfEmbeddings: number;
  numberOfEmbeddedDocuments: number;
  /** How many documents hold each top-level field. */
  fieldDistribution: Record<string, number>;
}

/** `GET /stats`. */
export interface InstanceStats {
  /** Estimates: the sum of the indexes' `rawDocumentDbSize` (nothing is on disk). */
  databaseSize: number;
  usedDatabaseSize: number;
  /** The latest `updatedAt` of any index; null without indexes. */
  lastUpdate: string | null;
  indexes: Record<string, IndexStats>;
}
