import type { StockCounts } from '../app/route-context.ts';
import type { TenantFeatures, TenantLabels } from '../tenant/tenant-config.ts';
import type { MenuLink } from './menu-link.ts';

export interface StockMenuInput {
  counts: StockCounts;
  labels: Pick<TenantLabels, 'used_cars'>;
  features: Pick<TenantFeatures, 'electric_cars_link' | 'all_cars_link'>;
  listingPath: string;
}

/**
 * product rule 5.9: New Cars only with new stock, Demo Cars only with demo stock, Used Cars
 * always (or Pre-Owned Cars by the tenant's label), Electric Cars and All Cars when
 * the tenant switches them on.
 */
export function buildStockMenu({
  counts,
  labels,
  features,
  listingPath,
}: StockMenuInput): MenuLink[] {
  const links: MenuLink[] = [];
  if (counts.new > 0) links.push({ label: 'New Cars', href: '/search/new-cars' });
  if (counts.demo > 0) links.push({ label: 'Demo Cars', href: '/search/demo-cars' });
  const usedSlug = labels.used_cars === 'Pre-Owned Cars' ? 'pre-owned-cars' : 'used-cars';
  links.push({ label: labels.used_cars, href: `/search/${usedSlug}` });
  if (features.electric_cars_link) links.push({ label: 'Electric Cars', href: '/electric-cars' });
  if (features.all_cars_link) links.push({ label: 'All Cars', href: listingPath });
  return links;
}
