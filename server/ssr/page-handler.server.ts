import type { RequestHandler } from 'express';
import type { StaticHandler } from 'react-router';
import type { RouteContext, RouteServices } from '#shared/app/route-context.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { toFetchRequest } from './fetch-request.server.ts';
import { ROUTE_DATA_PARAM } from '#shared/app/route-data-param.ts';
import { loadDeferredModules } from '#shared/app/deferred-module.ts';
import { sendRouteData } from './route-data.server.ts';
import { streamPage, type StreamPageOptions } from './render-page.server.tsx';

/** GET pages of the current tenant: full streamed HTML, or one route's loader JSON for client navigation. */
export function pageHandler(
  options: StreamPageOptions & { services: RouteServices },
): RequestHandler {
  const handler: StaticHandler = options.handler;
  // Modules the browser fetches on demand (the footer's subscribe form): loaded here once,
  // so every page renders them in its shell, as crawlers and hydration expect.
  const deferredModulesLoaded = loadDeferredModules();
  return async (req, res) => {
    const tenant = res.locals.tenant as ResolvedTenant;
    const request = toFetchRequest(req, res, res.locals.host);
    const context: RouteContext = {
      site: tenant.site,
      services: options.services,
      requestId: res.locals.requestId,
    };
    const routeId = req.query[ROUTE_DATA_PARAM];
    if (typeof routeId === 'string') {
      return sendRouteData(handler, request, routeId, context, res);
    }
    await deferredModulesLoaded;
    await streamPage(options, {
      req,
      res,
      request,
      tenant,
      context,
      nonce: res.locals.nonce,
    });
  };
}
