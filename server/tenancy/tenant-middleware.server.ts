import type { RequestHandler } from 'express';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { pickRequestHost } from './request-host.server.ts';
import type { ResolvedTenant, TenantRegistry } from './tenant-registry.server.ts';
import { renderUnknownHostPage } from './unknown-host-page.server.ts';

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Maps the request's host to a tenant and puts it on res.locals.tenant. An
 * unknown host gets a plain 404 with nothing tenant-specific: never a default site.
 * `onBareHost` may answer hosts with no tenant first (the development index page).
 */
export function resolveTenant(
  registry: TenantRegistry,
  onBareHost?: RequestHandler,
): RequestHandler {
  return (req, res, next) => {
    const { host, tenant } = requestTenant(registry, req);
    res.locals.host = host;
    if (tenant) {
      res.locals.tenant = tenant;
      return next();
    }
    if (onBareHost) return onBareHost(req, res, () => sendUnknownHost(res));
    sendUnknownHost(res);
  };
}

/** The host a request was addressed to and the site there, if any. */
export function requestTenant(
  registry: TenantRegistry,
  req: Parameters<RequestHandler>[0],
): { host: string | null; tenant: ResolvedTenant | undefined } {
  const trust = req.app.get('trust proxy fn') as TrustFn;
  const host = pickRequestHost({
    host: req.get('host'),
    forwardedHost: req.get('x-forwarded-host'),
    trustForwarded: trust(req.socket.remoteAddress ?? '', 0),
  });
  return { host, tenant: registry.resolveHost(host) };
}

function sendUnknownHost(res: Parameters<RequestHandler>[1]) {
  res.status(404).type('html').setHeader('Cache-Control', 'no-store').send(renderUnknownHostPage());
}

/**
 * Holds a site's requests until its stock is in the search index (the server's start-up loads
 * the sites' stock one after another: server/inventory/stock-loading.server.ts), so no page or
 * answer is ever made from part of it.
 */
export function awaitSiteStock(
  stockReady: (site: TenantConfig) => Promise<void> | undefined,
): RequestHandler {
  return (_req, res, next) => {
    const waiting = stockReady((res.locals.tenant as ResolvedTenant).config);
    if (!waiting) return next();
    waiting.then(() => next(), next);
  };
}
