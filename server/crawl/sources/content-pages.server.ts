import type { SitemapEntry, SitemapSource } from '../sitemap-source.server.ts';

/** docs/content-pages.md: every content page the site declares, linked from a menu or not. */
export const contentPages: SitemapSource = {
  name: 'content-pages',
  *entries({ site }): Iterable<SitemapEntry> {
    for (const page of site.content_pages) yield { path: page.path };
  },
};
