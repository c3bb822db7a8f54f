import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

export const SOURCE_PAGE_MESSAGE = 'Must be a page of this site.';

/**
 * The page a lead was sent from, as an absolute URL on the site's canonical
 * host: a path, or a URL on one of the site's own hosts. Anything else is
 * refused rather than stored, so staff never follow a link a bot planted.
 */
export function resolveSourcePage(
  tenant: Pick<TenantConfig, 'hostnames' | 'primary_hostname'>,
  raw: string,
): string | undefined {
  let url: URL;
  try {
    url = new URL(raw, `https://${tenant.primary_hostname}`);
  } catch {
    return undefined;
  }
  const ownHost =
    url.hostname === tenant.primary_hostname || tenant.hostnames.includes(url.hostname);
  if (!ownHost || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  return `https://${tenant.primary_hostname}${url.pathname}${url.search}`;
}
