import Stripe from 'stripe';
import { EnvError, type StripeApiTarget } from '#server/env.server.ts';
import type { PaymentProcessor, TenantConfig } from '#shared/tenant/tenant-config.ts';

/** The environment variables a Stripe processor reads when its tenant names none. */
export const DEFAULT_SECRET_KEY_ENV = 'STRIPE_SECRET_KEY';
export const DEFAULT_WEBHOOK_SECRET_ENV = 'STRIPE_WEBHOOK_SECRET';

/** One dealer's Stripe account as this server can use it. */
export interface StripeAccount {
  tenantSlug: string;
  processor: PaymentProcessor;
  client: Stripe;
  webhookSecret: string;
}

export interface StripeAccounts {
  /** The tenant's Stripe account; undefined when it has none or this server lacks its keys. */
  forTenant(slug: string): StripeAccount | undefined;
  /** Stripe tenants whose keys are missing: they take reservation requests instead. */
  readonly offline: ReadonlyArray<{ tenantSlug: string; missing: string[] }>;
}

export function stripeProcessor(tenant: TenantConfig): PaymentProcessor | undefined {
  return tenant.payment_processors.find((processor) => processor.authorization_type === 'stripe');
}

/**
 * Reads each Stripe tenant's secret key and webhook signing secret from the environment
 * variables its processor names (or the defaults). Keys never live in tenants/*.json.
 * A key of the wrong kind stops startup; a missing one leaves that site offline for
 * payments (it takes reservation requests) and is reported by `offline`.
 */
export function createStripeAccounts(
  tenants: readonly TenantConfig[],
  source: Record<string, string | undefined>,
  options: { api?: StripeApiTarget } = {},
): StripeAccounts {
  const accounts = new Map<string, StripeAccount>();
  const offline: Array<{ tenantSlug: string; missing: string[] }> = [];
  const clients = new Map<string, Stripe>();
  for (const tenant of tenants) {
    const processor = stripeProcessor(tenant);
    if (!processor || !tenant.features.reserve) continue;
    const keyEnv = processor.secret_key_env ?? DEFAULT_SECRET_KEY_ENV;
    const webhookEnv = processor.webhook_secret_env ?? DEFAULT_WEBHOOK_SECRET_ENV;
    const secretKey = source[keyEnv]?.trim();
    const webhookSecret = source[webhookEnv]?.trim();
    if (secretKey && !/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(secretKey)) {
      throw new EnvError(
        `Invalid environment variable ${keyEnv}: expected a Stripe secret or restricted key (sk_... or rk_...) for tenants/${tenant.slug}.json`,
      );
    }
    if (webhookSecret && !webhookSecret.startsWith('whsec_')) {
      throw new EnvError(
        `Invalid environment variable ${webhookEnv}: expected a webhook signing secret (whsec_...) for tenants/${tenant.slug}.json`,
      );
    }
    const missing = [...(secretKey ? [] : [keyEnv]), ...(webhookSecret ? [] : [webhookEnv])];
    if (missing.length > 0 || !secretKey || !webhookSecret) {
      offline.push({ tenantSlug: tenant.slug, missing });
      continue;
    }
    let client = clients.get(secretKey);
    if (!client) {
      client = new Stripe(secretKey, {
        // Retries reuse the request's idempotency key, so a retried create never makes two.
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'dealer-platform' },
        ...(options.api ?? {}),
      });
      clients.set(secretKey, client);
    }
    accounts.set(tenant.slug, { tenantSlug: tenant.slug, processor, client, webhookSecret });
  }
  return { forTenant: (slug) => accounts.get(slug), offline };
}
