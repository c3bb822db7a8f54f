// `npm run feeds -- status`: one row per feed of each site (a site without one: one row); failing or held feeds make the exit code 1.
import type { Database } from '#server/db/database.server.ts';
import { feedKeyText, latestPulls } from '#server/inventory/feeds/feed-store.server.ts';
import { printable } from '#server/leads/admin/printable-text.ts';
import { DEFAULT_FEED_ID, feedIdOf, feedSettings } from '#shared/feeds/feed-settings.ts';
import type { FeedConfig, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { formatTable } from '../leads/terminal-text.ts';
import { describeCounts, utc } from './print-pulls.ts';

export async function feedStatus(
  database: Database,
  tenants: readonly TenantConfig[],
): Promise<{ text: string; failing: boolean }> {
  const latest = await latestPulls(database);
  let failing = false;
  const rows = tenants.flatMap((tenant) => {
    const feeds: Array<FeedConfig | undefined> = tenant.feeds ?? [undefined];
    return feeds.map((feed) => {
      const id = feed ? feedIdOf(feed) : DEFAULT_FEED_ID;
      const entry = latest.get(feedKeyText({ tenant: tenant.slug, feed: id }));
      const last = entry?.last;
      const state = last?.outcome ?? (feed ? 'never pulled' : 'no feed');
      if (last?.outcome === 'held' || last?.outcome === 'failed') failing = true;
      const source = feed ? (feed.url ? new URL(feed.url).host : `inbox/${feed.inbox}`) : '-';
      return [
        tenant.slug,
        feed ? id : '-',
        source,
        feed ? `${feedSettings(feed).intervalMs / 60_000} min` : '-',
        last ? utc(last.started_at) : '-',
        last?.reason && last.outcome !== 'imported' ? `${state} (${last.reason})` : state,
        entry?.lastImportedAt ? utc(entry.lastImportedAt) : '-',
        last ? describeCounts(last) || '-' : '-',
        last ? printable(last.message) : '',
      ];
    });
  });
  const headers = [
    'site',
    'feed',
    'source',
    'every',
    'last pull',
    'state',
    'last import',
    'rows',
    'message',
  ];
  return { text: formatTable(headers, rows), failing };
}
