import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import { selectLocations } from '../locations/select-locations.ts';
import { leadFormKey } from '../forms/lead-form-action.ts';

/**
 * issue 8: /service books at the site's service locations or links to the
 * manufacturer's booking site; a site with neither has no service page.
 */
export function loadServiceBooking(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  const services = selectLocations(site.locations, { sort: 'name', type: 'service' });
  if (services.length === 0 && !site.service_booking_url) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return { isFound: true as const, leadFormKey: leadFormKey() };
}
