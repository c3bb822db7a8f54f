import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { uniqueLocations } from '../locations/unique-locations.ts';
import type { Location } from '../tenant/tenant-config.ts';
import type { RootData } from './root-data.ts';
import type { SiteData } from '../tenant/site-data.ts';

function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('site data used outside the root route');
  return data;
}

/** The current dealer site, from the root route's loader data. */
export function useSite(): SiteData {
  return useRootData().site;
}

/** Stock counts by car type and by make for the current site. */
export function useStock(): RootData['stock'] {
  return useRootData().stock;
}

/** The site's unique locations (product rule 5.8 rule chosen by the tenant); the banner, stars and pages share it. */
export function useUniqueLocations(): Location[] {
  const { locations, features } = useSite();
  return useMemo(
    () => uniqueLocations(locations, features.unique_locations_rule),
    [locations, features.unique_locations_rule],
  );
}

/** The key the footer's subscribe form posts with without JavaScript (a new one per page load). */
export function useSubscribeFormKey(): string {
  return useRootData().subscribeFormKey;
}
