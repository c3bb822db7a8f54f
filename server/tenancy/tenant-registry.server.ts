import { LRUCache } from 'lru-cache';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { toSiteData, type SiteData } from '#shared/tenant/site-data.ts';
import { buildThemeCss } from '#shared/tenant/theme.ts';

/** A tenant ready to serve: its config plus everything derived from it once. */
export interface ResolvedTenant {
  config: TenantConfig;
  site: SiteData;
  themeCss: string;
  /** Bumped each time the site's file is loaded again: pages cached before are not served. */
  revision: number;
}

export interface TenantRegistry {
  readonly tenants: readonly TenantConfig[];
  resolveHost(host: string | null): ResolvedTenant | undefined;
}

const UNKNOWN = Symbol('unknown host');

export function createTenantRegistry(
  tenants: readonly TenantConfig[],
  revisionOf: (slug: string) => number = () => 0,
): TenantRegistry {
  const slugByHost = new Map<string, string>();
  const bySlug = new Map<string, TenantConfig>();
  for (const tenant of tenants) {
    bySlug.set(tenant.slug, tenant);
    for (const hostname of tenant.hostnames) slugByHost.set(hostname.toLowerCase(), tenant.slug);
  }
  // Bounded so a flood of made-up Host headers cannot grow memory.
  const cache = new LRUCache<string, ResolvedTenant | typeof UNKNOWN>({ max: 1000 });
  const resolved = new Map<string, ResolvedTenant>();

  function resolveSlug(slug: string): ResolvedTenant {
    let entry = resolved.get(slug);
    if (!entry) {
      const config = bySlug.get(slug)!;
      entry = {
        config,
        site: toSiteData(config),
        themeCss: buildThemeCss(config.theme),
        revision: revisionOf(slug),
      };
      resolved.set(slug, entry);
    }
    return entry;
  }

  return {
    tenants,
    resolveHost(host) {
      if (!host) return undefined;
      const cached = cache.get(host);
      if (cached !== undefined) return cached === UNKNOWN ? undefined : cached;
      const slug = slugByHost.get(host);
      const entry = slug ? resolveSlug(slug) : UNKNOWN;
      cache.set(host, entry);
      return entry === UNKNOWN ? undefined : entry;
    },
  };
}
