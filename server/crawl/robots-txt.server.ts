import { canonicalUrl, type SiteData } from '#shared/tenant/site-data.ts';
import { listDisallowedPaths } from './robots-rules.server.ts';

/** The tenant's robots.txt: pages allowed, private paths disallowed, sitemap on the primary host. */
export function buildRobotsTxt(site: Pick<SiteData, 'labels' | 'primary_hostname'>): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...listDisallowedPaths(site).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${canonicalUrl(site, '/sitemap.xml')}`,
  ];
  return `${lines.join('\n')}\n`;
}
