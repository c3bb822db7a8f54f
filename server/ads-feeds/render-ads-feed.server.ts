// One site's feed for one channel, built from its stock and written in the channel's format.
import { buildAdsFeed, type AdsFeed } from '#shared/ads-feeds/build-ads-feed.ts';
import type { FeedCar } from '#shared/ads-feeds/feed-car.ts';
import { toFeedSite, type AdsChannel } from '#shared/ads-feeds/feed-site.ts';
import { canonicalUrl } from '#shared/tenant/site-data.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { renderGoogleFeed } from './google-feed-xml.server.ts';
import { renderMetaFeed } from './meta-feed-csv.server.ts';

export const FEED_PATHS: Readonly<Record<AdsChannel, string>> = {
  google: '/feeds/google-vehicle-ads.xml',
  meta: '/feeds/meta-vehicles.csv',
};

export const FEED_CONTENT_TYPES: Readonly<Record<AdsChannel, string>> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

export function renderAdsFeed(
  channel: AdsChannel,
  tenant: TenantConfig,
  cars: readonly FeedCar[],
): { feed: AdsFeed; body: string } {
  const site = toFeedSite(tenant);
  const feed = buildAdsFeed(channel, cars, site);
  const body =
    channel === 'google'
      ? renderGoogleFeed(
          {
            title: `${tenant.dealership.name} vehicles`,
            link: canonicalUrl(tenant, '/'),
            description: `Cars for sale at ${tenant.dealership.name}`,
          },
          feed.items,
        )
      : renderMetaFeed(feed.items);
  return { feed, body };
}
