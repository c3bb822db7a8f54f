import fs from 'node:fs';
import type { RequestHandler } from 'express';
import path from 'node:path';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { toSiteData, type SiteData } from '#shared/tenant/site-data.ts';

/** A demo tenant's config as tenants/<slug>.json holds it (a private copy), e.g. to plan test cases. */
export function demoTenantConfig(slug: string): TenantConfig {
  const file = path.resolve('tenants', `${slug}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TenantConfig;
}

/** A demo tenant's public site data, read from tenants/<slug>.json; `edit` changes a private copy. */
export function demoSite(slug: string, edit?: (config: TenantConfig) => void): SiteData {
  const config = demoTenantConfig(slug);
  edit?.(config);
  return toSiteData(config);
}

/** Middleware standing in for host resolution: every request is for this demo site. */
export function asDemoSite(slug: string): RequestHandler {
  const config = demoTenantConfig(slug);
  const tenant = { config, site: toSiteData(config) };
  return (_req, res, next) => {
    res.locals.tenant = tenant;
    next();
  };
}
