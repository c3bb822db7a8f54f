import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { newIdempotencyKey } from '../forms/idempotency-key.ts';
import { SUCCESS_PATH } from '../forms/after-lead-submitted.ts';
import { getRouteContext } from '../app/route-context.ts';
import { findContactLocations } from '../locations/page-locations.ts';

/** spec 2: /contact-us/{location-slug}; an unknown slug is a 404 decided before streaming. */
export function loadContactUs(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  const locations = findContactLocations(site, args.params.slug ?? '');
  if (!locations) {
    return data(
      { isFound: false as const, pathname: new URL(args.request.url).pathname },
      { status: 404 },
    );
  }
  return {
    isFound: true as const,
    locationIds: locations.map((location) => location.id),
    // For the enquiry form posted without JavaScript (a resubmitted page replays it).
    leadFormKey: newIdempotencyKey(),
  };
}

/** The enquiry form posted without JavaScript: /success, or the page again with its messages. */
export async function submitContactUs({ request, context }: ActionFunctionArgs) {
  const { site, services } = getRouteContext({ context });
  const form = await request.formData().catch(() => undefined);
  const outcome = form
    ? await services.leads.submit(site, form, new URL(request.url).pathname)
    : undefined;
  if (outcome?.ok) return redirect(SUCCESS_PATH, 303);
  return data(
    outcome ?? {
      ok: false as const,
      message: 'Send the form as a web form.',
      fieldErrors: {},
      values: {},
    },
    { status: 400 },
  );
}
