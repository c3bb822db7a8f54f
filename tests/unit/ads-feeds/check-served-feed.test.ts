// The check on a served body (what `npm run ads-feeds -- check` and the API tests run): bodies a
// channel would reject are caught after parsing, not trusted because the builder made them.
import { describe, expect, test } from 'vitest';
import { buildAdsFeed } from '#shared/ads-feeds/build-ads-feed.ts';
import { checkServedFeed } from '#server/ads-feeds/check-ads-feeds.server.ts';
import { renderGoogleFeed } from '#server/ads-feeds/google-feed-xml.server.ts';
import { renderMetaFeed } from '#server/ads-feeds/meta-feed-csv.server.ts';
import { parseGoogleFeed, parseMetaFeed } from '#server/ads-feeds/parse-ads-feed.server.ts';
import { feedCar, FEED_SITE } from './feed-fixtures.ts';

const channel = { title: 'Cars & "more"', link: 'https://x.example/', description: '<ok>' };
const nasty = feedCar({
  description: 'Tow bar, "roof racks" & <b>more</b>]]>\n; =SUM(A1)',
});

describe('Google RSS', () => {
  const items = buildAdsFeed(
    'google',
    [nasty, feedCar({ id: 2, vin: 'JTMW43FV10D000002' })],
    FEED_SITE,
  ).items;
  const xml = renderGoogleFeed(channel, items);

  test('round-trips through a real XML parser, item for item', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(parseGoogleFeed(xml)).toEqual(
      items.map((item) =>
        Object.fromEntries(
          Object.entries(item).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0)),
        ),
      ),
    );
    expect(checkServedFeed('google', xml)).toEqual([]);
  });

  test('a broken item or a repeated VIN is reported; broken XML throws', () => {
    const bad = xml.replace('<g:price>38990.00 AUD</g:price>', '<g:price>$38,990</g:price>');
    expect(checkServedFeed('google', bad)).toEqual([
      { id: '501', problems: ['price "$38,990" is not in the format'] },
    ]);
    const twice = xml.replace('JTMW43FV10D000002', 'JTMW43FV10D123456');
    expect(checkServedFeed('google', twice)).toEqual([
      { id: '2', problems: ['vin JTMW43FV10D123456 appears twice'] },
    ]);
    expect(() => checkServedFeed('google', xml.replace('</channel>', ''))).toThrow(
      /Not well-formed XML/,
    );
    expect(() => checkServedFeed('google', '<rss version="2.0"><channel/></rss>')).toThrow(
      /g: namespace/,
    );
  });
});

describe('Meta CSV', () => {
  const rows = buildAdsFeed('meta', [nasty], FEED_SITE).items;
  const csv = renderMetaFeed(rows);

  test('round-trips through csv-parse, quotes and commas included', () => {
    const [parsed] = parseMetaFeed(csv);
    expect(parsed).toEqual(
      Object.fromEntries(Object.entries(rows[0]!).filter(([, v]) => v !== '')),
    );
    expect(parsed!.description).toBe('Tow bar, "roof racks" & more ]]> ; =SUM(A1)');
    expect(checkServedFeed('meta', csv)).toEqual([]);
  });

  test('a missing required cell is reported by name', () => {
    const header = csv.split('\n')[0]!;
    const column = header.split(',').indexOf('exterior_color');
    const lines = parseMetaFeed(csv);
    expect(column).toBeGreaterThan(0);
    const withoutColour = renderMetaFeed([{ ...lines[0]!, exterior_color: '' }]);
    expect(checkServedFeed('meta', withoutColour)).toEqual([
      { id: '501', problems: ['exterior_color is missing'] },
    ]);
  });
});
