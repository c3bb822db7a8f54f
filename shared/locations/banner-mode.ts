import type { Location } from '../tenant/tenant-config.ts';

export type BannerMode = 'single' | 'list' | 'dropdown';

/** product rules 2.6 and 9.6: 1 unique location (or 0) -> 'single'; 2 or 3 -> 'list'; more than 3 -> 'dropdown'. */
export function bannerMode(uniqueCount: number): BannerMode {
  if (uniqueCount <= 1) return 'single';
  if (uniqueCount <= 3) return 'list';
  return 'dropdown';
}

/**
 * product rule 2.6: label in the 2-3 list: 'Service Centre' for service(-only)
 * locations (location_type 'service'), else 'Dealership' (sales, parts and an
 * empty type, which counts as sales).
 */
export function bannerLocationLabel(
  location: Pick<Location, 'location_type'>,
): 'Dealership' | 'Service Centre' {
  return location.location_type === 'service' ? 'Service Centre' : 'Dealership';
}
