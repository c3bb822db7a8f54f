import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import { leadFormAction, leadFormKey } from '../forms/lead-form-action.ts';

function notFound(request: Request) {
  return data(
    { isFound: false as const, pathname: new URL(request.url).pathname },
    { status: 404 },
  );
}

/** spec 2: /finance exists only on sites with finance; it carries the key of its enquiry's plain post. */
export function loadFinance(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (!site.features.finance) return notFound(args.request);
  return { isFound: true as const, leadFormKey: leadFormKey() };
}

/** The finance enquiry posted without JavaScript; a site without the page takes no post to it. */
export function financeAction(args: ActionFunctionArgs) {
  const { site } = getRouteContext(args);
  if (!site.features.finance) return notFound(args.request);
  return leadFormAction(args);
}
