import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { ensureDataDir, type Env } from './env.server.ts';
import express from 'express';
import { createAppPageCache } from './ssr/page-lifetime.server.ts';
import { createRenderSlots } from './ssr/render-slots.server.ts';
import { buildFleetSnapshot, type SharedAppParts } from './sites/fleet-snapshot.server.ts';
import { loadStartupSites, startSiteFleet, type SiteFleet } from './sites/site-fleet.server.ts';
import { startClusterSync, type ClusterSync } from './cluster/cluster-sync.server.ts';
import { syncInventoryFiles } from './inventory/inventory-sync.server.ts';
import { createClientAssets, loadClientManifest } from './ssr/client-assets.server.ts';
import { repoPath } from './repo-path.server.ts';
import { openDatabase } from './db/open-database.server.ts';
import { importLegacyPhoneReveals } from './api/phone-reveals/import-legacy-phone-reveals.server.ts';
import { createRateLimitStore } from './http/rate-limit/create-rate-limit-store.server.ts';
import { createLeadRelay } from './leads/outbox/lead-relay.server.ts';
import { countPendingDeliveries } from './leads/outbox/pending-deliveries.server.ts';
import { activeReservedCars } from './payments/reservation-store.server.ts';
import { startFeedScheduler } from './inventory/feeds/feed-scheduler.server.ts';
import { clusterClient } from './inventory/feeds/cluster-client.server.ts';
import { cleanImportLeftovers } from './search/import-builds.server.ts';
import { createPlatformMetrics } from './metrics/platform-metrics.server.ts';
import {
  createEmbeddedSearchService,
  createRemoteSearchService,
} from './search/search-service.server.ts';
import { scopeDealers } from './search/proxy/scope-dealers.ts';
import { loadSitesStock } from './inventory/stock-loading.server.ts';
import { warmUpPages } from './startup/warm-up.server.ts';

/**
 * Loads everything the app needs (tenants, inventory, client manifest) and
 * builds it. Throws with a clear message on any bad file, so startup fails fast.
 */
