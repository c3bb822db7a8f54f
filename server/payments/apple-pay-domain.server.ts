import fs from 'node:fs';
import { Router } from 'express';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { stripeProcessor } from './stripe-accounts.server.ts';

export const APPLE_PAY_ASSOCIATION_PATH =
  '/.well-known/apple-developer-merchantid-domain-association';

/**
 * Stripe's domain association file on every hostname of a site whose Stripe processor enables
 * Apple Pay (Apple fetches it when the domain is registered); elsewhere a 404.
 */
export function applePayDomainRoute(file: string | undefined): Router {
  const router = Router();
  const content = file ? fs.readFileSync(file) : undefined;
  router.get(APPLE_PAY_ASSOCIATION_PATH, (_req, res, next) => {
    const tenant = res.locals.tenant as ResolvedTenant;
    const processor = stripeProcessor(tenant.config);
    if (!content || !tenant.config.features.reserve || !processor?.apple_pay_enabled) {
      next();
      return;
    }
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(content);
  });
  return router;
}
