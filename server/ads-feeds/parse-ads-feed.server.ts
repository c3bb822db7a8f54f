// A served feed read back as the channels read it, with a real XML or CSV parser: the check
// command and the tests run the channels' rules on these records, so what is checked is
// what a channel fetches, escaping and quoting included.
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FeedRecord } from '#shared/ads-feeds/channel-rules.ts';
import type { AdsChannel } from '#shared/ads-feeds/feed-site.ts';
import { GOOGLE_NAMESPACE } from './google-feed-xml.server.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

function readGoogleItem(item: Record<string, unknown>): FeedRecord {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(item)) {
    // The indentation between elements (values are read untrimmed, to see stray spaces).
    if (name === '#text' && String(value).trim() === '') continue;
    const field = name.replace(/^g:/, '');
    if (field === 'vehicle_fulfillment') {
      const parts = value as Record<string, string>;
      record[field] = `${parts['g:option']}:${parts['g:store_code']}`;
    } else {
      record[field] = Array.isArray(value) ? value.map(String) : String(value);
    }
  }
  return record;
}

/** The items of a Google RSS feed; throws on XML that is not well formed or not the format. */
export function parseGoogleFeed(xml: string): FeedRecord[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const document = parser.parse(xml) as {
    rss?: { '@_version'?: string; '@_xmlns:g'?: string; channel?: { item?: unknown[] } };
  };
  const { rss } = document;
  if (rss?.['@_version'] !== '2.0' || rss['@_xmlns:g'] !== GOOGLE_NAMESPACE || !rss.channel) {
    throw new Error('Not an RSS 2.0 document with the g: namespace and a channel');
  }
  return (rss.channel.item ?? []).map((item) => readGoogleItem(item as Record<string, unknown>));
}

/** The rows of a Meta CSV feed by column name; empty cells read as absent. */
export function parseMetaFeed(csv: string): FeedRecord[] {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as Array<
    Record<string, string>
  >;
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([, value]) => value !== '')),
  );
}

export function parseAdsFeed(channel: AdsChannel, body: string): FeedRecord[] {
  return channel === 'google' ? parseGoogleFeed(body) : parseMetaFeed(body);
}
