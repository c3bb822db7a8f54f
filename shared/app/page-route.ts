import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageRouteHandle } from './page-route-handle.ts';

/** One page of the route table (shared/routes.tsx): what `pageRoute` turns into a route. */
export interface PageRouteOptions<Name extends string> extends Omit<PageRouteHandle, 'page'> {
  id: string;
  /** The path under the root; none for the index route (the home page). */
  path?: string;
  loader: NonNullable<RouteObject['loader']>;
  action?: RouteObject['action'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
  /**
   * The page's module, as a literal dynamic import: the bundler makes it the page's own
   * chunk, so the path is written here and nowhere else.
   */
  module: () => Promise<Record<Name, ComponentType>>;
  /** The module's export that renders the page; the server preloads the chunk exporting it. */
  page: Name;
}

/**
 * A page route and its handle from one declaration. Loaders and actions stay static values
 * of the route (the client build swaps each for a JSON fetch, client/route-data.client.ts);
 * the page component is lazy.
 */
export function pageRoute<Name extends string>(options: PageRouteOptions<Name>): RouteObject {
  const { id, path, loader, action, shouldRevalidate, module, page, ...rest } = options;
  const handle: PageRouteHandle = { page, ...rest };
  const route = {
    id,
    loader,
    ...(action && { action }),
    ...(shouldRevalidate && { shouldRevalidate }),
    handle,
    lazy: async () => ({ Component: (await module())[page] }),
  };
  return path === undefined ? { ...route, index: true } : { ...route, path };
}
