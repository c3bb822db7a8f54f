import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { matchSitePage } from './match-site-page.ts';
import { loadContentPage } from '../content/content-page.data.ts';
import { loadModelPage } from '../models/model-page.data.ts';
import { leadFormAction } from '../../forms/lead-form-action.ts';

/**
 * product rule 2.3: the one-segment pages whose paths are tenant data (see matchSitePage). Any
 * other such path is this loader's 404, decided before streaming.
 */
export async function loadSitePage(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  const pathname = new URL(args.request.url).pathname;
  const match = matchSitePage(site, pathname);
  switch (match?.kind) {
    case 'favourites':
      return { kind: 'favourites' as const };
    case 'content':
      return loadContentPage(site, services.content, match.path) ?? notFound();
    case 'model':
      return loadModelPage(args, match);
    case 'service-booking':
      return { kind: 'service-booking' as const };
    default:
      return notFound();
  }
}

const notFound = () => data({ kind: 'not-found' as const }, { status: 404 });

/**
 * A lead form posted without JavaScript: model pages take their enquiry and test drive
 * here; no other page of this route has a form, so it is the site's 404.
 */
export async function sitePageAction(args: ActionFunctionArgs) {
  const { site } = getRouteContext(args);
  const pathname = new URL(args.request.url).pathname;
  const match = matchSitePage(site, pathname);
  if (match?.kind === 'model' && match.isPagePath) return leadFormAction(args);
  return notFound();
}

export type SitePageData = Awaited<ReturnType<typeof loadSitePage>>;
