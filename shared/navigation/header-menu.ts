import type { StockCounts } from '../app/route-context.ts';
import type { NavigationItem } from '../tenant/tenant-config.ts';
import type { SiteData } from '../tenant/site-data.ts';
import { buildBodyMenu } from './body-menu.ts';
import { buildSiteBrandMenu } from './brand-menu.ts';
import { listMenuLinks, navigationLabel, type MenuLink } from './menu-link.ts';
import { buildModelMenu } from './model-menu.ts';
import { buildStockMenu } from './stock-menu.ts';

export interface MenuSection {
  title?: string;
  layout: 'list' | 'grid';
  links: MenuLink[];
}

export type HeaderEntry =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'dropdown'; label: string; href?: string; sections: MenuSection[] };

export interface HeaderMenuInput {
  site: Pick<
    SiteData,
    | 'navigation'
    | 'features'
    | 'labels'
    | 'listing_path'
    | 'models'
    | 'manufacturers'
    | 'dealership_websites'
    | 'primary_hostname'
  >;
  counts: StockCounts;
  makeCounts: Readonly<Record<string, number>>;
}

function stockLinks(item: NavigationItem, input: HeaderMenuInput): MenuLink[] {
  // A tenant's own list (e.g. New Trucks / Used Trucks) replaces the generated car menu.
  if (item.dropdownItems?.length) return listMenuLinks(item.dropdownItems);
  const { site, counts } = input;
  return buildStockMenu({
    counts,
    labels: site.labels,
    features: site.features,
    listingPath: site.listing_path,
  });
}

function sectionsFor(item: NavigationItem, input: HeaderMenuInput): MenuSection[] {
  const { site } = input;
  switch (item.dynamicDropdown) {
    case 'stock':
      return [{ layout: 'list', links: stockLinks(item, input) }];
    case 'brands':
      return [{ layout: 'grid', links: buildSiteBrandMenu(site, input.makeCounts) }];
    case 'models':
      return [{ layout: 'grid', links: buildModelMenu(site) }];
    case 'bodies':
      return [
        { title: 'Shop Cars', layout: 'list', links: stockLinks(item, input) },
        { title: 'Browse by body style', layout: 'grid', links: buildBodyMenu() },
      ];
    default:
      break;
  }
  if (item.dropdownMenus?.length) {
    return item.dropdownMenus.map((menu) => ({
      title: menu.name,
      layout: 'list' as const,
      links: listMenuLinks(menu.dropdownItems),
    }));
  }
  return item.dropdownItems?.length
    ? [{ layout: 'list', links: listMenuLinks(item.dropdownItems) }]
    : [];
}

/**
 * The header's top-level entries from tenant navigation and stock: a dropdown per
 * entry type (product rule 2.6), or a plain link. A dropdown that ends up empty becomes its
 * link, or disappears when it has none.
 */
export function buildHeaderMenu(input: HeaderMenuInput): HeaderEntry[] {
  const entries: HeaderEntry[] = [];
  for (const item of input.site.navigation.header) {
    const label = navigationLabel(item);
    const sections = sectionsFor(item, input).filter((section) => section.links.length > 0);
    if (sections.length > 0) entries.push({ kind: 'dropdown', label, href: item.url, sections });
    else if (item.url) entries.push({ kind: 'link', label, href: item.url });
  }
  return entries;
}
