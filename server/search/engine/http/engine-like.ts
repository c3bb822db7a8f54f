import type { SearchEngine } from '../types.ts';

/**
 * The engine as the HTTP layer sees it: the methods of `SearchEngine`
 * (`server/search/engine/`) with loose parameter and result types, so the
 * handler only relays decoded requests and encodes whatever the engine returns.
 * Methods may answer synchronously or with a promise, and throw `SearchError`.
 * Parameters are `any` on purpose: method parameters are checked bivariantly, so
 * the engine's precise parameter types stay assignable to this shape.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
type Result = unknown;

export interface SearchEngineLike {
  createIndex(uid: string, options?: any): Result;
  getIndex(uid: string): Result;
  listIndexes(query?: any): Result;
  updateIndex(uid: string, options: any): Result;
  deleteIndex(uid: string): Result;
  getSettings(uid: string): Result;
  updateSettings(uid: string, partial: any): Result;
  resetSettings(uid: string, keys?: any): Result;
  addDocuments(uid: string, documents: unknown, options: any): Result;
  getDocument(uid: string, id: string, fields?: any): Result;
  getDocuments(uid: string, query: any): Result;
  deleteDocument(uid: string, id: string): Result;
  deleteDocuments(uid: string, ids: any): Result;
  deleteDocumentsByFilter(uid: string, filter: any): Result;
  deleteAllDocuments(uid: string): Result;
  getTask(taskUid: number): Result;
  listTasks(query?: any): Result;
  cancelTasks(query: any): Result;
  deleteTasks(query: any): Result;
  getBatch(batchUid: number): Result;
  listBatches(query?: any): Result;
  search(uid: string, params: any): Result;
  facetSearch(uid: string, body: unknown): Result;
  multiSearch(request: any): Result;
  swapIndexes(body: unknown): Result;
  getStats(): Result;
  getIndexStats(uid: string): Result;
}

// Compile-time check that the engine's declared interface fits this shape.
type Assert<T extends true> = T;
export type EngineFitsHandler = Assert<SearchEngine extends SearchEngineLike ? true : false>;
