import type { SiteData } from '../../tenant/site-data.ts';
import type { ContentPageConsent } from '../../tenant/tenant-config.ts';

export type ContentPageSummary = SiteData['content_pages'][number];

/** docs/content-pages.md: the content page the site declares at this path (a site serves no other). */
export function findContentPage(
  site: Pick<SiteData, 'content_pages'>,
  path: string,
): ContentPageSummary | undefined {
  return site.content_pages.find((page) => page.path === path);
}

/**
 * Where a consent box's words link: the site's page marked with that consent. Startup
 * refuses a site without exactly one of each (server/content).
 */
export function consentPagePath(
  site: Pick<SiteData, 'content_pages'>,
  consent: ContentPageConsent,
): string | undefined {
  return site.content_pages.find((page) => page.consent === consent)?.path;
}
