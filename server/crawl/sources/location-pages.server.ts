import { contactUsPath } from '#shared/locations/location-slug.ts';
import { viewLocationPath } from '#shared/locations/page-locations.ts';
import type { SitemapSource } from '../sitemap-source.server.ts';

/** product rule 2.3: each visible location's 'View Location' page, where the tenant links it. */
export const locationPages: SitemapSource = {
  name: 'location-pages',
  entries: ({ site }) =>
    site.locations
      .filter((location) => location.visible)
      .map((location) => ({ path: viewLocationPath(site, location) })),
};

/** product rule 2.3: /contact-us/{slug}; a location's sales, service and parts records share one page. */
export const contactUsPages: SitemapSource = {
  name: 'contact-us-pages',
  entries: ({ site }) =>
    site.locations
      .filter((location) => location.visible)
      .map((location) => ({ path: contactUsPath(location) })),
};
