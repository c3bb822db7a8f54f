import { canonicalUrl } from '#shared/tenant/site-data.ts';
import { isAllowedByRobots, listDisallowedPaths } from './robots-rules.server.ts';
import { isSitemapPath } from './served-path.server.ts';
import type { SitemapContext, SitemapSource } from './sitemap-source.server.ts';

/** One <url> of a sitemap: an absolute URL on the tenant's primary host. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/**
 * Runs every source for one tenant: absolute https URLs on its primary hostname,
 * each once, none that robots.txt disallows and none without a page to serve
 * (menus link pages that later issues build; they join the sitemap with them). Throws on a source that yields a
 * path not on this site, so a bad source fails in tests instead of leaking URLs.
 */
export function collectSitemapUrls(
  context: SitemapContext,
  sources: readonly SitemapSource[],
  isServed: (path: string) => boolean = (path) => isSitemapPath(path, context.site),
): SitemapUrl[] {
  const { site } = context;
  const disallowed = listDisallowedPaths(site);
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  for (const source of sources) {
    for (const entry of source.entries(context)) {
      if (!entry.path.startsWith('/') || entry.path.startsWith('//')) {
        throw new Error(
          `Sitemap source "${source.name}" yielded "${entry.path}"; yield a site-relative path starting with one "/".`,
        );
      }
      if (!isAllowedByRobots(entry.path, disallowed) || !isServed(entry.path)) continue;
      const loc = new URL(canonicalUrl(site, entry.path)).href;
      if (seen.has(loc)) continue;
      seen.add(loc);
      urls.push(entry.lastmod ? { loc, lastmod: entry.lastmod } : { loc });
    }
  }
  return urls;
}
