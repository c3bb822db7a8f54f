import { carPhotos } from './images/car-photos.server.ts';
import express from 'express';
import { createStaticHandler } from 'react-router';
import type { Logger } from 'pino';
import { routes } from '#shared/routes.tsx';
import type { Env } from './env.server.ts';
import { requestLog } from './http/request-log.server.ts';
import { responseCompression } from './http/compression.server.ts';
import { assignNonce, securityHeaders } from './http/security.server.ts';
import type { PageRouteHandle } from '#shared/app/page-route-handle.ts';
import { opsRoutes, type ReadinessCheck } from './http/ops-routes.server.ts';
import { hashedAssets, tenantAssets, carImages } from './http/static-files.server.ts';
import { apiNotFound, handleErrors } from './http/errors.server.ts';
import { redirectToLowerCasePath } from './http/canonical-path.server.ts';
import { awaitSiteStock, resolveTenant } from './tenancy/tenant-middleware.server.ts';
import { devIndex } from './tenancy/dev-index.server.ts';
import type { TenantRegistry } from './tenancy/tenant-registry.server.ts';
import { createStockReads } from './inventory/stock-reads.server.ts';
import type { ClientAssets } from './ssr/client-assets.server.ts';
import type { ContentPages } from '#shared/app/route-context.ts';
import { pageHandler } from './ssr/page-handler.server.ts';
import type { PageCache } from './ssr/page-cache.server.ts';
import { createAppPageCache, pageLifetimeMs } from './ssr/page-lifetime.server.ts';
import { routeAtPath } from './ssr/route-at-path.server.ts';
import { createRenderSlots, type RenderSlots } from './ssr/render-slots.server.ts';
import { requestProblemPages } from './ssr/request-problem-page.server.tsx';
import {
  checkFormPostBody,
  checkFormPostType,
  pageRequestErrors,
  rejectMalformedTargets,
} from './http/request-problems/page-request-checks.server.ts';
import type { RouteServices } from '#shared/app/route-context.ts';
import type { SearchService } from './search/search-service.server.ts';
import { searchProxyRouter } from './search/proxy/search-proxy-router.ts';
import { createModelStock } from './models/model-stock.server.ts';
import { crawlRoutes } from './crawl/crawl-routes.server.ts';
import { adsFeedRoutes } from './ads-feeds/ads-feed-routes.server.ts';
import { pngRenditions } from './ads-feeds/png-renditions.server.ts';
import { phoneRevealsRouter } from './api/phone-reveals/phone-reveals-router.server.ts';
import { tradeInRouter } from './api/trade-in/trade-in-router.server.ts';
import { createTradeInValuer } from './trade-in/trade-in-market.server.ts';
import type { Database } from './db/database.server.ts';
import { platformSecret } from './db/platform-secret.server.ts';
import { createFindTenantCar } from './inventory/find-tenant-car.server.ts';
import { leadsRouter } from './leads/intake/leads-router.server.ts';
import { createLeadService } from './leads/intake/create-lead.server.ts';
import { createLeadFormPosts } from './leads/intake/lead-form-posts.server.ts';
import { createCaptcha } from './leads/intake/captcha/captcha.server.ts';
import { captchaRouter } from './leads/intake/captcha/captcha-router.server.ts';
import type { RateLimitStore } from './http/rate-limit/rate-limit-store.ts';
import { createReservationServices } from './payments/reservation-services.server.ts';
import type { StripeAccounts } from './payments/stripe-accounts.server.ts';
import { applePayDomainRoute } from './payments/apple-pay-domain.server.ts';
import { createPaymentSettlement } from './payments/settle-payment.server.ts';
import { stripeWebhookRouter } from './api/payments/stripe-webhook-router.server.ts';
import { paymentsRouter } from './api/payments/payments-router.server.ts';
import { createPaymentIntentService } from './api/payments/create-payment-intent.server.ts';
import { writeRateLimits } from './http/rate-limit/write-rate-limits.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { PlatformMetrics } from './metrics/platform-metrics.server.ts';
import { httpMetrics } from './metrics/http-metrics.server.ts';
import { timedRenderSlots, timedSearch } from './metrics/instrument.server.ts';

