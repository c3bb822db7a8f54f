import type { SiteData } from '../tenant/site-data.ts';
import type { DealershipWebsite, Manufacturer, TenantFeatures } from '../tenant/tenant-config.ts';
import { isExternalUrl, type MenuLink } from './menu-link.ts';
import { nameKey } from '../text/name-key.ts';

export interface BrandMenuInput {
  websites: readonly DealershipWebsite[];
  manufacturers: readonly Manufacturer[];
  features: Pick<
    TenantFeatures,
    'custom_brand_list' | 'excluded_brands' | 'hide_empty_makes' | 'sort_brands_alphabetically'
  >;
  /** Cars on sale per make on this site. */
  makeCounts: Readonly<Record<string, number>>;
  primaryHostname: string;
}

/** Feeds and menus spell makes differently ('Mercedes-Benz', 'Mercedes Benz'): one key for both. */

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * product rule 5.9 brand dropdown: the group's dealership websites, minus this site itself,
 * sites without a valid URL or name, and excluded brand names; makes with no stock
 * hidden when configured; optionally sorted A-Z. A custom manufacturer list
 * replaces the websites (linking to this site's own brand pages).
 */
export function buildBrandMenu(input: BrandMenuInput): MenuLink[] {
  const { features } = input;
  const excluded = new Set(features.excluded_brands.map((name) => name.toLowerCase()));
  const isExcluded = (...names: string[]) => names.some((name) => excluded.has(name.toLowerCase()));
  const stockByMake = new Map<string, number>();
  for (const [make, count] of Object.entries(input.makeCounts)) {
    stockByMake.set(nameKey(make), (stockByMake.get(nameKey(make)) ?? 0) + count);
  }
  const hasStock = (make: string) => (stockByMake.get(nameKey(make)) ?? 0) > 0;

  let entries: Array<MenuLink & { make: string }>;
  if (features.custom_brand_list) {
    entries = input.manufacturers.map((maker) => ({
      make: maker.name,
      label: maker.name,
      href: `/brands/${maker.slug}`,
      imgSrc: maker.logo?.url,
    }));
  } else {
    const ownHost = input.primaryHostname.toLowerCase();
    entries = input.websites
      .filter((site) => site.name.trim() && isExternalUrl(site.url) && hostOf(site.url))
      .filter((site) => hostOf(site.url) !== ownHost)
      .map((site) => ({
        make: site.make,
        label: site.name,
        href: site.url,
        imgSrc: site.logo.url,
        external: true,
      }));
  }
  entries = entries.filter((entry) => !isExcluded(entry.make, entry.label));
  if (features.hide_empty_makes) entries = entries.filter((entry) => hasStock(entry.make));
  if (features.sort_brands_alphabetically) {
    // Plain comparison, not localeCompare: server and browser ICU data may differ.
    const key = (label: string) => label.toLowerCase();
    entries = [...entries].sort((a, b) =>
      key(a.label) < key(b.label) ? -1 : key(a.label) > key(b.label) ? 1 : 0,
    );
  }
  return entries.map(({ make: _make, ...link }) => link);
}

type BrandMenuSite = Pick<
  SiteData,
  'dealership_websites' | 'manufacturers' | 'features' | 'primary_hostname'
>;

/** A site's brand dropdown for its stock per make. */
export function buildSiteBrandMenu(
  site: BrandMenuSite,
  makeCounts: Readonly<Record<string, number>>,
): MenuLink[] {
  return buildBrandMenu({
    websites: site.dealership_websites ?? [],
    manufacturers: site.manufacturers ?? [],
    features: site.features,
    makeCounts,
    primaryHostname: site.primary_hostname,
  });
}

/**
 * What a site is missing when its brand dropdown could never list a brand, whatever its
 * stock; undefined when some brand can be listed. A header entry with nothing to list and
 * no URL of its own is dropped from the header, so startup names the gap instead.
 */
export function brandMenuSourceProblem(site: BrandMenuSite): string | undefined {
  const anyStock = { ...site.features, hide_empty_makes: false };
  if (buildSiteBrandMenu({ ...site, features: anyStock }, {}).length > 0) return undefined;
  return site.features.custom_brand_list
    ? 'has no brand to list: features.custom_brand_list is on, so list the makes this site sells in "manufacturers"'
    : 'has no brand to list: add the group\'s other sites to "dealership_websites", or set features.custom_brand_list and list the makes this site sells in "manufacturers"';
}
