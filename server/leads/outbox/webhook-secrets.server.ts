import { EnvError } from '#server/env.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

/**
 * The webhook signing secrets, read from the environment variables the tenants
 * name (`lead_delivery.webhook.secret_env`). Checked once at startup: a missing
 * or short secret stops the server, since every delivery to that webhook would fail.
 */
export function webhookSecretReader(
  tenants: readonly TenantConfig[],
  source: Record<string, string | undefined>,
): (envName: string) => string | undefined {
  const secrets = new Map<string, string>();
  for (const tenant of tenants) {
    const name = tenant.lead_delivery.webhook?.secret_env;
    if (!name) continue;
    const value = source[name]?.trim();
    if (!value || value.length < 32) {
      throw new EnvError(
        `Missing environment variable ${name}: tenants/${tenant.slug}.json signs its lead webhook with it (at least 32 characters)`,
      );
    }
    secrets.set(name, value);
  }
  return (name) => secrets.get(name);
}
