import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import { selectLocations } from '../locations/select-locations.ts';
import { leadFormKey } from '../forms/lead-form-action.ts';
import type { SiteData } from '../tenant/site-data.ts';

/**
 * docs/leads.md: /service books at the site's service locations or links to the
 * manufacturer's booking site; a site with neither has no service page.
 */
export function offersServicePage(site: Pick<SiteData, 'locations' | 'service_booking'>) {
  const services = selectLocations(site.locations, { sort: 'name', type: 'service' });
  return services.length > 0 || Boolean(site.service_booking);
}

export function loadServiceBooking(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (!offersServicePage(site)) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return { isFound: true as const, leadFormKey: leadFormKey(args) };
}
