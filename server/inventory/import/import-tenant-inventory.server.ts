// The one way stock enters the platform (dealer feeds and demo fixtures alike):
// validate every row, then write the tenant's inventory file (and, with a
// Meilisearch cluster, the index through the official client). Any problem
// means nothing is written.
import path from 'node:path';
import type { Meilisearch } from 'meilisearch';
import type { Car } from '#shared/inventory/car.ts';
import { feedIdOf } from '#shared/feeds/feed-settings.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { toCarDocument } from '#server/search/cars-document.server.ts';
import { ensureCarsIndex, replaceTenantCars } from '#server/search/replace-tenant-cars.server.ts';
import {
  readTenantInventory,
  writeTenantInventory,
  type TenantInventoryFile,
} from '../tenant-inventory-files.server.ts';
import { feedCarsAfter, splitByOwner, type OwnedCars } from './car-owners.ts';
import type { FeedRecord } from './feed-record.ts';
import { FeedError, type FeedProblem } from './feed-problem.ts';
import { findSiteClaims } from './find-site-claims.ts';
import { findTakenIds } from './find-taken-ids.ts';
import { readFeedFile } from './read-feed-file.ts';
import { stampUpdates } from './stamp-updates.ts';
import { validateFeed, type AcceptedCar } from './validate-feed.ts';

export type ImportPhase = 'validating' | 'indexing' | 'writing';

export interface ImportOptions {
  dataDir: string;
  tenant: TenantConfig;
  now: Date;
  /** A Meilisearch cluster to write through; embedded servers read the file themselves. */
  searchClient?: Meilisearch;
  /**
   * The feed whose cars this import replaces (its id); undefined: the cars no feed brought,
   * as `npm run import` and the demo seed do. Other owners' cars are kept.
   */
  feed?: string | undefined;
  /** An empty feed removes all of the dealer's stock: only when asked for. */
  allowEmpty?: boolean;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
}

export interface ImportSummary {
  tenant: string;
  source: string;
  count: number;
  previousCount: number;
  file: string;
}

export interface CheckedRecords {
  /** Every row that passed every check, in feed order. */
  accepted: AcceptedCar[];
  /** Every problem of every other row, by row. */
  problems: FeedProblem[];
  previous: TenantInventoryFile | undefined;
  /** The importing owner's cars now: what the import replaces. */
  own: Car[];
  /** The site's other cars, kept as they are. */
  kept: OwnedCars['kept'];
}

/** Validates every row against the schema, the dealer's fields and other dealers' ids; writes nothing. */
export function checkTenantRecords(
  records: readonly FeedRecord[],
  options: Pick<ImportOptions, 'dataDir' | 'tenant' | 'now' | 'onProgress' | 'feed'>,
): CheckedRecords {
  const { dataDir, tenant, onProgress } = options;
  const previous = readTenantInventory(dataDir, tenant.slug);
  const { own, kept } = splitByOwner(previous, siteFeedIds(tenant), options.feed);
  const previousCreatedAt = new Map(own.map((car) => [car.id, car.created_at]));
  const { accepted, problems } = validateFeed(records, {
    tenant,
    previousCreatedAt,
    now: options.now,
    onProgress: (done, total) => onProgress?.('validating', done, total),
  });
  problems.push(...findTakenIds(dataDir, tenant.slug, accepted));
  problems.push(...findSiteClaims(accepted, kept));
  // A repeated id or stock number is reported on the later row, which is left out.
  const badRows = new Set(problems.map((problem) => problem.row));
  return {
    accepted: accepted.filter((car) => !badRows.has(car.row)),
    problems: problems.sort((a, b) => a.row - b.row),
    previous,
    own,
    kept,
  };
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
  const checked = checkTenantRecords(records, options);
  if (checked.problems.length > 0) throw new FeedError(source, checked.problems);
  return writeTenantCars(checked, source, options);
}

/**
 * Replaces the importing owner's cars with the accepted ones, keeping the site's other cars:
 * the index (with a cluster), then the file.
 */
export async function writeTenantCars(
  checked: Pick<CheckedRecords, 'accepted' | 'own' | 'kept'>,
  source: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { dataDir, tenant, onProgress } = options;
  const imported = stampUpdates(
    checked.accepted.map(({ car }) => car),
    checked.own,
    options.now,
  );
  const cars = [...checked.kept.map(({ car }) => car), ...imported];

  if (options.searchClient) await writeIndex(options.searchClient, tenant, cars, onProgress);
  onProgress?.('writing', 0, 1);
  const file = writeTenantInventory(dataDir, {
    tenant: tenant.slug,
    imported_at: options.now.toISOString(),
    source,
    count: cars.length,
    cars,
    feed_cars: feedCarsAfter(checked.kept, options.feed, imported),
  });
  onProgress?.('writing', 1, 1);
  return {
    tenant: tenant.slug,
    source,
    count: cars.length,
    previousCount: checked.own.length,
    file,
  };
}

async function writeIndex(
  client: Meilisearch,
  tenant: TenantConfig,
  cars: readonly Car[],
  onProgress: ImportOptions['onProgress'],
) {
  await ensureCarsIndex(client);
  const documents = cars.map((car) => toCarDocument(car, tenant.finance));
  await replaceTenantCars(client, tenant.slug, documents, (done, total) =>
    onProgress?.('indexing', done, total),
  );
}

/** `npm run import`: a dealer's .json or .csv feed. */
export function importTenantFeed(file: string, options: ImportOptions): Promise<ImportSummary> {
  return importTenantRecords(readFeedFile(file), path.basename(file), options);
}

function siteFeedIds(tenant: TenantConfig): string[] {
  return (tenant.feeds ?? []).map(feedIdOf);
}
