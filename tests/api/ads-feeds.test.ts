// The vehicle ads feeds on the five demo sites (product rule 2.16): served where the tenant file
// enables the channel and 404 elsewhere, parsed back with a real XML parser (fast-xml-parser)
// and CSV parser (csv-parse), every item held to its channel's rules, conditional GETs, links
// and photos that answer.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { ADS_CHANNELS, isChannelEnabled } from '#shared/ads-feeds/feed-site.ts';
import { checkServedFeed } from '#server/ads-feeds/check-ads-feeds.server.ts';
import { parseAdsFeed } from '#server/ads-feeds/parse-ads-feed.server.ts';
import { FEED_PATHS } from '#server/ads-feeds/render-ads-feed.server.ts';
import { runAdsFeedsCli } from '../../scripts/ads-feeds.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

const get = (slug: string, path: string) =>
  request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test.each(ADS_CHANNELS)(
    'the %s feed: served when enabled, valid as parsed back',
    async (channel) => {
      const res = await get(slug, FEED_PATHS[channel]);
      if (!isChannelEnabled(fixture.tenant(slug), channel)) {
        expect(res.status).toBe(404);
        return;
      }
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(
        channel === 'google' ? 'application/xml; charset=utf-8' : 'text/csv; charset=utf-8',
      );
      const items = parseAdsFeed(channel, res.text);
      expect(items.length).toBeGreaterThan(0);
      expect(checkServedFeed(channel, res.text)).toEqual([]);
      const host = fixture.tenant(slug).primary_hostname;
      for (const item of items) {
        const link = String(item[channel === 'google' ? 'link' : 'url']);
        expect(new URL(link).host).toBe(host);
      }
    },
  );
});

test('Harbour City Motors and Bayside Mazda enable both channels, the trucks site Meta only', () => {
  const enabled = DEMO_SLUGS.map((slug) => [
    slug,
    ADS_CHANNELS.filter((channel) => isChannelEnabled(fixture.tenant(slug), channel)),
  ]);
  expect(Object.fromEntries(enabled)).toEqual({
    'harbour-city-motors': ['google', 'meta'],
    'coastal-used-cars': [],
    'southern-cross-trucks': ['meta'],
    'bayside-mazda': ['google', 'meta'],
    'high-country-rv-moto': [],
  });
});

test('an ad’s link opens the car’s page, and its photo is a PNG the channel can fetch', async () => {
  const slug = 'bayside-mazda';
  const [item] = parseAdsFeed('google', (await get(slug, FEED_PATHS.google)).text);
  const link = new URL(String(item!.link));
  expect(Object.fromEntries(link.searchParams)).toEqual({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'vehicle-ads',
  });
  const page = await get(slug, `${link.pathname}${link.search}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain(`<link rel="canonical" href="${link.origin}${link.pathname}"`);
  const photo = await get(slug, new URL(String(item!.image_link)).pathname);
  expect(photo.status).toBe(200);
  expect(photo.headers['content-type']).toBe('image/png');
  expect(photo.body.subarray(1, 4).toString()).toBe('PNG');
});

test('a crawler that has the feed gets a 304, by ETag or by date', async () => {
  const slug = 'harbour-city-motors';
  const first = await get(slug, FEED_PATHS.meta);
  const etag = String(first.headers.etag);
  const lastModified = String(first.headers['last-modified']);
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now());
  const byTag = await get(slug, FEED_PATHS.meta).set('If-None-Match', etag);
  expect(byTag.status).toBe(304);
  const byDate = await get(slug, FEED_PATHS.meta).set('If-Modified-Since', lastModified);
  expect(byDate.status).toBe(304);
  const stale = await get(slug, FEED_PATHS.meta).set('If-None-Match', '"something-else"');
  expect(stale.status).toBe(200);
  expect(stale.text).toBe(first.text);
});

test('npm run ads-feeds -- check: every enabled feed valid, each car left out listed', async () => {
  const outcome = await runAdsFeedsCli({ DATA_DIR: fixture.current.env.DATA_DIR }, ['check']);
  expect(outcome.stderr).toBe('');
  expect(outcome.exitCode).toBe(0);
  const summaries = outcome.stdout.split('\n').filter((line) => !line.startsWith(' ') && line);
  expect(summaries).toEqual([
    expect.stringMatching(
      /^bayside-mazda \/feeds\/google-vehicle-ads\.xml: \d+ cars in the feed, \d+ left out .*0 invalid$/,
    ),
    expect.stringMatching(/^bayside-mazda \/feeds\/meta-vehicles\.csv: /),
    'coastal-used-cars: no ads feed enabled',
    expect.stringMatching(/^harbour-city-motors \/feeds\/google-vehicle-ads\.xml: /),
    expect.stringMatching(/^harbour-city-motors \/feeds\/meta-vehicles\.csv: /),
    'high-country-rv-moto: no ads feed enabled',
    expect.stringMatching(/^southern-cross-trucks \/feeds\/meta-vehicles\.csv: /),
  ]);
  expect(outcome.stdout).toMatch(
    / {2}left out: car \d+ \(stock [^)]+\): reserved, reserved by a shopper/,
  );
  // The feed served and the one checked are the same cars.
  const served = parseAdsFeed('meta', (await get('southern-cross-trucks', FEED_PATHS.meta)).text);
  expect(outcome.stdout).toContain(`meta-vehicles.csv: ${served.length} cars in the feed`);
});

test('the check command refuses a site it does not know', async () => {
  const outcome = await runAdsFeedsCli({ DATA_DIR: fixture.current.env.DATA_DIR }, [
    'check',
    'nope',
  ]);
  expect(outcome.exitCode).toBe(2);
  expect(outcome.stderr).toMatch(/no site "nope" \(sites: .*harbour-city-motors/);
  expect((await runAdsFeedsCli({ DATA_DIR: '.' }, ['validate'])).exitCode).toBe(2);
});

test('the feeds’ settings stay on the server: pages do not carry store codes', async () => {
  const home = await get('harbour-city-motors', '/');
  expect(home.status).toBe(200);
  expect(home.text).not.toContain('store_code');
  expect(home.text).not.toContain('HCM-TOYOTA');
});
