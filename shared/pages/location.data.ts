import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import { findViewLocations } from '../locations/page-locations.ts';

/**
 * product rule 2.3: /locations/{dealership_slug or location slug}. Only ids go to the
 * page (the locations themselves are already in the root data); an unknown
 * slug is a 404 decided here, before streaming starts.
 */
export function loadLocation(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  const locations = findViewLocations(site, args.params.slug ?? '');
  if (!locations) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return { isFound: true as const, locationIds: locations.map((location) => location.id) };
}
