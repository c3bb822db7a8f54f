// The one way stock enters the platform (dealer feeds and demo fixtures alike): check every
// row while writing the new stock file beside the live one (stage-tenant-stock.server.ts),
// then make it live: with a Meilisearch cluster the index first, then the file renamed into
// place. Any problem (for `npm run import`) means nothing is made live.
import fs from 'node:fs';
import path from 'node:path';
import type { Meilisearch } from 'meilisearch';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { asCarDocument } from '#server/search/cars-document.server.ts';
import { ensureCarsIndex, replaceTenantCars } from '#server/search/replace-tenant-cars.server.ts';
import type { TenantInventoryFile } from '../tenant-inventory-files.server.ts';
import type { FeedRecord } from './feed-record.ts';
import { FeedError } from './feed-problem.ts';
import { readFeedFile } from './read-feed-file.ts';
import { stageTenantStock, type StagedStock } from './stage-tenant-stock.server.ts';

export type ImportPhase = 'validating' | 'indexing' | 'writing';

export interface ImportOptions {
  dataDir: string;
  tenant: TenantConfig;
  now: Date;
  /**
   * The feed whose cars this import replaces (its id); undefined: the cars no feed brought,
   * as `npm run import` and the demo seed do. Other owners' cars are kept.
   */
  feed?: string | undefined;
  /** A Meilisearch cluster to write through; embedded servers read the file themselves. */
  searchClient?: Meilisearch;
  /** An empty feed removes all of the dealer's stock: only when asked for. */
  allowEmpty?: boolean;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
  /** Told once when another writer holds the site's stock (who); the import waits for it. */
  onWaitForWriter?: ((holder: string) => void) | undefined;
}

export interface ImportSummary {
  tenant: string;
  source: string;
  count: number;
  previousCount: number;
  file: string;
}

export async function importTenantRecords(
  records: readonly FeedRecord[],
  source: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { tenant } = options;
  if (records.length === 0 && !options.allowEmpty) {
    throw new FeedError(
      source,
      [],
      `${source}: has no rows; importing it would remove all of ${tenant.slug}'s stock (allow it explicitly to do that)`,
    );
  }
  const staged = await stageTenantStock(records, source, {
    ...options,
    lockWait: { onWait: options.onWaitForWriter },
  });
  try {
    if (staged.problems.length > 0) throw new FeedError(source, staged.problems);
    return await commitStock(staged, source, options);
  } finally {
    staged.abandon(); // releases the site's stock lock whatever happened; nothing after a commit
  }
}

/** Makes staged stock live: the cluster's index (when there is one), then the file. */
export async function commitStock(
  staged: StagedStock,
  source: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { tenant, onProgress } = options;
  if (options.searchClient) {
    try {
      // The cluster is sent the whole stock at once: read back from the staged file.
      const written = JSON.parse(
        fs.readFileSync(staged.temporaryPath, 'utf8'),
      ) as TenantInventoryFile;
      const documents = written.cars.map((car) => asCarDocument(car, tenant.finance));
      written.cars = [];
      await ensureCarsIndex(options.searchClient);
      await replaceTenantCars(options.searchClient, tenant.slug, documents, (done, total) =>
        onProgress?.('indexing', done, total),
      );
    } catch (error) {
      staged.abandon();
      throw error;
    }
  }
  onProgress?.('writing', 0, 1);
  const file = staged.commit();
  onProgress?.('writing', 1, 1);
  return {
    tenant: tenant.slug,
    source,
    count: staged.count,
    previousCount: staged.ownBefore,
    file,
  };
}

/** `npm run import`: a dealer's .json or .csv feed. */
export function importTenantFeed(file: string, options: ImportOptions): Promise<ImportSummary> {
  return importTenantRecords(readFeedFile(file), path.basename(file), options);
}
