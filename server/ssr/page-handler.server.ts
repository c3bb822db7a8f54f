import type { RequestHandler } from 'express';
import type { StaticHandler } from 'react-router';
import type { RouteContext, RouteServices } from '#shared/app/route-context.ts';
import type { PageRouteHandle } from '#shared/app/page-route-handle.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { toFetchRequest } from './fetch-request.server.ts';
import { ROUTE_DATA_PARAM } from '#shared/app/route-data-param.ts';
import { withoutCampaignParameters } from '#shared/search-url/campaign-parameters.ts';
import { sendRouteData } from './route-data.server.ts';
import type { RenderSlots } from './render-slots.server.ts';
import { streamPage, type StreamPageOptions } from './render-page.server.tsx';
import {
  newResponseToken,
  pageCacheKey,
  pageCacheSite,
  sendCachedPage,
  type PageCache,
} from './page-cache.server.ts';

/** Rendered pages kept per site, URL and inventory version (docs/decisions/0020-page-cache.md). */
export interface PageCaching {
  pages: PageCache;
  /**
   * The version of the stock the site can see (`SearchService.stockVersion`): it moves with
   * every change to those cars, so a page rendered before is never served after.
   */
  inventoryVersion: (site: TenantConfig) => string;
  /**
   * False for a page that reads state no inventory version covers (a payment): asked of the
   * route the page's request matched, so such a page is never stored (and never found).
   */
  isCacheable: (handle: PageRouteHandle | undefined) => boolean;
  /**
   * Told each cacheable page request's result (the metrics' hit ratio); a miss once its
   * route is known.
   */
  observe?: (result: 'hit' | 'kept_meanwhile' | 'miss') => void;
}

/** GET pages of the current tenant: full streamed HTML, or one route's loader JSON for client navigation. */
export function pageHandler(
  options: StreamPageOptions & {
    services: RouteServices;
    caching?: PageCaching;
    renderSlots: RenderSlots;
  },
): RequestHandler {
  const { caching } = options;
  const handler: StaticHandler = options.handler;
  return async (req, res) => {
    const tenant = res.locals.tenant as ResolvedTenant;
    const nonce: string = res.locals.nonce;
    const routeId = req.query[ROUTE_DATA_PARAM];
    const cacheKey =
      caching && typeof routeId !== 'string' && req.method === 'GET'
        ? pageCacheKey(
            pageCacheSite(tenant.config.slug, tenant.revision),
            caching.inventoryVersion(tenant.config),
            // One copy for every click of an ad: no page shows them (decision 0041).
            withoutCampaignParameters(`${req.protocol}://${res.locals.host}${req.originalUrl}`),
          )
        : undefined;
    const responseToken = newResponseToken();
    const cached = cacheKey ? caching!.pages.get(cacheKey) : undefined;
    if (cached) {
      caching!.observe?.('hit');
      return sendCachedPage(res, cached, [nonce, responseToken]);
    }

    const request = toFetchRequest(req, res, res.locals.host);
    const context: RouteContext = {
      site: tenant.site,
      services: options.services,
      requestId: res.locals.requestId,
      responseToken,
    };
    if (typeof routeId === 'string') {
      return sendRouteData(handler, request, routeId, context, res);
    }
    const release = await options.renderSlots.acquire();
    res.once('close', release);
    if (res.closed) return release();
    // A burst for one page renders it once: the others waited, and find it kept.
    const keptMeanwhile = cacheKey ? caching!.pages.get(cacheKey) : undefined;
    if (keptMeanwhile) {
      caching!.observe?.('kept_meanwhile');
      return sendCachedPage(res, keptMeanwhile, [nonce, responseToken]);
    }
    await streamPage(options, {
      req,
      res,
      request,
      tenant,
      context,
      nonce,
      ...(cacheKey && {
        cache: {
          mayKeep(handle: PageRouteHandle | undefined) {
            const cacheable = caching!.isCacheable(handle);
            if (cacheable) caching!.observe?.('miss');
            return cacheable;
          },
          keep: (html: Buffer) => caching!.pages.set(cacheKey, html, [nonce, responseToken]),
        },
      }),
    });
  };
}
