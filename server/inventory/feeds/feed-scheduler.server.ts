// Pulls each feed of each site on its interval inside the server, only for sites whose tenant
// file names feeds. Every instance runs one; the lease in the database lets one import a feed at
// a time (the others find it busy and wait for their next turn). Decisions 0025 and 0026.
import crypto from 'node:crypto';
import type { Meilisearch } from 'meilisearch';
import type { Logger } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import { feedIdOf, feedSettings } from '#shared/feeds/feed-settings.ts';
import type { FeedConfig, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { leaseOwner } from './feed-store.server.ts';
import { watchInbox, type InboxWatch } from './inbox-watch.server.ts';
import { pullFeed, type PullReport } from './pull-feed.server.ts';
import { feedInboxDir, INBOX_SETTLE_MS } from './read-feed-file.server.ts';

export interface FeedSchedulerOptions {
  database: Database;
  dataDir: string;
  tenants: readonly TenantConfig[];
  secrets: Record<string, string | undefined>;
  logger: Logger;
  searchClient?: Meilisearch | undefined;
  /** Longest wait before a site's first pull, spreading instances and sites (default 30 s). */
  firstPullWithinMs?: number;
  retryDelayMs?: number;
  /** How long a dropped file must be left alone before it is read (default 2 s). */
  inboxSettleMs?: number;
  /** Told each scheduled pull's site and outcome (the metrics). */
  onPull?: (site: string, outcome: PullReport['outcome']) => void;
}

export interface FeedScheduler {
  /** Sites whose feeds it pulls. */
  readonly sites: readonly string[];
  /** Stops scheduling; resolves when pulls under way have finished. */
  stop(): Promise<void>;
}

interface Job {
  tenant: TenantConfig;
  feed: FeedConfig;
}

export function startFeedScheduler(options: FeedSchedulerOptions): FeedScheduler {
  const { logger } = options;
  const owner = leaseOwner(`scheduler-${crypto.randomBytes(3).toString('hex')}`);
  const sites = options.tenants.filter((tenant) => (tenant.feeds?.length ?? 0) > 0);
  const jobs = sites.flatMap((tenant) => tenant.feeds!.map((feed) => ({ tenant, feed })));
  const timers = new Map<Job, NodeJS.Timeout>();
  const pulling = new Set<Job>();
  const again = new Set<Job>();
  const watches: InboxWatch[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  function schedule(job: Job, delayMs: number) {
    if (stopped) return;
    clearTimeout(timers.get(job));
    const timer = setTimeout(() => {
      pulling.add(job);
      const run = pullOnce(job).finally(() => {
        running.delete(run);
        pulling.delete(job);
        // A file that arrived during the pull is pulled straight after it.
        const next = again.delete(job) ? 0 : feedSettings(job.feed).intervalMs;
        schedule(job, next);
      });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.set(job, timer);
  }

  /** A dropped file has arrived: pull it now (after the pull under way, if one is). */
  function pullNow(job: Job) {
    if (pulling.has(job)) again.add(job);
    else schedule(job, 0);
  }

  async function pullOnce({ tenant, feed }: Job) {
    try {
      const report = await pullFeed({
        database: options.database,
        dataDir: options.dataDir,
        tenant,
        feedId: feedIdOf(feed),
        ...(options.inboxSettleMs !== undefined ? { inboxSettleMs: options.inboxSettleMs } : {}),
        trigger: 'schedule',
        owner,
        secrets: options.secrets,
        searchClient: options.searchClient,
        ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
      });
      log(report);
    } catch (error) {
      options.onPull?.(tenant.slug, 'failed');
      logger.error(
        { tenant: tenant.slug, feed: feedIdOf(feed), err: error },
        'feed pull failed; the stock is unchanged',
      );
    }
  }

  function log(report: PullReport) {
    options.onPull?.(report.tenant, report.outcome);
    if (report.outcome === 'busy') {
      logger.debug({ tenant: report.tenant, feed: report.feed }, report.message);
      return;
    }
    const fields = {
      tenant: report.tenant,
      feed: report.feed,
      outcome: report.outcome,
      reason: report.reason,
      httpStatus: report.httpStatus,
      rows: report.counts,
      ms: Math.round(report.durationMs),
    };
    const quiet = report.outcome === 'imported' || report.outcome === 'unchanged';
    if (quiet) logger.info(fields, `feed ${report.message}`);
    else logger.warn(fields, `feed ${report.message}`);
  }

  const within = options.firstPullWithinMs ?? 30_000;
  for (const job of jobs) schedule(job, Math.floor(Math.random() * within));
  for (const job of jobs) {
    if (job.feed.inbox === undefined) continue;
    const where = { tenant: job.tenant.slug, feed: feedIdOf(job.feed) };
    const watch = watchInbox({
      dir: feedInboxDir(options.dataDir, job.tenant.slug),
      fileName: job.feed.inbox,
      settleMs: options.inboxSettleMs ?? INBOX_SETTLE_MS,
      onArrived: () => {
        logger.info(where, 'feed file arrived in the drop folder; pulling it now');
        pullNow(job);
      },
      onError: (error) =>
        logger.warn(
          { ...where, err: error },
          'cannot watch the drop folder; pulling on the interval',
        ),
    });
    watches.push(watch);
  }
  if (sites.length > 0) {
    logger.info({ sites: sites.map((tenant) => tenant.slug) }, 'feed scheduler started');
  }
  return {
    sites: sites.map((tenant) => tenant.slug),
    async stop() {
      stopped = true;
      for (const watch of watches) watch.close();
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}