export async function createPlatform(
  env: Env,
  logger: Logger,
  /** Where secrets named by tenants are read (lead webhooks, Stripe keys). */
  secrets: Record<string, string | undefined> = process.env,
  /** Aborted by a stop signal during start-up: the long steps end it, closing what they opened. */
  signal?: AbortSignal,
  /** Resolves once the embedded database exists (a first start makes it meanwhile). */
  databaseMade?: Promise<unknown>,
) {
  let draining = false;
  ensureDataDir(env);
  // Node's process metrics only where they are served: tests build many platforms.
  const metrics = createPlatformMetrics({ processMetrics: env.METRICS_PORT !== undefined });
  const snapshotSecrets = {
    secrets,
    ...(env.STRIPE_API_URL ? { stripeApi: env.STRIPE_API_URL } : {}),
  };
  // Every site file is checked before anything opens: a bad one stops startup here.
  const startup = loadStartupSites(env.TENANTS_DIR, snapshotSecrets, logger);
  const { tenants } = startup;
  // Sites come and go while the server runs (server/sites): look them up when needed.
  let fleet: SiteFleet | undefined;
  let cluster: ClusterSync | undefined;
  const currentTenant = (slug: string) =>
    fleet ? fleet.current().tenant(slug) : startup.sites.get(slug)?.tenant;
  const clientDir = repoPath('dist', 'client');
  const clientAssets = createClientAssets(
    loadClientManifest(repoPath('dist', 'client-manifest.json')),
  );
  // Migrated before anything is served; a database that cannot open stops startup. The sites'
  // stock loads once it is open: a car reserved there is marked so as it enters the index.
  const opening = Promise.resolve(databaseMade)
    .then(() => signal?.throwIfAborted())
    .then(() => openDatabase(env, logger));
  // Its failure is reported where it is awaited, not as an unhandled rejection.
  opening.catch(() => undefined);
  let embedded: Awaited<ReturnType<typeof createEmbeddedSearchService>> | undefined;
  try {
    // Its stock loads site by site once the database is open (below).
    if (!env.MEILI_HOST) embedded = await createEmbeddedSearchService([]);
    signal?.throwIfAborted();
    if (env.MEILI_HOST) await cleanImportLeftovers(clusterClient(env)!, logger);
  } catch (error) {
    await opening.then((database) => database.close()).catch(() => undefined);
    throw error;
  }
  const search = embedded ?? createRemoteSearchService(env.MEILI_HOST!, env.MEILI_API_KEY);
  // A feed knows nothing of online reservations: after each reload they are applied again.
  let applyReservations: (slug?: string) => Promise<void> = async () => {};
  const inventorySync = syncInventoryFiles({
    dataDir: env.DATA_DIR,
    tenant: currentTenant,
    logger,
    search,
    afterReload: (slug) => applyReservations(slug),
    onFileChange: (slug) => cluster?.publish({ kind: 'inventory', slug }),
    ...(embedded ? { embedded } : {}),
  });
  const database = await opening.catch((error: unknown) => {
    inventorySync.close();
    throw error;
  });
  if (signal?.aborted) {
    inventorySync.close();
    await database.close();
    signal.throwIfAborted();
  }
  metrics.watchLeadBacklog(() => countPendingDeliveries(database));
  await importLegacyPhoneReveals(database, env.DATA_DIR, logger);
  applyReservations = async (slug) => {
    const cars = await activeReservedCars(database, slug);
    await search.setReserved(cars.map((car) => ({ id: car.car_id, reserved: true })));
  };
  // Pages rendered once before readiness turns 200 (production) through the app made below.
  let appMade: (app: express.Express) => void = () => {};
  const madeApp = new Promise<express.Express>((resolve) => (appMade = resolve));
  const warmUp = async () => {
    if (env.NODE_ENV !== 'production') return;
    await warmUpPages(await madeApp, tenants[0] && currentTenant(tenants[0].slug), logger);
  };
  // With the embedded engine the sites' stock loads in the background, each site served once
  // its own is in (docs/decisions/0043-sites-served-as-their-stock-loads.md); a cluster's
  // index is already there.
  const stockLoading = embedded
    ? loadSitesStock(embedded, tenants, currentTenant, env.DATA_DIR, database, warmUp)
    : undefined;
  if (!embedded) await applyReservations();
  // With DATABASE_URL, what this instance learns its peers learn, and the other way round.
  cluster = await startClusterSync({
    databaseUrl: env.DATABASE_URL,
    search,
    ownIndex: Boolean(embedded),
    logger,
    peers: {
      inventory: (slug) => inventorySync.reload(slug),
      sites: () => fleet?.rescan(),
      refreshAll: () => {
        search.invalidate();
        applyReservations().catch((error: unknown) =>
          logger.error({ err: error }, 'reservations not applied again after a reconnect'),
        );
        fleet?.rescan();
      },
    },
  });
  const rateLimitStore = await createRateLimitStore({ redisUrl: env.REDIS_URL, logger });
  const leadRelay = createLeadRelay({
    database,
    tenantConfig: currentTenant,
    env,
    webhookSecret: (name) => fleet!.current().webhookSecret(name),
    logger,
    onOutcome: (outcome) => metrics.leadDeliveries.inc({ outcome }),
  });
  // Resumes whatever an earlier process left pending.
  leadRelay.start();
  // Only sites whose tenant file names a feed are pulled (docs/inventory.md, "Dealer feeds").
  const feedScheduler = startFeedScheduler({
    database,
    dataDir: env.DATA_DIR,
    tenants,
    secrets,
    logger,
    searchClient: clusterClient(env),
    onPull: (site, outcome) => metrics.feedPulls.inc({ site, outcome }),
  });
  const shared: SharedAppParts = {
    stockReady: stockLoading && ((site) => stockLoading.ready(scopeDealers(site.search))),
    env,
    metrics,
    logger,
    database,
    rateLimitStore,
    leadRelay,
    search: cluster.search,
    clientAssets,
    pageCache: env.PAGE_CACHE_MB > 0 ? createAppPageCache(env) : undefined,
    renderSlots: createRenderSlots(env.SSR_CONCURRENCY),
    paths: {
      clientDir,
      carImagesDir: repoPath('seed', 'images'),
      photoCacheDir: path.join(env.DATA_DIR, 'photo-cache'),
      tenantAssetsDir: path.join(env.TENANTS_DIR, 'assets'),
    },
    readinessChecks: [
      {
        name: 'accepting_traffic',
        check: () => void (draining && fail('shutting down')),
        failFast: true,
      },
      {
        name: 'tenants',
        check: () => void (fleet!.current().tenants.length > 0 || fail('no tenants loaded')),
      },
      { name: 'search', check: () => search.checkHealth() },
      { name: 'stock', check: () => stockLoading?.checkDone() },
      { name: 'data_dir', check: () => fs.accessSync(env.DATA_DIR, fs.constants.W_OK) },
      { name: 'database', check: async () => void (await database.query('select 1')) },
    ],
  };
  const offlineTold = new Set<string>();
  fleet = startSiteFleet(startup, {
    tenantsDir: env.TENANTS_DIR,
    logger,
    secrets: snapshotSecrets,
    build: (sites) => {
      const snapshot = buildFleetSnapshot(sites, shared, snapshotSecrets);
      // Said once per site, not at each swap.
      for (const { tenantSlug, missing } of snapshot.offlineStripe) {
        if (offlineTold.has(tenantSlug)) continue;
        offlineTold.add(tenantSlug);
        logger.warn(
          { tenant: tenantSlug, missing },
          'Stripe keys not set: this site takes reservation requests instead of online deposits',
        );
      }
      return snapshot;
    },
    // A site added (or whose file changed) gets its stock from DATA_DIR; none is an empty stock.
    // A removed one leaves search and the page cache; feeds follow the sites as they are now.
    afterSwap: ({ loaded, removed }) => {
      loaded.forEach((slug) => inventorySync.reload(slug));
      removed.forEach((slug) => {
        inventorySync.drop(slug);
        shared.pageCache?.dropSite(slug);
      });
      feedScheduler.follow(fleet!.current().tenants);
      cluster?.publish({ kind: 'sites' });
    },
  });
  const sites = fleet;
  // Every request goes to the app of the sites as they are now (server/sites).
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => sites.current().app(req, res, next));
  appMade(app);
  logger.info(
    {
      tenants: tenants.length,
      search: env.MEILI_HOST ? 'meilisearch' : 'embedded',
      database: database.kind,
    },
    'platform loaded',
  );
  return {
    app,
    tenants,
    /** Served by the metrics listener (METRICS_PORT), never on a site's hostname. */
    metrics,
    /** The sites served now (TENANTS_DIR, kept in step while running). */
    sites,
    /** The dealer feeds pulled now (they follow the site files). */
    feeds: feedScheduler,
    /** The migrated lead store (tests and tools read it directly). */
    database,
    /** The search requests use (its reservations reach the peers with DATABASE_URL). */
    search: cluster.search,
    /**
     * Readiness turns 503 so load balancers stop sending new traffic while requests drain; the
     * relay claims no more deliveries and inventory files are no longer watched. Resolves when
     * the delivery attempts and inventory reload under way have finished.
     */
    async beginShutdown() {
      draining = true;
      stockLoading?.stop();
      sites.close();
      inventorySync.close();
      await Promise.all([leadRelay.stop(), feedScheduler.stop(), inventorySync.settled()]);
    },
    /**
     * Resolves once every site's stock is in search (at once with MEILI_HOST); rejects with
     * the first stock file that could not be loaded, or StockLoadingStopped on a shutdown.
     */
    stockLoaded: stockLoading?.done ?? Promise.resolve(),
    /** Resolves once inventory files changed so far are in search (tests, tooling). */
    inventorySettled: () => inventorySync.settled(),
    /**
     * Releases resources: file watchers, the relay (after attempts under way, unless `force`:
     * an attempt cut off then is retried after its lease, like one a crash cut off), then the
     * database.
     */
    async close({ force = false } = {}) {
      stockLoading?.stop();
      sites.close();
      inventorySync.close();
      if (!force) await leadRelay.stop();
      await feedScheduler.stop();
      await rateLimitStore.close();
      await cluster?.close();
      await database.close();
    },
  };
}

function fail(message: string): never {
  throw new Error(message);
}
