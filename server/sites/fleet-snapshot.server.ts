// One immutable view of every site being served: the site files that passed their checks and
// the app built on them. A site-file change builds a new one beside it and swaps it in whole,
// so a request sees either the old sites or the new ones, never half of each (decision 0027).
import type { ContentPages } from '#shared/app/route-context.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { createApp, type AppDependencies } from '../app.server.ts';
import type { StripeApiTarget } from '../env.server.ts';
import { webhookSecretReader } from '../leads/outbox/webhook-secrets.server.ts';
import { createStripeAccounts } from '../payments/stripe-accounts.server.ts';
import { createTenantRegistry } from '../tenancy/tenant-registry.server.ts';
import type { LoadedSite } from './load-site.server.ts';

/** A site as served: what its file loaded to, and the revision it got then (page cache key). */
export interface ServedSite extends LoadedSite {
  revision: number;
}

export interface FleetSnapshot {
  readonly sites: ReadonlyMap<string, ServedSite>;
  readonly tenants: readonly TenantConfig[];
  tenant(slug: string): TenantConfig | undefined;
  webhookSecret(envName: string): string | undefined;
  /** The Express app for these sites (the process's shared parts inside). */
  readonly app: ReturnType<typeof createApp>;
  /** Stripe sites without keys: they take reservation requests instead of deposits. */
  readonly offlineStripe: ReadonlyArray<{ tenantSlug: string; missing: string[] }>;
}

/** What every snapshot shares: the process's stores, search, caches and settings. */
export type SharedAppParts = Omit<AppDependencies, 'registry' | 'contentPages' | 'stripeAccounts'>;

export interface SnapshotSecrets {
  secrets: Record<string, string | undefined>;
  stripeApi?: StripeApiTarget | undefined;
}

/**
 * The secrets a site names, checked as startup checks them: a webhook without its signing
 * secret or a Stripe key of the wrong kind throws EnvError naming the variable.
 */
export function checkSiteSecrets(tenant: TenantConfig, { secrets, stripeApi }: SnapshotSecrets) {
  webhookSecretReader([tenant], secrets);
  createStripeAccounts([tenant], secrets, stripeApi ? { api: stripeApi } : {});
}

export function buildFleetSnapshot(
  sites: ReadonlyMap<string, ServedSite>,
  shared: SharedAppParts,
  { secrets, stripeApi }: SnapshotSecrets,
): FleetSnapshot {
  const ordered = [...sites.values()].sort((a, b) => a.tenant.slug.localeCompare(b.tenant.slug));
  const tenants = ordered.map((site) => site.tenant);
  const webhookSecret = webhookSecretReader(tenants, secrets);
  const stripeAccounts = createStripeAccounts(
    tenants,
    secrets,
    stripeApi ? { api: stripeApi } : {},
  );
  const contentPages: ContentPages = {
    html: (site, pagePath) => sites.get(site.slug)?.content.pages.html(site, pagePath) ?? null,
  };
  const registry = createTenantRegistry(tenants, (slug) => sites.get(slug)?.revision ?? 0);
  const app = createApp({ ...shared, registry, contentPages, stripeAccounts });
  return {
    sites,
    tenants,
    tenant: (slug) => sites.get(slug)?.tenant,
    webhookSecret,
    app,
    offlineStripe: stripeAccounts.offline,
  };
}
