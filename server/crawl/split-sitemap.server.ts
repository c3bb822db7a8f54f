import type { SitemapUrl } from './collect-sitemap-urls.server.ts';

/** sitemaps.org: at most 50,000 URLs per sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * Cuts a site's URLs into sitemap files of at most `limit` URLs each. One file
 * is served as /sitemap.xml itself; more become /sitemaps/{n}.xml behind an index.
 */
export function splitSitemap<T>(urls: readonly T[], limit = MAX_URLS_PER_SITEMAP): T[][] {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Sitemap limit ${limit} must be >= 1`);
  if (urls.length <= limit) return [[...urls]];
  const files: T[][] = [];
  for (let start = 0; start < urls.length; start += limit) {
    files.push(urls.slice(start, start + limit));
  }
  return files;
}

/** The newest lastmod among a file's URLs, for its <sitemap> entry in the index. */
export function latestLastmod(urls: readonly SitemapUrl[]): string | undefined {
  let latest: SitemapUrl['lastmod'];
  for (const { lastmod } of urls) {
    if (lastmod && (!latest || Date.parse(lastmod) > Date.parse(latest))) latest = lastmod;
  }
  return latest;
}
