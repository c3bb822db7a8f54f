import type { SiteData } from '../../tenant/site-data.ts';
import { findContentPage } from '../content/content-page-paths.ts';
import { matchModelPath, type ModelPathMatch } from '../../models/model-path.ts';
import { isServiceBookingPath } from '../service-booking-link/service-booking-path.ts';

/**
 * What a one-segment path (or `/pages/{slug}`) is on this site. These pages share one
 * route because their paths are tenant data, not route patterns: the favourites path,
 * content pages, model pages at `/{model-slug}` and the service-booking page.
 * Kinds are tried in this order; the first that claims the path wins.
 */
export type SitePageMatch =
  | { kind: 'favourites' }
  | { kind: 'content'; path: string }
  | ({ kind: 'model' } & ModelPathMatch)
  | { kind: 'service-booking' };

type SitePageMatcher = (site: SiteData, pathname: string) => SitePageMatch | undefined;

const matchers: SitePageMatcher[] = [
  (site, pathname) =>
    pathname === site.labels.favourites_path ? { kind: 'favourites' } : undefined,
  (site, pathname) =>
    findContentPage(site, pathname) ? { kind: 'content', path: pathname } : undefined,
  (site, pathname) => {
    const model = matchModelPath(site, pathname);
    return model ? { kind: 'model', ...model } : undefined;
  },
  (site, pathname) =>
    isServiceBookingPath(site, pathname) ? { kind: 'service-booking' } : undefined,
];

export function matchSitePage(site: SiteData, pathname: string): SitePageMatch | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const matcher of matchers) {
    const match = matcher(site, path);
    if (match) return match;
  }
  return undefined;
}

/**
 * Whether a sitemap lists this page: everything but the shopper's own favourites and a
 * model's old address (it redirects to the model's page).
 */
export function isSitemapSitePage(site: SiteData, pathname: string): boolean {
  const match = matchSitePage(site, pathname);
  if (match?.kind === 'model') return match.isPagePath;
  return match !== undefined && match.kind !== 'favourites';
}
