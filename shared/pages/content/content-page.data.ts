import type { ContentPages } from '../../app/route-context.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { findContentPage } from './content-page-paths.ts';

/**
 * docs/content-pages.md: a content page's loader data: its declaration and the HTML the server
 * rendered from its Markdown at startup. Null when the site declares no page here.
 */
export function loadContentPage(site: SiteData, content: ContentPages, path: string) {
  const page = findContentPage(site, path);
  const html = page ? content.html(site, page.path) : null;
  if (!page || html === null) return null;
  return {
    kind: 'content' as const,
    path: page.path,
    title: page.title,
    description: page.description,
    html,
  };
}

export type ContentPageData = NonNullable<ReturnType<typeof loadContentPage>>;
