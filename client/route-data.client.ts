import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  ROUTE_DATA_PARAM,
  ROUTE_ERROR_HEADER,
  ROUTE_REDIRECT_HEADER,
} from '#shared/app/route-data-param.ts';

async function fetchRouteData(routeId: string, { request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  url.searchParams.set(ROUTE_DATA_PARAM, routeId);
  const response = await fetch(url, {
    signal: request.signal,
    headers: { Accept: 'application/json' },
  });
  const target = response.headers.get(ROUTE_REDIRECT_HEADER);
  if (target) return redirect(target);
  if (!response.headers.get('Content-Type')?.includes('application/json')) {
    // Not an answer this protocol knows (a proxy error page, say): let the server render the page.
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  const body: unknown = await response.json();
  if (response.headers.has(ROUTE_ERROR_HEADER)) throw data(body, { status: response.status });
  return data(body, { status: response.status });
}

/**
 * In the browser, loaders cannot reach server services: each route that has a
 * loader fetches its data as JSON from the same URL instead.
 */
export function withRouteDataFetch(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    // Actions run on the server only (plain form posts without JavaScript); forms in the
    // browser call the lead API themselves.
    const { action: _serverOnly, ...rest } = route;
    const copy = rest as RouteObject;
    if (route.loader && route.id) {
      const routeId = route.id;
      copy.loader = (args: LoaderFunctionArgs) => fetchRouteData(routeId, args);
    }
    if (route.children) copy.children = withRouteDataFetch(route.children);
    return copy;
  });
}
