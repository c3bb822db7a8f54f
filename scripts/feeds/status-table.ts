// `npm run feeds -- status`: one row per site; failing or held feeds make the exit code 1.
import type { Database } from '#server/db/database.server.ts';
import { latestPulls } from '#server/inventory/feeds/feed-store.server.ts';
import { printable } from '#server/leads/admin/printable-text.ts';
import { feedSettings } from '#shared/feeds/feed-settings.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { formatTable } from '../leads/terminal-text.ts';
import { describeCounts, utc } from './print-pulls.ts';

export async function feedStatus(
  database: Database,
  tenants: readonly TenantConfig[],
): Promise<{ text: string; failing: boolean }> {
  const latest = await latestPulls(database);
  let failing = false;
  const rows = tenants.map((tenant) => {
    const feed = tenant.feeds?.[0];
    const entry = latest.get(tenant.slug);
    const last = entry?.last;
    const state = last?.outcome ?? (feed ? 'never pulled' : 'no feed');
    if (last?.outcome === 'held' || last?.outcome === 'failed') failing = true;
    const source = feed ? (feed.url ? new URL(feed.url).host : `inbox/${feed.inbox}`) : '-';
    return [
      tenant.slug,
      source,
      feed ? `${feedSettings(feed).intervalMs / 60_000} min` : '-',
      last ? utc(last.started_at) : '-',
      last?.reason && last.outcome !== 'imported' ? `${state} (${last.reason})` : state,
      entry?.lastImportedAt ? utc(entry.lastImportedAt) : '-',
      last ? describeCounts(last) || '-' : '-',
      last ? printable(last.message) : '',
    ];
  });
  const headers = ['site', 'feed', 'every', 'last pull', 'state', 'last import', 'rows', 'message'];
  return { text: formatTable(headers, rows), failing };
}
