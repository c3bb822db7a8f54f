import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Meilisearch } from 'meilisearch';
import { ensureDataDir, type Env } from './env.server.ts';
import { createApp } from './app.server.ts';
import { loadTenants } from './tenancy/load-tenants.server.ts';
import { listUnservedLinks } from './tenancy/unserved-links.server.ts';
import { checkSitePagePaths } from './tenancy/check-site-page-paths.server.ts';
import { createTenantRegistry } from './tenancy/tenant-registry.server.ts';
import { loadContentPages } from './content/load-content-pages.server.ts';
import { readAllTenantDocuments, syncInventoryFiles } from './inventory/inventory-sync.server.ts';
import { createClientAssets, loadClientManifest } from './ssr/client-assets.server.ts';
import { repoPath } from './repo-path.server.ts';
import { openDatabase } from './db/open-database.server.ts';
import { importLegacyPhoneReveals } from './api/phone-reveals/import-legacy-phone-reveals.server.ts';
import { createRateLimitStore } from './http/rate-limit/create-rate-limit-store.server.ts';
import { createLeadRelay } from './leads/outbox/lead-relay.server.ts';
import { activeReservedCars } from './payments/reservation-store.server.ts';
import { createStripeAccounts } from './payments/stripe-accounts.server.ts';
import { webhookSecretReader } from './leads/outbox/webhook-secrets.server.ts';
import { startFeedScheduler } from './inventory/feeds/feed-scheduler.server.ts';
import { clusterClient } from './inventory/feeds/cluster-client.server.ts';
import { cleanAbandonedBuilds } from './search/import-builds.server.ts';
import {
  createEmbeddedSearchService,
  createRemoteSearchService,
} from './search/search-service.server.ts';

/**
 * Loads everything the app needs (tenants, inventory, client manifest) and
 * builds it. Throws with a clear message on any bad file, so startup fails fast.
 */
export async function createPlatform(
  env: Env,
  logger: Logger,
  /** Where secrets named by tenants are read (lead webhooks, Stripe keys). */
  secrets: Record<string, string | undefined> = process.env,
) {
  let draining = false;
  ensureDataDir(env);
  const tenantsDir = env.TENANTS_DIR;
  const tenants = loadTenants(tenantsDir);
  for (const tenant of tenants) {
    checkSitePagePaths(tenant, `tenants/${tenant.slug}.json`);
    for (const { pointer, url } of listUnservedLinks(tenant)) {
      logger.warn(
        { file: `tenants/${tenant.slug}.json`, pointer, url },
        'link to a path this site does not serve: shoppers who follow it get a 404',
      );
    }
  }
  // docs/content-pages.md: content pages are checked and rendered now; a bad page stops startup.
  const content = loadContentPages(tenants, tenantsDir);
  for (const { file, line, message } of content.warnings) {
    logger.warn({ file, line }, `content page ${message}`);
  }
  // A webhook without its signing secret would dead-letter every lead: refuse to start.
  const webhookSecret = webhookSecretReader(tenants, secrets);
  const stripeAccounts = createStripeAccounts(tenants, secrets, {
    ...(env.STRIPE_API_URL ? { api: env.STRIPE_API_URL } : {}),
  });
  for (const { tenantSlug, missing } of stripeAccounts.offline) {
    logger.warn(
      { tenant: tenantSlug, missing },
      'Stripe keys not set: this site takes reservation requests instead of online deposits',
    );
  }
  const registry = createTenantRegistry(tenants);
  const embedded = env.MEILI_HOST
    ? undefined
    : await createEmbeddedSearchService(readAllTenantDocuments(env.DATA_DIR, tenants));
  const search = embedded ?? createRemoteSearchService(env.MEILI_HOST!, env.MEILI_API_KEY);
  if (env.MEILI_HOST) await cleanImportLeftovers(clusterClient(env)!, logger);
  // A feed knows nothing of online reservations: after each reload they are applied again.
  let applyReservations: (slug?: string) => Promise<void> = async () => {};
  const inventorySync = syncInventoryFiles({
    dataDir: env.DATA_DIR,
    tenants,
    logger,
    search,
    afterReload: (slug) => applyReservations(slug),
    ...(embedded ? { embedded } : {}),
  });
  const clientDir = repoPath('dist', 'client');
  const clientAssets = createClientAssets(
    loadClientManifest(repoPath('dist', 'client-manifest.json')),
  );
  // Migrated before anything is served; a database that cannot open stops startup here.
  const database = await openDatabase(env, logger).catch((error: unknown) => {
    inventorySync.close();
    throw error;
  });
  await importLegacyPhoneReveals(database, env.DATA_DIR, logger);
  applyReservations = async (slug) => {
    const cars = await activeReservedCars(database, slug);
    await search.setReserved(cars.map((car) => ({ id: car.car_id, reserved: true })));
  };
  await applyReservations();
  const rateLimitStore = await createRateLimitStore({ redisUrl: env.REDIS_URL, logger });
  const leadRelay = createLeadRelay({
    database,
    tenantConfig: (slug) => tenants.find((tenant) => tenant.slug === slug),
    env,
    webhookSecret,
    logger,
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
  });
  const app = createApp({
    env,
    logger,
    database,
    rateLimitStore,
    leadRelay,
    stripeAccounts,
    registry,
    search,
    clientAssets,
    contentPages: content.pages,
    paths: {
      clientDir,
      carImagesDir: repoPath('seed', 'images'),
      tenantAssetsDir: path.join(env.TENANTS_DIR, 'assets'),
    },
    readinessChecks: [
      {
        name: 'accepting_traffic',
        check: () => void (draining && fail('shutting down')),
        failFast: true,
      },
      { name: 'tenants', check: () => void (tenants.length > 0 || fail('no tenants loaded')) },
      { name: 'search', check: () => search.checkHealth() },
      { name: 'data_dir', check: () => fs.accessSync(env.DATA_DIR, fs.constants.W_OK) },
      { name: 'database', check: async () => void (await database.query('select 1')) },
    ],
  });
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
    /** The migrated lead store (tests and tools read it directly). */
    database,
    /**
     * Readiness turns 503 so load balancers stop sending new traffic while requests drain; the
     * relay claims no more deliveries and inventory files are no longer watched. Resolves when
     * the delivery attempts and inventory reload under way have finished.
     */
    async beginShutdown() {
      draining = true;
      inventorySync.close();
      await Promise.all([leadRelay.stop(), feedScheduler.stop(), inventorySync.settled()]);
    },
    /** Resolves once inventory files changed so far are in search (tests, tooling). */
    inventorySettled: () => inventorySync.settled(),
    /**
     * Releases resources: file watchers, the relay (after attempts under way, unless `force`:
     * an attempt cut off then is retried after its lease, like one a crash cut off), then the
     * database.
     */
    async close({ force = false } = {}) {
      inventorySync.close();
      if (!force) await leadRelay.stop();
      await feedScheduler.stop();
      await rateLimitStore.close();
      await database.close();
    },
  };
}

function fail(message: string): never {
  throw new Error(message);
}

/** Deletes the `cars_import_*` indexes a crashed import left in the cluster; never stops startup. */
async function cleanImportLeftovers(client: Meilisearch, logger: Logger): Promise<void> {
  try {
    const deleted = await cleanAbandonedBuilds(client);
    if (deleted.length > 0) logger.info({ indexes: deleted }, 'abandoned import indexes deleted');
  } catch (error) {
    logger.warn(
      { err: error },
      'could not clean abandoned import indexes; the next import tries again',
    );
  }
}
