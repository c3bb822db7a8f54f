import type { SiteData } from '../tenant/site-data.ts';

/** Garage sites (features.garage) show saved cars as the garage; the top banner links there too. */
export const GARAGE_PATH = '/garage';
export const COMPARE_PATH = '/compare';

/** Where a shopper sees every saved car: the garage on garage sites, else the favourites page. */
export function savedCarsPagePath(site: Pick<SiteData, 'features' | 'labels'>): string {
  return site.features.garage ? GARAGE_PATH : site.labels.favourites_path;
}
