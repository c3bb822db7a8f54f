import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { matchSitePage } from './match-site-page.ts';

/**
 * spec 2: the one-segment pages whose paths are tenant data (see matchSitePage). Any
 * other such path is this loader's 404, decided before streaming.
 */
export async function loadSitePage(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  const pathname = new URL(args.request.url).pathname;
  const match = matchSitePage(site, pathname);
  switch (match?.kind) {
    case 'favourites':
      return { kind: 'favourites' as const };
    default:
      return data({ kind: 'not-found' as const, pathname }, { status: 404 });
  }
}

export type SitePageData = Awaited<ReturnType<typeof loadSitePage>>;
