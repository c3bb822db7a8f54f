// Built feeds kept per site, channel and inventory version (product rule 2.16), like pages
// (docs/decisions/0020-page-cache.md): a reservation or an import moves the version, so the
// next request builds the feed anew. ETag is the body's hash; Last-Modified moves only when
// the body changed, so a crawler gets 304s across versions that changed nothing it sees.
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AdsFeed } from '#shared/ads-feeds/build-ads-feed.ts';
import type { AdsChannel } from '#shared/ads-feeds/feed-site.ts';

export interface ServedFeed {
  feed: AdsFeed;
  body: string;
  etag: string;
  lastModified: Date;
}

export interface AdsFeedCacheOptions {
  /** Bounds how stale a feed gets when another instance changes a shared index. */
  ttlMs: number;
  now?: () => number;
}

export type BuildFeed = () => Promise<{ feed: AdsFeed; body: string }>;

export function createAdsFeedCache({ ttlMs, now = Date.now }: AdsFeedCacheOptions) {
  const built = new LRUCache<string, Promise<ServedFeed>>({ max: 200, ttl: ttlMs });
  // The last body served per site and channel, and since when.
  const last = new Map<string, { etag: string; since: number }>();

  async function build(channelKey: string, make: BuildFeed): Promise<ServedFeed> {
    const { feed, body } = await make();
    const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    const previous = last.get(channelKey);
    let since = previous?.since ?? 0;
    if (previous?.etag !== etag) {
      // HTTP dates count whole seconds: a change must show a later second than the last one.
      const second = Math.floor(now() / 1000) * 1000;
      since = Math.max(second, since + 1000);
      last.set(channelKey, { etag, since });
    }
    return { feed, body, etag, lastModified: new Date(since) };
  }

  return {
    get(slug: string, channel: AdsChannel, version: string, make: BuildFeed): Promise<ServedFeed> {
      const channelKey = `${slug}\u0000${channel}`;
      const key = `${channelKey}\u0000${version}`;
      let pending = built.get(key);
      if (!pending) {
        pending = build(channelKey, make);
        built.set(key, pending);
        pending.catch(() => built.delete(key));
      }
      return pending;
    },
  };
}

export type AdsFeedCache = ReturnType<typeof createAdsFeedCache>;
