import type { RequestHandler } from 'express';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { clientAddressKey } from './client-address-key.server.ts';
import { rateLimit } from './rate-limit.server.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export interface WriteRateLimitsOptions {
  /** env.RATE_LIMIT_IP_PER_MINUTE: one client, across every site. */
  perIpPerMinute: number;
  /** env.RATE_LIMIT_TENANT_PER_MINUTE: one site, every client together. */
  perTenantPerMinute: number;
}

const MINUTE = 60_000;

/**
 * The limits in front of every write endpoint (leads, phone reveals, captcha challenges),
 * mounted after tenant resolution. The client's own limit comes first, so a client
 * already refused does not use up its site's allowance.
 */
export function writeRateLimits(
  store: RateLimitStore,
  options: WriteRateLimitsOptions,
): RequestHandler[] {
  return [
    rateLimit(store, {
      name: 'ip',
      limit: options.perIpPerMinute,
      windowMs: MINUTE,
      key: (req) => clientAddressKey(req.ip),
    }),
    rateLimit(store, {
      name: 'tenant',
      limit: options.perTenantPerMinute,
      windowMs: MINUTE,
      key: (_req, res) => (res.locals.tenant as ResolvedTenant | undefined)?.config.slug,
    }),
  ];
}
