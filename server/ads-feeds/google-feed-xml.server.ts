// Google's vehicle ads feed as RSS 2.0 with the g: namespace (product rule 2.16). Text is
// escaped by the builder; the items are already clean (shared/ads-feeds/feed-text.ts).
import { XMLBuilder } from 'fast-xml-parser';
import type { FeedRecord } from '#shared/ads-feeds/channel-rules.ts';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  processEntities: true,
});

/** One item's elements: vehicle_fulfillment split into its option and store code. */
function toElements(item: FeedRecord): Record<string, unknown> {
  const elements: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      continue;
    }
    if (name === 'vehicle_fulfillment' && typeof value === 'string') {
      const [option, storeCode] = value.split(':');
      elements['g:vehicle_fulfillment'] = { 'g:option': option, 'g:store_code': storeCode };
      continue;
    }
    elements[`g:${name}`] = value;
  }
  return elements;
}

export interface GoogleFeedChannel {
  title: string;
  link: string;
  description: string;
}

export function renderGoogleFeed(channel: GoogleFeedChannel, items: readonly FeedRecord[]): string {
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:g': GOOGLE_NAMESPACE,
      channel: { ...channel, item: items.map(toElements) },
    },
  };
  return builder.build(document) as string;
}
