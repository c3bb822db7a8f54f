// Pulls each site's feed on its interval inside the server, only for sites whose tenant file
// names a feed. Every instance runs one; the lease in the database lets one import a site at
// a time (the others find it busy and wait for their next turn). Decision 0025.
import crypto from 'node:crypto';
import type { Meilisearch } from 'meilisearch';
import type { Logger } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import { feedSettings } from '#shared/feeds/feed-settings.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { leaseOwner } from './feed-store.server.ts';
import { pullFeed, type PullReport } from './pull-feed.server.ts';

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
  /** Told each scheduled pull's site and outcome (the metrics). */
  onPull?: (site: string, outcome: PullReport['outcome']) => void;
}

export interface FeedScheduler {
  /** Sites whose feeds it pulls. */
  readonly sites: readonly string[];
  /** Stops scheduling; resolves when pulls under way have finished. */
  stop(): Promise<void>;
}

export function startFeedScheduler(options: FeedSchedulerOptions): FeedScheduler {
  const { logger } = options;
  const owner = leaseOwner(`scheduler-${crypto.randomBytes(3).toString('hex')}`);
  const sites = options.tenants.filter((tenant) => (tenant.feeds?.length ?? 0) > 0);
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  function schedule(tenant: TenantConfig, delayMs: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      const run = pullOnce(tenant).finally(() => {
        running.delete(run);
        schedule(tenant, feedSettings(tenant.feeds![0]!).intervalMs);
      });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.set(tenant.slug, timer);
  }

  async function pullOnce(tenant: TenantConfig) {
    try {
      const report = await pullFeed({
        database: options.database,
        dataDir: options.dataDir,
        tenant,
        trigger: 'schedule',
        owner,
        secrets: options.secrets,
        searchClient: options.searchClient,
        ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
      });
      log(report);
    } catch (error) {
      options.onPull?.(tenant.slug, 'failed');
      logger.error({ tenant: tenant.slug, err: error }, 'feed pull failed; the stock is unchanged');
    }
  }

  function log(report: PullReport) {
    options.onPull?.(report.tenant, report.outcome);
    if (report.outcome === 'busy') {
      logger.debug({ tenant: report.tenant }, report.message);
      return;
    }
    const fields = {
      tenant: report.tenant,
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
  for (const tenant of sites) schedule(tenant, Math.floor(Math.random() * within));
  if (sites.length > 0) {
    logger.info({ sites: sites.map((tenant) => tenant.slug) }, 'feed scheduler started');
  }
  return {
    sites: sites.map((tenant) => tenant.slug),
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}
