import type { SiteData } from '#shared/tenant/site-data.ts';
import type { SitemapSource } from '../sitemap-source.server.ts';

// product rule 2.1: every search listing lives under /search/, plus /electric-cars.
const LISTING_PREFIXES = ['/search/', '/electric-cars'];

/**
 * Listing pages change with the stock, not with the tenant file, so the config
 * date would understate their last change: they carry no lastmod until the
 * search index can say when a listing's results last changed.
 */
export function isListingPath(site: Pick<SiteData, 'listing_path'>, path: string): boolean {
  return path === site.listing_path || LISTING_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Every indexable listing path: the default listing, landing pages, stock-type,
 * body, make and make/model paths of what the site has in stock (shared URL rules).
 */
export const listingPages: SitemapSource = {
  name: 'listing-pages',
  entries: ({ listingPaths }) => listingPaths.map((path) => ({ path })),
};
