import type { SearchEngineLike } from './engine-like.ts';

/** What a route handler gets: the request decoded as far as every route needs. */
export interface RouteContext {
  engine: SearchEngineLike;
  request: Request;
  url: URL;
  /** Path parameters by name, percent-decoded (`:uid` → `params.uid`). */
  params: Record<string, string>;
  /** The index uid of an `/indexes/:uid/...` route ('' elsewhere). */
  uid: string;
  /** The JSON body; an empty body reads as `undefined`. */
  json(): Promise<unknown>;
  /** A documents payload: JSON (an object or an array) or NDJSON, by Content-Type. */
  documents(): Promise<unknown>;
}

export type RouteHandler = (context: RouteContext) => Promise<Response> | Response;

/** Handlers by HTTP verb; a path's other verbs answer 405. */
export type RouteMethods = Partial<
  Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', RouteHandler>
>;
