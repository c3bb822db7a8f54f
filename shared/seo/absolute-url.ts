import { canonicalUrl, type SiteData } from '../tenant/site-data.ts';

/**
 * Metadata and structured data need absolute URLs; tenant asset URLs are either
 * site-relative (`/tenant-assets/...`) or already absolute https.
 */
export function toAbsoluteUrl(site: Pick<SiteData, 'primary_hostname'>, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return canonicalUrl(site, url.startsWith('/') ? url : `/${url}`);
}
