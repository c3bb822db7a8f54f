import type { SitemapSource } from '../sitemap-source.server.ts';

export const homePage: SitemapSource = {
  name: 'home',
  entries: () => [{ path: '/' }],
};
