import type { SiteData } from '../tenant/site-data.ts';

/** The range's heading and breadcrumb name: the site's manufacturer's range ('Mazda range'). */
export function modelRangeHeading(site: Pick<SiteData, 'dealership'>, bodyName?: string): string {
  const maker = site.dealership.manufacturer;
  const range = bodyName ? `${bodyName} range` : 'range';
  return maker ? `${maker} ${range}` : bodyName ? `${bodyName} range` : 'Our range';
}
