import { data, type LoaderFunctionArgs } from 'react-router';
import { leadFormKey } from '../forms/lead-form-action.ts';
import { getRouteContext } from '../app/route-context.ts';
import { findContactLocations } from '../locations/page-locations.ts';

/** product rule 2.3: /contact-us/{location-slug}; an unknown slug is a 404 decided before streaming. */
export function loadContactUs(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  const locations = findContactLocations(site, args.params.slug ?? '');
  if (!locations) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return {
    isFound: true as const,
    locationIds: locations.map((location) => location.id),
    // For the enquiry form posted without JavaScript (a resubmitted page replays it).
    leadFormKey: leadFormKey(args),
  };
}
