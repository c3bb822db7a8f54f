import { ok } from '../responses.ts';
import { asObject } from '../params.ts';
import type { RouteHandler } from '../route-context.ts';

/** `POST /indexes/:uid/facet-search`: the body is relayed; the engine validates its fields. */
export const searchFacetValues: RouteHandler = async ({ engine, uid, json }) => {
  const body = asObject(await json(), 'bad_request');
  return ok(await engine.facetSearch(uid, body));
};
