import { buildHeaderMenu } from '#shared/navigation/header-menu.ts';
import { listMenuLinks } from '#shared/navigation/menu-link.ts';
import { canonicalUrl, type SiteData } from '#shared/tenant/site-data.ts';
import type { SitemapContext, SitemapEntry, SitemapSource } from '../sitemap-source.server.ts';

/** Every href the header and footer render, dynamic dropdowns (stock, brands, models) included. */
function listNavigationHrefs({ site, stock }: SitemapContext): string[] {
  const header = buildHeaderMenu({ site, counts: stock.counts, makeCounts: stock.makes });
  const hrefs = header.flatMap((entry) =>
    entry.kind === 'link'
      ? [entry.href]
      : [
          ...(entry.href ? [entry.href] : []),
          ...entry.sections.flatMap((section) => section.links.map((link) => link.href)),
        ],
  );
  for (const column of site.navigation.footer) {
    hrefs.push(...listMenuLinks(column.items).map((link) => link.href));
  }
  return hrefs;
}

/**
 * The path of a link to this site, without query or fragment: the sitemap lists
 * canonical URLs and a page's canonical is its path alone, so `/models?body=all`
 * is listed as `/models`. tel:, mailto: and other sites' links give undefined.
 */
function toSitePath(site: SiteData, href: string): string | undefined {
  const url = new URL(href, canonicalUrl(site, '/'));
  const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
  return isWeb && url.hostname === site.primary_hostname ? url.pathname : undefined;
}

/** Pages the tenant links from its header and footer menus. */
export const navigationPages: SitemapSource = {
  name: 'navigation-pages',
  *entries(context): Iterable<SitemapEntry> {
    for (const href of listNavigationHrefs(context)) {
      const path = toSitePath(context.site, href);
      if (path) yield { path };
    }
  },
};