export interface AppDependencies {
  env: Env;
  logger: Logger;
  registry: TenantRegistry;
  search: SearchService;
  /** The lead store, migrated (PGlite or Postgres). */
  database: Database;
  /** Counts for the write endpoints' rate limits (memory, or Redis shared by instances). */
  rateLimitStore: RateLimitStore;
  /** Told when a lead's deliveries were committed, so it sends them at once. */
  leadRelay: { notify(): void };
  clientAssets: ClientAssets;
  /** Each site's content pages, checked and rendered at startup (server/content). */
  contentPages: ContentPages;
  /** Each Stripe site's account (keys from the environment). */
  stripeAccounts: StripeAccounts;
  paths: {
    clientDir: string;
    carImagesDir: string;
    /** Where the demo's photos and their resized variants are kept once made. */
    photoCacheDir: string;
    tenantAssetsDir: string;
  };
  readinessChecks: ReadinessCheck[];
  /** This app's metrics (its own registry; served by the metrics listener, never here). */
  metrics: PlatformMetrics;
  /** Kept across the apps a site-file change builds (server/sites): one cache, one render queue. */
  pageCache?: PageCache | undefined;
  renderSlots?: RenderSlots;
  /**
   * While the server loads the sites' stock (server/inventory/stock-loading.server.ts):
   * undefined once a site's own is in, else a promise that resolves then.
   */
  stockReady?: ((site: TenantConfig) => Promise<void> | undefined) | undefined;
}

/** A lead form's fields, urlencoded: a few kilobytes at most. */
const LEAD_FORM_POST_LIMIT = '32kb';

