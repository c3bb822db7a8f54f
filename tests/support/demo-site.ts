import fs from 'node:fs';
import path from 'node:path';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { toSiteData, type SiteData } from '#shared/tenant/site-data.ts';

/** A demo tenant's public site data, read from tenants/<slug>.json; `edit` changes a private copy. */
export function demoSite(slug: string, edit?: (config: TenantConfig) => void): SiteData {
  const file = path.resolve('tenants', `${slug}.json`);
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as TenantConfig;
  edit?.(config);
  return toSiteData(config);
}
