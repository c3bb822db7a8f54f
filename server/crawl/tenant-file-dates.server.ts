import fs from 'node:fs';
import path from 'node:path';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

/** W3C datetime to the second, as sitemaps.org shows it. */
export function toW3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Slug -> when tenants/<slug>.json last changed: the real lastmod of pages built
 * from that file. Read once at startup, when the tenant files are read.
 */
export function readTenantFileDates(
  tenantsDir: string,
  tenants: readonly Pick<TenantConfig, 'slug'>[],
): Map<string, string> {
  return new Map(
    tenants.map((tenant) => {
      const { mtime } = fs.statSync(path.join(tenantsDir, `${tenant.slug}.json`));
      return [tenant.slug, toW3cDatetime(mtime)];
    }),
  );
}
