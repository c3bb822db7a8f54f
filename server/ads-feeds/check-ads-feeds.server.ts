// The check behind `npm run ads-feeds -- check` and the tests (product rule 2.16): each enabled
// channel's feed of a site, built as the route builds it, parsed back and held to the
// channel's rules, with every car left out and why.
import { checkFeedItem } from '#shared/ads-feeds/channel-rules.ts';
import { ADS_CHANNELS, isChannelEnabled, type AdsChannel } from '#shared/ads-feeds/feed-site.ts';
import type { LeftOutCar } from '#shared/ads-feeds/leave-out-reasons.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { SearchService } from '#server/search/search-service.server.ts';
import { parseAdsFeed } from './parse-ads-feed.server.ts';
import { readFeedCars } from './read-feed-cars.server.ts';
import { renderAdsFeed } from './render-ads-feed.server.ts';

export interface InvalidItem {
  id: string;
  problems: string[];
}

export interface ChannelCheck {
  channel: AdsChannel;
  items: number;
  left_out: LeftOutCar[];
  invalid: InvalidItem[];
}

const ID_FIELD: Readonly<Record<AdsChannel, string>> = { google: 'id', meta: 'vehicle_id' };

/** Problems of a feed as a channel reads it: each item's rules, and no id or VIN twice. */
export function checkServedFeed(channel: AdsChannel, body: string): InvalidItem[] {
  const records = parseAdsFeed(channel, body);
  const invalid: InvalidItem[] = [];
  const seen = { id: new Set<string>(), vin: new Set<string>() };
  records.forEach((record, index) => {
    const id = String(record[ID_FIELD[channel]] ?? `#${index + 1}`);
    const problems = checkFeedItem(channel, record);
    for (const key of ['id', 'vin'] as const) {
      const value = String(record[key === 'id' ? ID_FIELD[channel] : 'vin'] ?? '');
      if (value && seen[key].has(value)) problems.push(`${key} ${value} appears twice`);
      seen[key].add(value);
    }
    if (problems.length > 0) invalid.push({ id, problems });
  });
  return invalid;
}

export async function checkSiteAdsFeeds(
  search: Pick<SearchService, 'documents'>,
  tenant: TenantConfig,
): Promise<ChannelCheck[]> {
  const channels = ADS_CHANNELS.filter((channel) => isChannelEnabled(tenant, channel));
  if (channels.length === 0) return [];
  const cars = await readFeedCars(search, tenant);
  return channels.map((channel) => {
    const { feed, body } = renderAdsFeed(channel, tenant, cars);
    return {
      channel,
      items: feed.items.length,
      left_out: feed.left_out,
      invalid: checkServedFeed(channel, body),
    };
  });
}
