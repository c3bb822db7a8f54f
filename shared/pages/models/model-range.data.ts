import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { selectModelsByBody } from '../../models/model-body.ts';
import { offersModelPages, siteModels } from '../../models/site-models.ts';

/**
 * product rule 2.3 /models (?body=all or a body type): the site's model range. Sites without model
 * pages answer 404. A body the range does not have is a 404 too, so link checks catch a
 * stale footer link, but the page still shows the whole range with a note: the shopper
 * who followed it is one tap from what they wanted.
 */
export function loadModelRange(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  const url = new URL(args.request.url);
  if (!offersModelPages(site)) {
    return data({ isFound: false as const }, { status: 404 });
  }
  const body = url.searchParams.get('body');
  const selection = selectModelsByBody(siteModels(site), body);
  const page = { isFound: true as const, body };
  return selection.kind === 'unknown' ? data(page, { status: 404 }) : page;
}
