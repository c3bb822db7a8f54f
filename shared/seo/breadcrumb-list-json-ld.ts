import { canonicalUrl, type SiteData } from '../tenant/site-data.ts';

/** One step of a page's breadcrumb trail: a site-relative path and its visible name. */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList for a trail that starts at the home page and ends at this page. */
export function buildBreadcrumbListJsonLd(
  site: Pick<SiteData, 'primary_hostname'>,
  trail: readonly BreadcrumbStep[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: canonicalUrl(site, step.path),
    })),
  };
}
