// `npm run ads-feeds -- check [SLUG]`: builds each enabled vehicle ads feed of every site (or
// one) from the inventory files, as the server serves it, checks every item against the
// channel's rules and lists each car left out with its reason (docs/ads-feeds.md). Exit 1
// when an item breaks a rule, 2 on bad usage.
import { countLeftOut } from '#shared/ads-feeds/build-ads-feed.ts';
import { LEAVE_OUT_REASONS } from '#shared/ads-feeds/leave-out-reasons.ts';
import type { Env } from '#server/env.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { eachTenantDocuments } from '#server/inventory/inventory-sync.server.ts';
import { createEmbeddedSearchService } from '#server/search/search-service.server.ts';
import { checkSiteAdsFeeds } from '#server/ads-feeds/check-ads-feeds.server.ts';
import { FEED_PATHS } from '#server/ads-feeds/render-ads-feed.server.ts';
import { runCliEntry, type CliOutcome } from './cli-entry.ts';

const USAGE = 'usage: npm run ads-feeds -- check [SLUG]\n';

export async function runAdsFeedsCli(
  env: Pick<Env, 'DATA_DIR'>,
  argv: string[],
): Promise<CliOutcome> {
  const [command, slug, ...rest] = argv;
  if (command !== 'check' || rest.length > 0) return { exitCode: 2, stdout: '', stderr: USAGE };
  const tenants = loadTenants(repoPath('tenants'));
  const chosen = slug ? tenants.filter((tenant) => tenant.slug === slug) : tenants;
  if (chosen.length === 0) {
    const known = tenants.map((tenant) => tenant.slug).join(', ');
    return { exitCode: 2, stdout: '', stderr: `ads-feeds: no site "${slug}" (sites: ${known})\n` };
  }
  const search = await createEmbeddedSearchService(eachTenantDocuments(env.DATA_DIR, chosen));
  const out: string[] = [];
  let invalidItems = 0;
  for (const tenant of chosen) {
    const checks = await checkSiteAdsFeeds(search, tenant);
    if (checks.length === 0) out.push(`${tenant.slug}: no ads feed enabled`);
    for (const check of checks) {
      const counts = Object.entries(countLeftOut(check))
        .map(([reason, count]) => `${reason} ${count}`)
        .join(', ');
      out.push(
        `${tenant.slug} ${FEED_PATHS[check.channel]}: ${check.items} cars in the feed, ` +
          `${check.left_out.length} left out${counts ? ` (${counts})` : ''}, ` +
          `${check.invalid.length} invalid`,
      );
      for (const item of check.invalid) {
        out.push(`  INVALID item ${item.id}: ${item.problems.join('; ')}`);
      }
      for (const car of check.left_out) {
        const why = LEAVE_OUT_REASONS[car.reason] + (car.detail ? `: ${car.detail}` : '');
        out.push(`  left out: car ${car.car_id} (stock ${car.stocknum}): ${car.reason}, ${why}`);
      }
      invalidItems += check.invalid.length;
    }
  }
  return {
    exitCode: invalidItems > 0 ? 1 : 0,
    stdout: `${out.join('\n')}\n`,
    stderr: invalidItems > 0 ? `ads-feeds: ${invalidItems} invalid item(s)\n` : '',
  };
}

runCliEntry('ads-feeds', import.meta.url, runAdsFeedsCli);
