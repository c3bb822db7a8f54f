import type { SitemapSource } from '../sitemap-source.server.ts';

/** Every unsold car the site lists, with the time an import last changed it (docs/architecture.md). */
export const carPages: SitemapSource = {
  name: 'car-pages',
  entries: ({ cars }) => cars,
};
