// A site's feed with every default filled in (docs/product.md, product rule 4.16).
import type { FeedConfig } from '#shared/tenant/tenant-config.ts';

export type FeedMode = 'good-rows' | 'strict';
export type FeedEncoding = 'auto' | 'utf-8' | 'windows-1252';

export const FEED_DEFAULTS = {
  interval_minutes: 15,
  timeout_seconds: 60,
  max_megabytes: 50,
  hold_drop_percent: 30,
  mode: 'good-rows',
  encoding: 'auto',
  list_separators: ['|'],
} as const;

/** The id of a site's only feed when its tenant file gives none (tenant files of one feed). */
export const DEFAULT_FEED_ID = 'main';

/** A feed's stable name within its site. */
export function feedIdOf(feed: Pick<FeedConfig, 'id'>): string {
  return feed.id ?? DEFAULT_FEED_ID;
}

/** The site's feed with this id; without an id, its only feed (undefined when it has several). */
export function findFeed(
  feeds: readonly FeedConfig[] | undefined,
  id: string | undefined,
): FeedConfig | undefined {
  if (id === undefined) return feeds?.length === 1 ? feeds[0] : undefined;
  return feeds?.find((feed) => feedIdOf(feed) === id);
}

export interface FeedSettings {
  format: FeedConfig['format'];
  encoding: FeedEncoding;
  intervalMs: number;
  timeoutMs: number;
  maxBytes: number;
  /** 0 to 100: a pull removing a larger share of the stock is held. */
  holdDropPercent: number;
  mode: FeedMode;
  /** Provider column -> car field. */
  columns: Readonly<Record<string, string>>;
  listSeparators: readonly string[];
  xmlRecord: string | undefined;
}

export function feedSettings(feed: FeedConfig): FeedSettings {
  return {
    format: feed.format,
    encoding: feed.encoding ?? FEED_DEFAULTS.encoding,
    intervalMs: (feed.interval_minutes ?? FEED_DEFAULTS.interval_minutes) * 60_000,
    timeoutMs: (feed.timeout_seconds ?? FEED_DEFAULTS.timeout_seconds) * 1000,
    maxBytes: Math.round((feed.max_megabytes ?? FEED_DEFAULTS.max_megabytes) * 1024 * 1024),
    holdDropPercent: feed.hold_drop_percent ?? FEED_DEFAULTS.hold_drop_percent,
    mode: feed.mode ?? FEED_DEFAULTS.mode,
    columns: feed.mapping?.columns ?? {},
    listSeparators: feed.mapping?.list_separators ?? FEED_DEFAULTS.list_separators,
    xmlRecord: feed.mapping?.xml_record,
  };
}
