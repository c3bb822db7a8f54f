// `npm run feeds -- ...` as a function: output and exit code, nothing printed.
import type { Meilisearch } from 'meilisearch';
import type { Database } from '#server/db/database.server.ts';
import {
  approveNextPull,
  leaseOwner,
  pullHistory,
} from '#server/inventory/feeds/feed-store.server.ts';
import { pullFeed } from '#server/inventory/feeds/pull-feed.server.ts';
import { DEFAULT_FEED_ID, feedIdOf, findFeed } from '#shared/feeds/feed-settings.ts';
import type { FeedConfig, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { CommandFailure, UsageError, type CliOutcome } from '../leads/cli-outcome.ts';
import { parseFeedsArgs, FEEDS_USAGE, type FeedsCommand } from './parse-feeds-args.ts';
import { describePull, storedShape } from './print-pulls.ts';
import { feedStatus } from './status-table.ts';

export interface FeedsCliContext {
  tenants: readonly TenantConfig[];
  dataDir: string;
  secrets: Record<string, string | undefined>;
  searchClient?: Meilisearch | undefined;
  /** Runs `fn` on the platform database, opened only once the arguments are good. */
  withStore<T>(fn: (database: Database) => Promise<T>): Promise<T>;
}

export async function runFeedsCli(argv: string[], context: FeedsCliContext): Promise<CliOutcome> {
  try {
    const command = parseFeedsArgs(argv);
    if (command.name === 'help') return { exitCode: 0, stdout: `${FEEDS_USAGE}\n`, stderr: '' };
    const tenants = pickTenants(command, context.tenants);
    const { text, ok } = await context.withStore((database) =>
      runCommand(database, command, tenants, context),
    );
    const stdout = text.endsWith('\n') ? text : `${text}\n`;
    return { exitCode: ok ? 0 : 1, stdout, stderr: '' };
  } catch (error) {
    if (error instanceof UsageError) {
      return { exitCode: 2, stdout: '', stderr: `feeds: ${error.message}\n\n${FEEDS_USAGE}\n` };
    }
    if (error instanceof CommandFailure) {
      return { exitCode: 1, stdout: '', stderr: `feeds: ${error.message}\n` };
    }
    throw error;
  }
}

function pickTenants(
  command: Exclude<FeedsCommand, { name: 'help' }>,
  all: readonly TenantConfig[],
) {
  if (command.tenant === undefined) return all;
  const tenant = all.find((candidate) => candidate.slug === command.tenant);
  if (!tenant) {
    const known = all.map((candidate) => candidate.slug).join(', ');
    throw new UsageError(`'${command.tenant}' is not a site; known: ${known}`);
  }
  return [tenant];
}

async function runCommand(
  database: Database,
  command: Exclude<FeedsCommand, { name: 'help' }>,
  tenants: readonly TenantConfig[],
  context: FeedsCliContext,
): Promise<{ text: string; ok: boolean }> {
  const tenant = tenants[0]!;
  switch (command.name) {
    case 'status': {
      const { text, failing } = await feedStatus(database, tenants);
      return { text, ok: !failing };
    }
    case 'history': {
      const feed = command.feed === undefined ? undefined : pickFeeds(tenant, command.feed)[0];
      const pulls = await pullHistory(database, tenant.slug, feed && feedIdOf(feed), command.limit);
      if (pulls.length === 0) return { text: `${tenant.slug}: no pulls yet`, ok: true };
      return { text: pulls.flatMap(describePull).join('\n'), ok: true };
    }
    case 'approve': {
      const feeds = pickFeeds(tenant, command.feed);
      if (feeds.length > 1) {
        throw new UsageError(
          `${tenant.slug} has several feeds (${feedIds(tenant)}): name the one to approve`,
        );
      }
      // A site without a feed: the approval is for its next `pull --from`.
      const key = { tenant: tenant.slug, feed: feeds[0] ? feedIdOf(feeds[0]) : DEFAULT_FEED_ID };
      await approveNextPull(database, key);
      return {
        text:
          `${tenant.slug} feed '${key.feed}': approved. Its next pull within 24 hours imports ` +
          'the feed even if it empties its cars or removes more than the site allows at once; ' +
          `it reads the whole file again. Pull now with: npm run feeds -- pull ${tenant.slug} ${key.feed}`,
        ok: true,
      };
    }
    case 'pull': {
      if (!tenant.feeds && command.from === undefined) {
        throw new CommandFailure(
          `${tenant.slug} has no feed: add "feeds" to tenants/${tenant.slug}.json, or pull --from URL_OR_FILE`,
        );
      }
      const feeds = tenant.feeds ? pickFeeds(tenant, command.feed) : [undefined];
      if (command.from !== undefined && feeds.length > 1) {
        throw new UsageError(
          `${tenant.slug} has several feeds (${feedIds(tenant)}): name the one --from stands in for`,
        );
      }
      const lines: string[] = [];
      let ok = true;
      for (const feed of feeds) {
        const report = await pullFeed({
          database,
          dataDir: context.dataDir,
          tenant,
          feedId: feed && feedIdOf(feed),
          trigger: 'command',
          owner: leaseOwner('command'),
          secrets: context.secrets,
          searchClient: context.searchClient,
          from: command.from,
          format: command.format ?? formatOf(command.from),
        });
        const heading =
          feed && tenant.feeds!.length > 1 ? `${tenant.slug} ${report.feed}:` : `${tenant.slug}:`;
        if (report.outcome === 'busy') {
          lines.push(report.message);
          ok = false;
          continue;
        }
        ok &&= report.outcome === 'imported' || report.outcome === 'unchanged';
        lines.push(heading, ...describePull(storedShape(report)));
      }
      return { text: lines.join('\n'), ok };
    }
  }
}

/** The site's feed named `id`, or all its feeds when no id is given. */
function pickFeeds(tenant: TenantConfig, id: string | undefined): FeedConfig[] {
  const feeds = tenant.feeds ?? [];
  if (id === undefined) return [...feeds];
  const feed = findFeed(feeds, id);
  if (!feed) {
    const known = feeds.length > 0 ? `its feeds: ${feedIds(tenant)}` : 'it has no feed';
    throw new UsageError(`${tenant.slug} has no feed '${id}' (${known})`);
  }
  return [feed];
}

function feedIds(tenant: TenantConfig): string {
  return (tenant.feeds ?? []).map(feedIdOf).join(', ');
}

/** A one-off file's format from its extension, when --format does not say. */
function formatOf(from: string | undefined): 'json' | 'csv' | 'xml' | undefined {
  const extension = from?.split('?')[0]?.split('.').pop()?.toLowerCase();
  return extension === 'json' || extension === 'csv' || extension === 'xml' ? extension : undefined;
}
