// The URLs a crawler or an ad campaign asks for, per page kind, for the pages benchmark's
// rendered rows: every car page in the sites' sitemaps, every listing the sitemaps and the
// listing's own filter tiles name (a tile's on its pages up to the third), and the home page. A URL the plan
// has already asked for gets a fresh campaign parameter, so no request is answered from the
// page cache (its key is the URL as asked: docs/decisions/0020-page-cache.md).
import { LISTING_HITS_PER_PAGE } from '../../shared/pages/listing/listing-search-client.ts';
import { demoSites, getPage } from './demo-sites.ts';

export interface Visit {
  host: string;
  path: string;
}
export type PageKind = 'home' | 'listing' | 'car page';

const LISTING_PAGES = 3;
const TILE = /<a class="facet-tile" href="([^"]+)"[^>]*>[\s\S]*?facet-tile__count">(\d+)</g;

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Every page path in a site's sitemap (following a sitemap index one level down). */
async function sitemapPaths(origin: string, host: string): Promise<string[]> {
  const root = (await getPage(origin, host, '/sitemap.xml')).toString();
  if (!root.includes('<sitemapindex')) return locsOf(root);
  const paths: string[] = [];
  for (const sitemap of locsOf(root)) {
    paths.push(...locsOf((await getPage(origin, host, sitemap)).toString()));
  }
  return paths;
}

function withPage(listingPath: string, page: number): string {
  if (page === 1) return listingPath;
  return `${listingPath}${listingPath.includes('?') ? '&' : '?'}page=${page}`;
}

/** Interleaves the sites' lists so consecutive requests go to different sites. */
function interleave(lists: Visit[][]): Visit[] {
  const longest = Math.max(...lists.map((list) => list.length));
  const visits: Visit[] = [];
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) if (list[index]) visits.push(list[index]!);
  }
  return visits;
}

/** Every kind's crawl URLs over every demo site. `plan` is what was asked before (cached). */
export async function crawlPlan(
  origin: string,
  plan: Record<PageKind, Visit[]>,
): Promise<Record<PageKind, Visit[]>> {
  const listings: Visit[][] = [];
  const cars: Visit[][] = [];
  for (const { host, listingPath } of demoSites()) {
    const paths = await sitemapPaths(origin, host);
    const listingHtml = (await getPage(origin, host, listingPath)).toString();
    // A filter's tile says how many cars it has: only pages that exist (a page past the last
    // redirects to the last one).
    const tiles = [...listingHtml.matchAll(TILE)].map((match) => ({
      path: match[1]!.replaceAll('&amp;', '&'),
      pages: Math.ceil(Number(match[2]) / LISTING_HITS_PER_PAGE),
    }));
    const sitemapListings = paths
      .filter((p) => p.startsWith(listingPath) && !tiles.some((tile) => tile.path === p))
      .map((p) => ({ path: p, pages: 1 }));
    const pages = [{ path: listingPath, pages: LISTING_PAGES }, ...tiles, ...sitemapListings];
    listings.push(
      Array.from({ length: LISTING_PAGES }, (_, index) => index + 1).flatMap((page) =>
        pages
          .filter((listing) => listing.pages >= page)
          .map((listing) => ({ host, path: withPage(listing.path, page) })),
      ),
    );
    cars.push(paths.filter((p) => p.startsWith('/cars/')).map((path) => ({ host, path })));
  }
  for (const visits of Object.values(plan)) markAsked(visits);
  return {
    home: plan.home,
    listing: interleave(listings),
    'car page': interleave(cars),
  };
}

const askedBefore = new Set<string>();
let campaigns = 0;

/**
 * The `n`th request of a rendered row: the next URL of the kind's list, with a fresh
 * campaign parameter when that URL was asked before (an earlier round, another row, the plan).
 */
export function freshVisit(visits: Visit[], n: number): Visit {
  const visit = visits[n % visits.length]!;
  const key = `${visit.host}${visit.path}`;
  if (!askedBefore.has(key)) {
    askedBefore.add(key);
    return visit;
  }
  const separator = visit.path.includes('?') ? '&' : '?';
  return { host: visit.host, path: `${visit.path}${separator}utm_source=crawl${(campaigns += 1)}` };
}

/** URLs the plan fetched itself (already in the page cache). */
export function markAsked(visits: Visit[]): void {
  for (const visit of visits) askedBefore.add(`${visit.host}${visit.path}`);
}
