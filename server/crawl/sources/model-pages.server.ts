import { modelPagePath } from '#shared/models/model-path.ts';
import { offersModelPages, siteModels } from '#shared/models/site-models.ts';
import type { SitemapEntry, SitemapSource } from '../sitemap-source.server.ts';

/** docs/content-pages.md: the model range and each model's one page, whether or not a menu links them. */
export const modelPages: SitemapSource = {
  name: 'model-pages',
  *entries({ site }): Iterable<SitemapEntry> {
    if (!offersModelPages(site)) return;
    yield { path: '/models' };
    for (const model of siteModels(site)) yield { path: modelPagePath(model) };
  },
};
