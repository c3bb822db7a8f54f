import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { crawlSite, type FetchPage } from '../../scripts/crawl/site-crawl.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

/** Bounded for CI (`npm run crawl:links` walks every page): see docs/testing.md, "Broken links". */
const CRAWL_BOUNDS = { maxDepth: 3, perTemplate: 4 };

const fetchFrom =
  (host: string): FetchPage =>
  async (url) => {
    const res = await request(fixture.current.app).get(url).set('Host', host).redirects(0);
    return {
      status: res.status,
      location: res.headers.location as string | undefined,
      contentType: res.headers['content-type'] ?? '',
      body: res.text,
    };
  };

// docs/content-pages.md: no link on any demo site leads nowhere.
describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('every internal link reachable from the home page answers a page', async () => {
    const tenant = fixture.tenant(slug);
    const report = await crawlSite(fetchFrom(`${slug}.localhost`), tenant.hostnames, CRAWL_BOUNDS);
    const describeLink = (link: { from: string; href: string; text: string; status?: number }) =>
      `${link.status ?? ''} "${link.text}" -> ${link.href} (on ${link.from})`.trim();
    expect(report.broken.map(describeLink), 'internal links answering 4xx/5xx').toEqual([]);
    expect(report.missingAnchors.map(describeLink), '#links without a target').toEqual([]);
    expect(report.malformedExternal.map(describeLink), 'malformed external links').toEqual([]);
    expect(report.pages).toBeGreaterThan(10);
  }, 120_000);
});
