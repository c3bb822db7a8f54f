import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ROUTE_DATA_PARAM } from '#shared/app/route-data-param.ts';

async function fetchRouteData(routeId: string, { request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  url.searchParams.set(ROUTE_DATA_PARAM, routeId);
  const response = await fetch(url, {
    signal: request.signal,
    headers: { Accept: 'application/json' },
  });
  const body = await response.json();
  if (body && typeof body === 'object' && 'redirect' in body)
    return redirect(String(body.redirect));
  if (response.status >= 500 || (body && typeof body === 'object' && 'error' in body)) {
    throw data(body, { status: response.status });
  }
  return data(body, { status: response.status });
}

/**
 * In the browser, loaders cannot reach server services: each route that has a
 * loader fetches its data as JSON from the same URL instead.
 */
export function withRouteDataFetch(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route } as RouteObject;
    if (route.loader && route.id) {
      const routeId = route.id;
      copy.loader = (args: LoaderFunctionArgs) => fetchRouteData(routeId, args);
    }
    if (route.children) copy.children = withRouteDataFetch(route.children);
    return copy;
  });
}
