// Pulls each feed of each site on its interval inside the server, only for sites whose tenant
// file names feeds. Every instance runs one; the lease in the database lets one import a feed at
// a time (the others find it busy and wait for their next turn). Decisions 0025 and 0026. It
// follows the site files while running (decision 0027): a site whose feeds changed, appeared or
// went has its timers and drop-folder watches started or stopped, after its pulls under way.
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
  /** The sites as they are now (after a site-file swap): feeds added, changed or gone follow. */
  follow(tenants: readonly TenantConfig[]): void;
  /** Stops scheduling; resolves when pulls under way have finished. */
  stop(): Promise<void>;
}

interface Job {
  tenant: TenantConfig;
  feed: FeedConfig;
  /** Its site's feeds were changed or removed: it is not scheduled again. */
  retired?: boolean;
}

/** A site's feeds as scheduled: its jobs and drop-folder watches, and what they were made from. */
interface SiteFeeds {
  feedsKey: string;
  jobs: Job[];
  watches: InboxWatch[];
}

const feedsKeyOf = (tenant: TenantConfig) => JSON.stringify(tenant.feeds ?? []);

export function startFeedScheduler(options: FeedSchedulerOptions): FeedScheduler {
  const { logger } = options;
  const owner = leaseOwner(`scheduler-${crypto.randomBytes(3).toString('hex')}`);
  const scheduled = new Map<string, SiteFeeds>();
  const timers = new Map<Job, NodeJS.Timeout>();
  const pulling = new Map<Job, Promise<void>>();
  const again = new Set<Job>();
  let stopped = false;

  function schedule(job: Job, delayMs: number) {
    if (stopped || job.retired) return;
    clearTimeout(timers.get(job));
    const timer = setTimeout(() => {
      const run = pullOnce(job).finally(() => {
        pulling.delete(job);
        // A file that arrived during the pull is pulled straight after it.
        const next = again.delete(job) ? 0 : feedSettings(job.feed).intervalMs;
        schedule(job, next);
      });
      pulling.set(job, run);
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

  function startSite(tenant: TenantConfig, site: SiteFeeds) {
    for (const job of site.jobs) schedule(job, Math.floor(Math.random() * within));
    for (const job of site.jobs) {
      if (job.feed.inbox === undefined || job.retired || stopped) continue;
      const where = { tenant: tenant.slug, feed: feedIdOf(job.feed) };
      const watch = watchInbox({
        dir: feedInboxDir(options.dataDir, tenant.slug),
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
      site.watches.push(watch);
    }
  }

  /** Stops a site's timers and watches; resolves when its pulls under way have finished. */
  function retire(site: SiteFeeds): Promise<unknown> {
    for (const job of site.jobs) {
      job.retired = true;
      clearTimeout(timers.get(job));
      timers.delete(job);
    }
    for (const watch of site.watches.splice(0)) watch.close();
    return Promise.all(site.jobs.map((job) => pulling.get(job)));
  }

  function follow(tenants: readonly TenantConfig[]) {
    const started: string[] = [];
    const stoppedSites: string[] = [];
    const next = new Map(tenants.map((tenant) => [tenant.slug, tenant]));
    for (const [slug, site] of scheduled) {
      const tenant = next.get(slug);
      if (tenant && feedsKeyOf(tenant) === site.feedsKey) {
        // Same feeds: the pulls use the site as it is now, on the timers they had.
        for (const job of site.jobs) job.tenant = tenant;
        continue;
      }
      scheduled.delete(slug);
      stoppedSites.push(slug);
      void retire(site);
    }
    for (const tenant of tenants) {
      if (scheduled.has(tenant.slug) || (tenant.feeds?.length ?? 0) === 0) continue;
      const jobs = tenant.feeds!.map((feed) => ({ tenant, feed }));
      const site: SiteFeeds = { feedsKey: feedsKeyOf(tenant), jobs, watches: [] };
      scheduled.set(tenant.slug, site);
      started.push(tenant.slug);
      // A pull of the site's former feeds finishes first.
      const before = [...pulling.entries()].filter(([job]) => job.tenant.slug === tenant.slug);
      void Promise.all(before.map(([, run]) => run)).then(() => startSite(tenant, site));
    }
    return { started, stopped: stoppedSites.filter((slug) => !started.includes(slug)) };
  }

  const first = follow(options.tenants);
  if (first.started.length > 0) logger.info({ sites: first.started }, 'feed scheduler started');
  return {
    get sites() {
      return [...scheduled.keys()];
    },
    follow(tenants) {
      if (stopped) return;
      const { started, stopped: gone } = follow(tenants);
      if (started.length > 0 || gone.length > 0) {
        logger.info({ started, stopped: gone }, 'feeds follow the site files');
      }
    },
    async stop() {
      stopped = true;
      await Promise.all([...scheduled.values()].map(retire));
      await Promise.all([...pulling.values()]);
    },
  };
}
