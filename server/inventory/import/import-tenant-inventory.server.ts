// The one way stock enters the platform (dealer feeds and demo fixtures alike):
// validate every row, then write the tenant's inventory file (and, with a
// Meilisearch cluster, the index through the official client). Any problem
// means nothing is written.
import path from 'node:path';
import type { Meilisearch } from 'meilisearch';
import type { Car } from '#shared/inventory/car.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { toCarDocument } from '#server/search/cars-document.server.ts';
import { ensureCarsIndex, replaceTenantCars } from '#server/search/replace-tenant-cars.server.ts';
import {
  readTenantInventory,
  writeTenantInventory,
  type TenantInventoryFile,
} from '../tenant-inventory-files.server.ts';
import type { FeedRecord } from './feed-record.ts';
import { FeedError, type FeedProblem } from './feed-problem.ts';
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
}

/** Validates every row against the schema, the dealer's fields and other dealers' ids; writes nothing. */
export function checkTenantRecords(
  records: readonly FeedRecord[],
  options: Pick<ImportOptions, 'dataDir' | 'tenant' | 'now' | 'onProgress'>,
): CheckedRecords {
  const { dataDir, tenant, onProgress } = options;
  const previous = readTenantInventory(dataDir, tenant.slug);
  const previousCreatedAt = new Map((previous?.cars ?? []).map((car) => [car.id, car.created_at]));
  const { accepted, problems } = validateFeed(records, {
    tenant,
    previousCreatedAt,
    now: options.now,
    onProgress: (done, total) => onProgress?.('validating', done, total),
  });
  problems.push(...findTakenIds(dataDir, tenant.slug, accepted));
  // A repeated id or stock number is reported on the later row, which is left out.
  const badRows = new Set(problems.map((problem) => problem.row));
  return {
    accepted: accepted.filter((car) => !badRows.has(car.row)),
    problems: problems.sort((a, b) => a.row - b.row),
    previous,
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
  const { accepted, problems, previous } = checkTenantRecords(records, options);
  if (problems.length > 0) throw new FeedError(source, problems);
  return writeTenantCars(accepted, previous, source, options);
}

/** Replaces the dealer's stock with `accepted`: the index (with a cluster), then the file. */
export async function writeTenantCars(
  accepted: readonly AcceptedCar[],
  previous: TenantInventoryFile | undefined,
  source: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { dataDir, tenant, onProgress } = options;
  const cars = stampUpdates(
    accepted.map(({ car }) => car),
    previous?.cars ?? [],
    options.now,
  );

  if (options.searchClient) await writeIndex(options.searchClient, tenant, cars, onProgress);
  onProgress?.('writing', 0, 1);
  const file = writeTenantInventory(dataDir, {
    tenant: tenant.slug,
    imported_at: options.now.toISOString(),
    source,
    count: cars.length,
    cars,
  });
  onProgress?.('writing', 1, 1);
  return {
    tenant: tenant.slug,
    source,
    count: cars.length,
    previousCount: previous?.count ?? 0,
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
