import { brandPath, listSiteBrands } from '#shared/pages/brands/site-brands.ts';
import { serviceBookingPath } from '#shared/pages/service-booking-link/service-booking-path.ts';
import type { SitemapEntry, SitemapSource } from '../sitemap-source.server.ts';

/**
 * docs/content-pages.md: pages the tenant's data switches on, whether or not a menu links them: brand
 * pages, /special-offers and the service-booking page. Each is listed only where served.
 */
export const featurePages: SitemapSource = {
  name: 'feature-pages',
  *entries({ site }): Iterable<SitemapEntry> {
    for (const brand of listSiteBrands(site)) yield { path: brandPath(brand) };
    if (site.features.offers) yield { path: '/special-offers' };
    const servicePath = serviceBookingPath(site);
    if (servicePath) yield { path: servicePath };
  },
};
