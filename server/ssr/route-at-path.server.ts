import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router';

/** Paths remembered: every page a few hundred sites serve often, and a bound for the rest. */
const REMEMBERED_PATHS = 10_000;

/**
 * The deepest route of the table that answers a path, remembered per path: react-router's
 * matchRoutes ranks the whole table on every call, which is most of the cost of a page
 * answered from the page cache (docs/decisions/0020-page-cache.md).
 */
export function routeAtPath(routes: RouteObject[]): (path: string) => RouteObject | undefined {
  const found = new LRUCache<string, { route: RouteObject | undefined }>({
    max: REMEMBERED_PATHS,
  });
  return (path) => {
    let entry = found.get(path);
    if (!entry) {
      entry = { route: matchRoutes(routes, path)?.at(-1)?.route };
      found.set(path, entry);
    }
    return entry.route;
  };
}
