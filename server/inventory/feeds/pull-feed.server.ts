// One pull of a site's feed, the same for the scheduler and `npm run feeds -- pull`: download
// (or learn it is unchanged), decode, read rows, check every row through the import path,
// apply the hold rules (product rule 4.16), then replace the stock the way `npm run import`
// does and record the pull. A held or failed pull changes no stock.
import type { Meilisearch } from 'meilisearch';
import type { Database } from '#server/db/database.server.ts';
import { DEFAULT_FEED_ID, feedIdOf, feedSettings, findFeed } from '#shared/feeds/feed-settings.ts';
import { APPROVABLE_HOLDS, decideHold } from '#shared/feeds/hold-rules.ts';
import type { FeedConfig, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { describeFeedProblem } from '../import/feed-problem.ts';
import { commitStock } from '../import/import-tenant-inventory.server.ts';
import { stageTenantStock } from '../import/stage-tenant-stock.server.ts';
import { StockLockBusyError } from '../stock-lock/stock-write-lock.server.ts';
import { decodeFeedText, FeedTextError } from './decode-feed-text.ts';
import { FeedDownloadError } from './feed-download-error.ts';
import { describeSource, downloadFeed } from './feed-source.server.ts';
import {
  clearApproval,
  readFeedState,
  recordPull,
  releaseLease,
  saveValidators,
  takeLease,
  takeOverDeadLease,
  type FeedKey,
  type FeedPull,
} from './feed-store.server.ts';
import { parseFeed } from './parse-feed.ts';

export interface PullFeedOptions {
  database: Database;
  dataDir: string;
  tenant: TenantConfig;
  /** Which of the site's feeds (its id); may be left out when the site has one feed or none. */
  feedId?: string | undefined;
  trigger: FeedPull['trigger'];
  /** Who holds the lease: one instance, or one command run. */
  owner: string;
  secrets: Record<string, string | undefined>;
  searchClient?: Meilisearch | undefined;
  from?: string | undefined;
  /** `from` in a format other than the site's feed (a site without a feed, a one-off file). */
  format?: FeedConfig['format'] | undefined;
  now?: () => Date;
  retryDelayMs?: number;
  inboxSettleMs?: number;
  /** How long to wait for another writer of the site's stock (another feed, an import). */
  stockWaitMs?: number | undefined;
}

// A pull waits this long for the site's stock lock, then fails (the next interval tries again):
// well inside its lease, and the scheduler is not held up for long.
const STOCK_WAIT_MS = 120_000;

/** A recorded pull, or `busy` when another instance holds the site's lease (nothing recorded). */
export type PullReport =
  FeedPull | { outcome: 'busy'; tenant: string; feed: string; message: string };

type Result = Omit<FeedPull, 'tenant' | 'feed' | 'startedAt' | 'durationMs' | 'trigger' | 'source'>;

const empty = { counts: undefined, badRows: [], ignoredColumns: [] };

export async function pullFeed(options: PullFeedOptions): Promise<PullReport> {
  const { database, tenant } = options;
  const feed = findFeed(tenant.feeds, options.feedId);
  if (!feed && (options.feedId !== undefined || tenant.feeds !== undefined)) {
    const ids = (tenant.feeds ?? []).map(feedIdOf).join(', ');
    throw new Error(`${tenant.slug} has no feed '${options.feedId ?? ''}' (its feeds: ${ids})`);
  }
  const key = { tenant: tenant.slug, feed: feed ? feedIdOf(feed) : DEFAULT_FEED_ID };
  const format = options.format ?? feed?.format ?? 'json';
  const settings = feedSettings(feed ?? { format });
  settings.format = format;
  // Long enough for every download attempt and the import after it.
  const leaseMs = settings.timeoutMs * 3 + 120_000;
  const leased =
    (await takeLease(database, key, options.owner, leaseMs)) ||
    (await takeOverDeadLease(database, key, options.owner, leaseMs));
  if (!leased) {
    return {
      outcome: 'busy',
      ...key,
      message: `another instance is importing ${tenant.slug}'s feed '${key.feed}' now; nothing was done`,
    };
  }
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const started = performance.now();
  const sourceContext = {
    dataDir: options.dataDir,
    tenantSlug: tenant.slug,
    feed,
    from: options.from,
  };
  try {
    const result = await runPull(options, key, feed, settings, startedAt);
    const pull: FeedPull = {
      ...key,
      startedAt,
      durationMs: performance.now() - started,
      trigger: options.trigger,
      source: describeSource(sourceContext),
      ...result,
    };
    await recordPull(database, pull);
    return pull;
  } finally {
    await releaseLease(database, key, options.owner);
  }
}

async function runPull(
  options: PullFeedOptions,
  key: FeedKey,
  feed: FeedConfig | undefined,
  settings: ReturnType<typeof feedSettings>,
  now: Date,
): Promise<Result> {
  const { database, tenant, dataDir } = options;
  const state = await readFeedState(database, key);
  let downloaded;
  try {
    downloaded = await downloadFeed({
      dataDir,
      tenantSlug: tenant.slug,
      feed,
      settings,
      secrets: options.secrets,
      from: options.from,
      validators: state.validators,
      ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
      ...(options.inboxSettleMs !== undefined ? { inboxSettleMs: options.inboxSettleMs } : {}),
    });
  } catch (error) {
    if (!(error instanceof FeedDownloadError)) throw error;
    const held = error.hold !== undefined;
    return {
      ...empty,
      outcome: held ? 'held' : 'failed',
      reason: error.hold ?? 'download',
      httpStatus: error.httpStatus,
      message: held ? `held: the file ${error.message}` : `failed: ${error.message}`,
    };
  }
  if (downloaded.kind === 'unchanged') {
    return {
      ...empty,
      outcome: 'unchanged',
      reason: undefined,
      httpStatus: downloaded.httpStatus,
      message: 'unchanged since the last import',
    };
  }
  const httpStatus = downloaded.httpStatus;
  const unparsable = (message: string): Result => ({
    ...empty,
    outcome: 'held',
    reason: 'unparsable',
    httpStatus,
    message: `held: the file cannot be read as a ${settings.format.toUpperCase()} feed (truncated or broken): ${message}`,
  });
  let text: string;
  try {
    text = decodeFeedText(downloaded.bytes, settings.encoding);
  } catch (error) {
    if (error instanceof FeedTextError) return unparsable(error.message);
    throw error;
  }
  const parsed = parseFeed(text, settings);
  if ('problem' in parsed) return unparsable(describeFeedProblem(parsed.problem));

  // A pull of the site's feed replaces that feed's cars; a one-off `--from` on a site without
  // feeds replaces the cars no feed brought, as `npm run import` does.
  const owner = feed ? key.feed : undefined;
  const source = describeSource({ dataDir, tenantSlug: tenant.slug, feed, from: options.from });
  let staged;
  try {
    staged = await stageTenantStock(parsed.records, source, {
      dataDir,
      tenant,
      now,
      feed: owner,
      lockWait: { waitMs: options.stockWaitMs ?? STOCK_WAIT_MS },
    });
  } catch (error) {
    if (!(error instanceof StockLockBusyError)) throw error;
    return {
      ...empty,
      outcome: 'failed',
      reason: 'stock-busy',
      httpStatus,
      message: `failed: ${error.message}`,
    };
  }
  try {
    const changes = staged.changes;
    const counts = { read: parsed.records.length, ...changes, bad: staged.badRows };
    const found = { counts, badRows: staged.problems, ignoredColumns: parsed.ignoredColumns };
    const holdCounts = {
      rowsRead: counts.read,
      goodRows: staged.goodRows,
      badRows: counts.bad,
      previousCount: staged.ownBefore,
      removed: counts.removed,
    };
    const rules = { mode: settings.mode, holdDropPercent: settings.holdDropPercent };
    const hold = decideHold(holdCounts, { ...rules, approved: state.approvedAt !== undefined });
    if (hold) {
      staged.abandon();
      return {
        ...found,
        outcome: 'held',
        reason: hold.reason,
        httpStatus,
        message: APPROVABLE_HOLDS.includes(hold.reason)
          ? `held: ${hold.message} (npm run feeds -- approve ${tenant.slug} ${key.feed})`
          : `held: ${hold.message}`,
      };
    }
    const waived = decideHold(holdCounts, { ...rules, approved: false });
    const bad = counts.bad > 0 ? `; ${counts.bad} bad row(s) left out` : '';
    if (staged.previousExists && changes.added + changes.updated + changes.removed === 0) {
      staged.abandon();
      await saveValidators(database, key, downloaded.validators);
      return {
        ...found,
        outcome: 'unchanged',
        reason: undefined,
        httpStatus,
        message: `same stock as the last import${bad}`,
      };
    }
    await commitStock(staged, source, {
      dataDir,
      tenant,
      now,
      feed: owner,
      ...(options.searchClient ? { searchClient: options.searchClient } : {}),
    });
    await saveValidators(database, key, downloaded.validators);
    if (waived) await clearApproval(database, key);
    return {
      ...found,
      outcome: 'imported',
      reason: undefined,
      httpStatus,
      message: `imported ${staged.goodRows} cars${waived ? ` (approved: ${waived.message})` : ''}${bad}`,
    };
  } finally {
    staged.abandon(); // releases the site's stock lock; nothing once committed
  }
}
