import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data.ts';
import type { SiteData } from '../tenant/site-data.ts';

/** The current dealer site, from the root route's loader data. */
export function useSite(): SiteData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useSite() used outside the root route');
  return data.site;
}
