import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';

/** The route's own path; a tenant whose `labels.favourites_path` differs has no page here. */
export const FAVOURITES_ROUTE_PATH = '/favourites';

/** spec 2: /favourites. The saved list lives in the browser, so the server sends no cars. */
export function loadFavourites(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (site.labels.favourites_path !== FAVOURITES_ROUTE_PATH) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return { isFound: true as const };
}