/** Builds the Express app for every tenant; it does not listen (server/index.ts does). */
export function createApp(deps: AppDependencies) {
  const { env, paths, metrics } = deps;
  const search = timedSearch(deps.search, metrics);
  const { inventory, multiSearch, listing, cars } = createStockReads({
    env,
    tenants: deps.registry.tenants,
    search,
  });
  const isProduction = env.NODE_ENV === 'production';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(requestLog(deps.logger), httpMetrics(metrics, deps.registry));
  app.use(assignNonce, securityHeaders(isProduction));
  app.use(opsRoutes(deps.readinessChecks));
  app.use(responseCompression());
  const sendProblem = requestProblemPages({
    assets: deps.clientAssets,
    timeoutMs: env.SSR_TIMEOUT_MS,
    exposeErrors: !isProduction,
    services: () => pageServices,
  });
  app.use(rejectMalformedTargets(deps.registry, sendProblem));
  app.use('/assets', hashedAssets(paths.clientDir, { serveSourceMaps: env.SERVE_SOURCE_MAPS }));

  const devIndexPage = isProduction ? undefined : devIndex(deps.registry.tenants, env.PORT);
  app.use(resolveTenant(deps.registry, devIndexPage));
  app.use('/images/vehicles/photos', carPhotos(paths.carImagesDir, paths.photoCacheDir));
  app.use('/images/vehicles', pngRenditions(paths.carImagesDir), carImages(paths.carImagesDir));
  app.use(
    '/tenant-assets',
    tenantAssets(
      paths.tenantAssetsDir,
      deps.registry.tenants.map((tenant) => tenant.slug),
    ),
  );
  // Nothing below answers for a site before its stock is in the index.
  if (deps.stockReady) app.use(awaitSiteStock(deps.stockReady));
  app.use(crawlRoutes({ inventory, listing, cars }));
  app.use(
    adsFeedRoutes({
      search: deps.search,
      ttlMs: pageLifetimeMs(env),
    }),
  );
  app.use(applePayDomainRoute(env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE));

  // The search proxy answers even a bad body in Meilisearch's shape.
  app.use('/api/search', searchProxyRouter({ multiSearch, logger: deps.logger }));
  // One per-client and one per-site budget shared by every write endpoint.
  const writeLimits = writeRateLimits(deps.rateLimitStore, {
    perIpPerMinute: env.RATE_LIMIT_IP_PER_MINUTE,
    perTenantPerMinute: env.RATE_LIMIT_TENANT_PER_MINUTE,
  });
  const captcha = createCaptcha({
    database: deps.database,
    logger: deps.logger,
    maxNumber: env.ALTCHA_MAX_NUMBER,
    ...(env.ALTCHA_HMAC_KEY ? { hmacKey: env.ALTCHA_HMAC_KEY } : {}),
  });
  let tokenSecret: Promise<string> | undefined;
  const findCar = createFindTenantCar(search);
  const valueTradeIn = createTradeInValuer({ tenants: deps.registry.tenants, search });
  const onDeliveriesQueued = () => {
    metrics.leadsQueued.inc();
    deps.leadRelay.notify();
  };
  const createLead = createLeadService({
    database: deps.database,
    findCar,
    captcha,
    valueTradeIn,
    tokenSecret: () =>
      (tokenSecret ??= platformSecret(deps.database, 'lead_token_key').catch((error) => {
        tokenSecret = undefined;
        throw error;
      })),
    onDeliveriesQueued,
  });
  const settlement = createPaymentSettlement({
    database: deps.database,
    search,
    tenantConfig: (slug) => deps.registry.tenants.find((tenant) => tenant.slug === slug),
    accounts: deps.stripeAccounts,
    onDeliveriesQueued,
    logger: deps.logger,
  });
  // Before any JSON parser: the signature is over the raw bytes.
  app.use(
    '/api/webhooks',
    stripeWebhookRouter({ database: deps.database, accounts: deps.stripeAccounts, settlement }),
  );
  app.use(
    '/api/dealerships',
    paymentsRouter({
      createPaymentIntent: createPaymentIntentService({
        database: deps.database,
        findCar,
        accounts: deps.stripeAccounts,
      }),
      limits: writeLimits,
    }),
  );
  app.use('/api/captcha', captchaRouter({ captcha, limits: writeLimits }));
  app.use('/api/phone-reveals', writeLimits, phoneRevealsRouter(deps));
  app.use('/api/trade-in', tradeInRouter({ valueTradeIn }));
  app.use(
    '/api/leads',
    leadsRouter({
      database: deps.database,
      findCar,
      valueTradeIn,
      createLead,
      limits: writeLimits,
      onDeliveriesQueued,
    }),
  );
  app.use('/api', apiNotFound);

  const pageServices: RouteServices = {
    inventory,
    listing,
    cars,
    models: createModelStock({ tenants: deps.registry.tenants, search }),
    leads: createLeadFormPosts({ tenants: deps.registry.tenants, createLead }),
    reservations: createReservationServices({
      tenants: deps.registry.tenants,
      accounts: deps.stripeAccounts,
      database: deps.database,
      findCar,
      settlement,
      logger: deps.logger,
    }),
    content: deps.contentPages,
  };
  const pages = pageHandler({
    handler: createStaticHandler(routes),
    assets: deps.clientAssets,
    services: pageServices,
    timeoutMs: env.SSR_TIMEOUT_MS,
    exposeErrors: !isProduction,
    renderSlots: timedRenderSlots(
      deps.renderSlots ?? createRenderSlots(env.SSR_CONCURRENCY),
      metrics,
    ),
    ...(env.PAGE_CACHE_MB > 0 && {
      caching: {
        pages: deps.pageCache ?? createAppPageCache(env),
        inventoryVersion: (tenant) => search.stockVersion(tenant.search),
        isCacheable: routeIsCacheable,
        observe: (result) => metrics.pageCache.inc({ result }),
      },
    }),
  });
  app.get('/{*splat}', redirectToLowerCasePath, pages);
  // A lead form posted without JavaScript goes to its page's route action, behind the
  // write limits; a page without an action falls through to the 405 below.
  app.post(
    '/{*splat}',
    (req, _res, next) => (hasRouteAction(req.path) ? next() : next('route')),
    ...writeLimits,
    checkFormPostType(sendProblem),
    express.raw({ type: 'application/x-www-form-urlencoded', limit: LEAD_FORM_POST_LIMIT }),
    checkFormPostBody(sendProblem),
    pages,
  );
  app.all('/{*splat}', (req, res) => {
    const allow = hasRouteAction(req.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
    res.status(405).setHeader('Allow', allow).type('text').send('Method Not Allowed');
  });
  app.use(pageRequestErrors(sendProblem, LEAD_FORM_POST_LIMIT));
  app.use(handleErrors);
  return app;
}

const routeAt = routeAtPath(routes);

/**
 * Whether a page may be kept: not one that reads state no inventory version covers, nor one
 * whose CSP admits Stripe (set when it renders, so a stored copy would lack it).
 */
function routeIsCacheable(handle: PageRouteHandle | undefined): boolean {
  return handle?.pageCache !== false && handle?.usesStripe !== true;
}

/** Whether the page at this path takes a form post (its deepest route has an action). */
function hasRouteAction(path: string): boolean {
  return Boolean(routeAt(path)?.action);
}
