import type { RequestHandler } from 'express';
import { ROUTE_DATA_PARAM } from '#shared/app/route-data-param.ts';
import type { TenantRegistry } from '../tenancy/tenant-registry.server.ts';
import { pathAsSent } from '../http/request-log.server.ts';
import { routeKindOf, statusClassOf } from './route-kind.ts';
import { secondsSince, type PlatformMetrics } from './platform-metrics.server.ts';

/** The site label of a request no site answers (an unknown host, a health check). */
export const UNKNOWN_SITE = 'unknown';

/**
 * Counts every request when its response ends, by route kind, status class and site: labels
 * from fixed sets (a site's slug only when the host resolved to a configured site).
 */
export function httpMetrics(metrics: PlatformMetrics, registry: TenantRegistry): RequestHandler {
  const sites = new Set(registry.tenants.map((tenant) => tenant.slug));
  return (req, res, next) => {
    const started = performance.now();
    res.once('close', () => {
      const slug: unknown = res.locals.tenant?.config.slug;
      const site = typeof slug === 'string' && sites.has(slug) ? slug : UNKNOWN_SITE;
      const kind = routeKindOf(pathAsSent(req.originalUrl), ROUTE_DATA_PARAM in req.query);
      const status_class = statusClassOf(res.statusCode);
      metrics.httpRequests.inc({ kind, status_class, site });
      metrics.httpDuration.observe({ kind, site }, secondsSince(started));
    });
    next();
  };
}
