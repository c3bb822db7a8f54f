// Keeps a running server's search in step with the inventory files that imports write.
import type { Logger } from 'pino';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import type { EmbeddedSearchService, SearchService } from '#server/search/search-service.server.ts';
import { removeDeadWritersStagedStock } from './stock-lock/leftover-staged-stock.server.ts';
import { readTenantDocuments } from './tenant-documents.server.ts';
import { watchInventoryFiles } from './watch-inventory-files.server.ts';

/**
 * Every known tenant's imported stock, one tenant at a time, for filling an embedded index at
 * startup: a tenant's documents are read only when the one before is indexed.
 */
export function* eachTenantDocuments(
  dataDir: string,
  tenants: readonly TenantConfig[],
): Generator<CarDocument[]> {
  for (const tenant of tenants) yield readTenantDocuments(dataDir, tenant);
}

export interface InventorySyncOptions {
  dataDir: string;
  /** The site a slug names now (sites come and go while the server runs). */
  tenant: (slug: string) => TenantConfig | undefined;
  logger: Logger;
  /** The embedded index to refill; a Meilisearch cluster was written by the import itself. */
  embedded?: EmbeddedSearchService;
  search: SearchService;
  /** Runs after a tenant's stock was reloaded (re-applies what the feed does not know). */
  afterReload?: (slug: string) => Promise<void>;
  /** A tenant's inventory file changed here (peers are told: server/cluster). */
  onFileChange?: (slug: string) => void;
}

export function syncInventoryFiles(options: InventorySyncOptions) {
  const { dataDir, logger, embedded, search } = options;
  const leftovers = removeDeadWritersStagedStock(dataDir);
  if (leftovers.length > 0) {
    logger.info({ files: leftovers.length }, 'removed stock files left by killed importers');
  }
  // One reload at a time, in the order files changed.
  let queue = Promise.resolve();

  async function reload(slug: string) {
    const tenant = options.tenant(slug);
    if (!tenant) {
      logger.warn({ tenant: slug }, 'inventory file for an unknown tenant ignored');
      return;
    }
    const started = performance.now();
    if (embedded) {
      const documents = readTenantDocuments(dataDir, tenant);
      await embedded.replaceTenantCars(slug, documents);
      logger.info(
        { tenant: slug, cars: documents.length, ms: Math.round(performance.now() - started) },
        'inventory reloaded',
      );
    } else {
      search.invalidate([slug]);
      logger.info({ tenant: slug }, 'inventory changed; search cache cleared');
    }
    await options.afterReload?.(slug);
  }

  /** A removed site's cars leave the embedded index (a cluster's are left to its imports). */
  async function drop(slug: string) {
    if (!embedded) return;
    await embedded.replaceTenantCars(slug, []);
    logger.info({ tenant: slug }, 'site removed: its cars left search');
  }

  function enqueue(slug: string, work: (slug: string) => Promise<void>, failed: string) {
    queue = queue
      .then(() => work(slug))
      .catch((error: unknown) => logger.error({ tenant: slug, err: error }, failed));
  }
  const reloadLater = (slug: string) =>
    enqueue(slug, reload, 'inventory reload failed; still serving the previous stock');
  const stop = watchInventoryFiles(dataDir, (slug) => {
    reloadLater(slug);
    options.onFileChange?.(slug);
  });
  return {
    close: stop,
    /** Loads a site's stock again (a site added or changed while running). */
    reload: reloadLater,
    /** Drops a removed site's cars from the embedded index (after the reloads queued before). */
    drop: (slug: string) => enqueue(slug, drop, "a removed site's cars not dropped from search"),
    /** Resolves once every reload queued so far has finished (tests, shutdown). */
    settled: () => queue,
  };
}
