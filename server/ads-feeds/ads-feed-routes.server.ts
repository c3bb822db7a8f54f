// /feeds/google-vehicle-ads.xml and /feeds/meta-vehicles.csv on each site's own hostname
// (product rule 2.16): 404 where the site has not enabled the channel; otherwise the feed of
// the current inventory version, with ETag and Last-Modified so crawlers get 304s.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { ADS_CHANNELS, isChannelEnabled, type AdsChannel } from '#shared/ads-feeds/feed-site.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { SearchService } from '#server/search/search-service.server.ts';
import { createAdsFeedCache } from './ads-feed-cache.server.ts';
import { readFeedCars } from './read-feed-cars.server.ts';
import { FEED_CONTENT_TYPES, FEED_PATHS, renderAdsFeed } from './render-ads-feed.server.ts';

export interface AdsFeedDependencies {
  search: Pick<SearchService, 'documents' | 'stockVersion'>;
  ttlMs: number;
}

// Channels fetch a few times a day; a proxy must ask again each time, as the feed drops a
// reserved car at once (asking again costs a 304).
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export function adsFeedRoutes(deps: AdsFeedDependencies): Router {
  const router = Router();
  const cache = createAdsFeedCache({ ttlMs: deps.ttlMs });

  const serve =
    (channel: AdsChannel) => async (_req: Request, res: Response, next: NextFunction) => {
      const { config } = res.locals.tenant as ResolvedTenant;
      // The site's own 404 page, as for any path it does not serve.
      if (!isChannelEnabled(config, channel)) return next();
      const served = await cache.get(
        config.slug,
        channel,
        deps.search.stockVersion(config.search),
        async () => renderAdsFeed(channel, config, await readFeedCars(deps.search, config)),
      );
      res.setHeader('Cache-Control', CACHE_CONTROL);
      // For the channels' fetchers, not for search results (a fetch ignores it).
      res.setHeader('X-Robots-Tag', 'noindex');
      res.setHeader('ETag', served.etag);
      res.setHeader('Last-Modified', served.lastModified.toUTCString());
      res.type(FEED_CONTENT_TYPES[channel]);
      // Express answers 304 itself when If-None-Match or If-Modified-Since says fresh.
      res.send(served.body);
    };

  for (const channel of ADS_CHANNELS) router.get(FEED_PATHS[channel], serve(channel));
  return router;
}
