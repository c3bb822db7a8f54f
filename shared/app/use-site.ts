import { useRouteLoaderData } from 'react-router';
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
