import type { StockSummary } from '#shared/app/route-context.ts';
import type { SiteData } from '#shared/tenant/site-data.ts';

/** One page for the sitemap: a site-relative path on the tenant's own site. */
export interface SitemapEntry {
  path: string;
  /**
   * W3C datetime of the page's last significant change. Leave it out rather
   * than guess: search engines stop trusting a site's lastmod once it lies.
   */
  lastmod?: string;
}

export interface SitemapContext {
  site: SiteData;
  /** Read once per request before the sources run, so sources stay synchronous. */
  stock: StockSummary;
  /** The site's indexable listing paths (stock types, bodies, makes, models, landings). */
  listingPaths: readonly string[];
  /** The site's unsold car pages with the time each last changed. */
  cars: ReadonlyArray<SitemapEntry>;
}

/** A kind of page that belongs in the sitemap; register it in sitemap-sources.server.ts. */
export interface SitemapSource {
  name: string;
  entries(context: SitemapContext): Iterable<SitemapEntry>;
}
