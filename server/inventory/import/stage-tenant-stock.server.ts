// An import's new stock, checked and written a row at a time into a file beside the live one,
// holding only what the hold rules and the change counts need (ids, content digests, problems):
// the caller then commits it (index with a cluster, then the file renamed into place) or
// abandons it. The site's other owners' cars (other feeds, or hand-imported) are written as
// they were. The site's stock lock is held from reading the live stock until the caller commits
// or abandons, so no other writer stages from the same stock in between. Decision 0026.
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Car } from '#shared/inventory/car.ts';
import { feedIdOf } from '#shared/feeds/feed-settings.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import {
  takeStockWriteLock,
  type StockLockWait,
  type StockWriteLock,
} from '../stock-lock/stock-write-lock.server.ts';
import {
  openStockFile,
  readTenantInventory,
  type StockFileWriter,
} from '../tenant-inventory-files.server.ts';
import { feedCarsAfter, splitByOwner } from './car-owners.ts';
import type { FeedProblem } from './feed-problem.ts';
import type { FeedRecord } from './feed-record.ts';
import { siteClaimsCheck } from './find-site-claims.ts';
import { takenIdsCheck } from './find-taken-ids.ts';
import { stockDiff } from './stock-diff.ts';
import { feedRowChecker } from './validate-feed.ts';

export interface StageOptions {
  dataDir: string;
  tenant: TenantConfig;
  now: Date;
  /** The feed whose cars are replaced (its id); undefined: the cars no feed brought. */
  feed?: string | undefined;
  onProgress?: (phase: 'validating', done: number, total: number) => void;
  /** How long to wait for another writer of the site's stock, and who is told. */
  lockWait?: StockLockWait | undefined;
}

export interface StagedStock {
  /** Every problem of every row left out, by row. */
  problems: FeedProblem[];
  badRows: number;
  goodRows: number;
  /** Cars in the staged file: the kept ones and the good rows. */
  count: number;
  /** The owner's cars before, and whether the site had a stock file at all. */
  ownBefore: number;
  previousExists: boolean;
  changes: { added: number; updated: number; removed: number };
  /** The file written, not yet live. */
  temporaryPath: string;
  /** Makes the new stock live: the file renamed over the old one; releases the lock. */
  commit(): string;
  /** Leaves the live stock as it was and releases the lock; nothing once committed. */
  abandon(): void;
}

const YIELD_EVERY = 1000;

export async function stageTenantStock(
  records: readonly FeedRecord[],
  source: string,
  options: StageOptions,
): Promise<StagedStock> {
  const lock = await takeStockWriteLock(options.dataDir, options.tenant.slug, options.lockWait);
  try {
    return await stageLocked(records, source, options, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function stageLocked(
  records: readonly FeedRecord[],
  source: string,
  options: StageOptions,
  lock: StockWriteLock,
): Promise<StagedStock> {
  const { dataDir, tenant, now, feed } = options;
  const { kept, previousCreatedAt, diff, ownBefore, previousExists } = startingPoint(options);
  const check = feedRowChecker({ tenant, previousCreatedAt, now });
  const taken = takenIdsCheck(dataDir, tenant.slug);
  const claimed = siteClaimsCheck(kept);
  const writer = openStockFile(dataDir, {
    tenant: tenant.slug,
    imported_at: now.toISOString(),
    source,
  });
  const problems: FeedProblem[] = [];
  const badRowNumbers = new Set<number>();
  const imported: Array<Pick<Car, 'id'>> = [];
  try {
    for (const { car } of kept) writer.add(car);
    for (const [index, record] of records.entries()) {
      const at = { line: record.line, row: record.row };
      const { car, problems: found } = check(record);
      if (car) found.push(...taken(car), ...claimed(car));
      if (found.length > 0 || !car) {
        problems.push(...found.map((problem) => ({ ...at, ...problem })));
        badRowNumbers.add(record.row);
      } else {
        writer.add(diff.stamp(car));
        imported.push({ id: car.id });
      }
      if ((index + 1) % YIELD_EVERY === 0) {
        options.onProgress?.('validating', index + 1, records.length);
        await yieldToEvents();
      }
    }
    options.onProgress?.('validating', records.length, records.length);
    writer.finish(feedCarsAfter(kept, feed, imported));
  } catch (error) {
    writer.abandon();
    throw error;
  }
  return {
    problems,
    badRows: badRowNumbers.size,
    goodRows: imported.length,
    count: kept.length + imported.length,
    ownBefore,
    previousExists,
    changes: diff.counts(),
    temporaryPath: writer.temporaryPath,
    ...settleOnce(writer, lock, tenant.slug),
  };
}

function settleOnce(writer: StockFileWriter, lock: StockWriteLock, tenantSlug: string) {
  let settled = false;
  const settle = () => {
    settled = true;
    lock.release();
  };
  return {
    commit() {
      if (settled)
        throw new Error(`${tenantSlug}'s staged stock was already committed or abandoned`);
      try {
        if (!lock.isHeld()) {
          writer.abandon();
          throw new Error(
            `${tenantSlug}'s stock lock was taken over while this writer was silent too long; ` +
              'nothing was made live (run the import again)',
          );
        }
        return writer.commit();
      } finally {
        settle();
      }
    },
    abandon() {
      if (settled) return;
      try {
        writer.abandon();
      } finally {
        settle();
      }
    },
  };
}

/** What the import keeps of the stock before it; the whole parsed file is not kept. */
function startingPoint({ dataDir, tenant, feed, now }: StageOptions) {
  const previous = readTenantInventory(dataDir, tenant.slug);
  const { own, kept } = splitByOwner(previous, (tenant.feeds ?? []).map(feedIdOf), feed);
  return {
    kept,
    previousCreatedAt: new Map(own.map((car) => [car.id, car.created_at])),
    diff: stockDiff(own, now),
    ownBefore: own.length,
    previousExists: previous !== undefined,
  };
}
