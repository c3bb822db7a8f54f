// The URLs a crawler asks for, per page kind, for the pages benchmark's rendered rows: every
// car page in the sites' sitemaps, every listing the sitemaps and the listing's own filter
// tiles name (a tile's on its pages up to the third), then the same listings in each of the
// shopper's sorts, and the home page. A row skips URLs asked before; once its list is spent, a
// URL gets a fresh parameter of no meaning (`ref`), so no request is answered from the page
// cache (its key is the URL as asked, less campaign parameters: docs/decisions/0020-page-cache.md
// and 0041). That keeps home and car pages rendering; a listing has one URL per search and
// redirects any other spelling there, so a run that outlasts its listings counts errors.
import { LISTING_HITS_PER_PAGE } from '../../shared/pages/listing/listing-search-client.ts';
import { LISTING_SORTS } from '../../shared/search-url/sort-param.ts';
import { campaignLink } from '../../shared/ads-feeds/campaign-link.ts';
import { carUrl } from '../../shared/inventory/car-identity.ts';
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

/** A listing's URL in a sort (the parameters in the listing's own order: sort, then page). */
function listingVariant(listingPath: string, page: number, sort?: string): string {
  const params = [...(sort ? [`sort=${sort}`] : []), ...(page > 1 ? [`page=${page}`] : [])];
  if (params.length === 0) return listingPath;
  return `${listingPath}${listingPath.includes('?') ? '&' : '?'}${params.join('&')}`;
}

/**
 * Each listing's pages up to `lastPage` (or its own last) in the default order, then the same
 * pages in each other sort.
 */
function sortedListings(
  listings: ReadonlyArray<{ path: string; pages: number }>,
  lastPage: number,
): string[] {
  return [undefined, ...LISTING_SORTS].flatMap((sort) =>
    Array.from({ length: lastPage }, (_, index) => index + 1).flatMap((page) =>
      listings
        .filter((listing) => listing.pages >= page)
        .map((listing) => listingVariant(listing.path, page, sort)),
    ),
  );
}

/** Thirty listings of one site: its first five pages in each sort. */
export function listingSamples(listingPath: string): string[] {
  return sortedListings([{ path: listingPath, pages: 5 }], 5);
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
    listings.push(sortedListings(pages, LISTING_PAGES).map((path) => ({ host, path })));
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
let refs = 0;

/**
 * The `n`th request of a rendered row: the next URL of the kind's list not asked before (an
 * earlier round, another row, the plan), or, once every one was, the next with a fresh `ref`.
 */
export function freshVisit(visits: Visit[], n: number): Visit {
  for (let skipped = 0; skipped < visits.length; skipped += 1) {
    const visit = visits[(n + skipped) % visits.length]!;
    const key = `${visit.host}${visit.path}`;
    if (!askedBefore.has(key)) {
      askedBefore.add(key);
      return visit;
    }
  }
  const visit = visits[n % visits.length]!;
  const separator = visit.path.includes('?') ? '&' : '?';
  return { host: visit.host, path: `${visit.path}${separator}ref=crawl${(refs += 1)}` };
}

/** URLs the plan fetched itself (already in the page cache). */
export function markAsked(visits: Visit[]): void {
  for (const visit of visits) askedBefore.add(`${visit.host}${visit.path}`);
}

let clicks = 0;

/**
 * The `n`th click on a vehicle ad: the car's page as the site's Google feed links it
 * (shared/ads-feeds/campaign-link.ts), with a click id of its own, as Google's auto-tagging
 * adds to each click.
 */
export function adClick(visits: Visit[], n: number): Visit {
  const visit = visits[n % visits.length]!;
  const car = { slug: visit.path.slice(carUrl('').length) };
  const link = new URL(campaignLink({ primary_hostname: visit.host }, car, 'google'));
  link.searchParams.set('gclid', `bench${(clicks += 1)}`);
  return { host: visit.host, path: `${link.pathname}${link.search}` };
}
