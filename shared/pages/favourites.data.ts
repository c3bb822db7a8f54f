import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';

/**
 * spec 2: /favourites, or the tenant's own `labels.favourites_path` (one segment, e.g.
 * /mybigboxcars). The route matches any single segment no other page claims, so every
 * other such path is this loader's 404. The saved list lives in the browser: no cars here.
 */
export function loadFavourites(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (`/${args.params.page ?? ''}` !== site.labels.favourites_path) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return { isFound: true as const };
}
