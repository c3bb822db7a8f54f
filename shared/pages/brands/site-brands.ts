// docs/content-pages.md: which brands a site has a /brands/{slug} page for.
import { slugify } from '../../format/slugify.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { DealershipWebsite } from '../../tenant/tenant-config.ts';
import { nameKey } from '../../text/name-key.ts';

export interface SiteBrand {
  slug: string;
  name: string;
  logoUrl?: string;
  /** The group's own website for this make, when it has one. */
  website?: DealershipWebsite;
}

type BrandSite = Pick<SiteData, 'manufacturers' | 'dealership_websites'>;

export const BRAND_PATH_PREFIX = '/brands/';

export function brandPath(brand: Pick<SiteBrand, 'slug'>): string {
  return `${BRAND_PATH_PREFIX}${brand.slug}`;
}

/**
 * The brands a site declares: its manufacturers (slug, name and logo as configured), then
 * the makes of its group's dealership websites that are not among them (slugged from the
 * make). Stock alone makes no brand page: whether a page exists must not need a search, so
 * menus, sitemaps and link checks can tell without one, and a page does not come and go
 * with the last car of a make (that make's listing, /search/{make}, serves its stock).
 */
export function listSiteBrands(site: BrandSite): SiteBrand[] {
  const websites = site.dealership_websites ?? [];
  const websiteOf = (name: string) =>
    websites.find((website) => nameKey(website.make) === nameKey(name));
  const brands: SiteBrand[] = (site.manufacturers ?? []).map((maker) => {
    const website = websiteOf(maker.name);
    return {
      slug: maker.slug,
      name: maker.name,
      ...(maker.logo ? { logoUrl: maker.logo.url } : {}),
      ...(website ? { website } : {}),
    };
  });
  for (const website of websites) {
    const known = brands.some((brand) => nameKey(brand.name) === nameKey(website.make));
    const slug = slugify(website.make);
    if (!known && slug) brands.push({ slug, name: website.make, website });
  }
  return brands;
}

/** The brand a /brands/{slug} segment names on this site; undefined: the page is a 404. */
export function findSiteBrand(site: BrandSite, slug: string): SiteBrand | undefined {
  return listSiteBrands(site).find((brand) => brand.slug === slug);
}

/** Whether this site serves a brand page at this path (the route handle's isOffered). */
export function offersBrandPage(site: BrandSite, pathname: string): boolean {
  if (!pathname.startsWith(BRAND_PATH_PREFIX)) return false;
  const slug = pathname.slice(BRAND_PATH_PREFIX.length).replace(/\/$/, '');
  return findSiteBrand(site, slug) !== undefined;
}

/**
 * The make as the site's stock spells it, with its unsold cars; of two spellings the one
 * with more cars. Undefined when the site has none of the brand in stock.
 */
export function findStockMake(
  makeCounts: Readonly<Record<string, number>>,
  brand: Pick<SiteBrand, 'name'>,
): { make: string; count: number } | undefined {
  let best: { make: string; count: number } | undefined;
  for (const [make, count] of Object.entries(makeCounts)) {
    if (nameKey(make) !== nameKey(brand.name) || count <= 0) continue;
    if (!best || count > best.count) best = { make, count };
  }
  return best;
}
