import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import type { SiteData } from '../tenant/site-data.ts';
import { SUCCESS_PATH } from './after-lead-submitted.ts';
import { leadFormKey, submitLeadForm } from './lead-form-action.ts';

function notFound() {
  return data({ isFound: false as const }, { status: 404 });
}

/**
 * The loader and action of a single-step form page that only some sites have (a
 * feature flag): elsewhere it is the site's 404 and takes no post, so a page that
 * does not exist cannot collect leads. The loader carries the plain post's key; a sent
 * post goes on to `then` (the success page by default).
 */
export function flaggedLeadFormPage(
  isOffered: (site: SiteData) => boolean,
  then: string = SUCCESS_PATH,
) {
  return {
    /** For the route's handle: sitemaps list the page only where it is offered. */
    isOffered,
    loader(args: LoaderFunctionArgs) {
      const { site } = getRouteContext(args);
      if (!isOffered(site)) return notFound();
      return { isFound: true as const, leadFormKey: leadFormKey(args) };
    },
    action(args: ActionFunctionArgs) {
      const { site } = getRouteContext(args);
      if (!isOffered(site)) return notFound();
      return submitLeadForm(args, then);
    },
  };
}
