import { describe, expect, test } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { StockSummary } from '#shared/app/route-context.ts';
import type { SiteData } from '#shared/tenant/site-data.ts';
import { collectSitemapUrls } from '#server/crawl/collect-sitemap-urls.server.ts';
import type { SitemapSource } from '#server/crawl/sitemap-source.server.ts';
import { SITEMAP_SOURCES } from '#server/crawl/sitemap-sources.server.ts';
import { latestLastmod, splitSitemap } from '#server/crawl/split-sitemap.server.ts';
import { escapeXml, renderSitemapIndex, renderUrlSet } from '#server/crawl/sitemap-xml.server.ts';
import { demoSite } from '../../support/demo-site.ts';

const CONFIG_DATE = '2026-11-01T09:30:00Z';
const stock: StockSummary = {
  counts: { new: 5, used: 5, demo: 5 },
  makes: { Mazda: 5, Toyota: 5, Hyundai: 5, Kia: 5 },
};

/** The listing paths the crawl routes would compute: here the listing and its landings. */
function listingPathsOf(site: SiteData): string[] {
  return [site.listing_path, ...site.landing_paths.map((landing) => `/search/${landing.slug}`)];
}

// What the sources yield; the default filter (pages the route table serves) has its own test.
function collect(site: SiteData, sources: readonly SitemapSource[] = SITEMAP_SOURCES) {
  return collectSitemapUrls(
    { site, stock, listingPaths: listingPathsOf(site), cars: [] },
    sources,
    () => true,
  );
}

function source(name: string, ...entries: Array<{ path: string; lastmod?: string }>) {
  return { name, entries: () => entries };
}

describe('splitSitemap', () => {
  test.each([
    { total: 0, limit: 3, sizes: [0] },
    { total: 3, limit: 3, sizes: [3] },
    { total: 4, limit: 3, sizes: [3, 1] },
    { total: 7, limit: 3, sizes: [3, 3, 1] },
  ])('$total URLs at $limit per file: $sizes', ({ total, limit, sizes }) => {
    const urls = Array.from({ length: total }, (_, i) => i);
    const files = splitSitemap(urls, limit);
    expect(files.map((file) => file.length)).toEqual(sizes);
    expect(files.flat()).toEqual(urls);
  });

  test('the default limit is the protocol’s 50,000', () => {
    const urls = Array.from({ length: 50_001 }, (_, i) => i);
    expect(splitSitemap(urls.slice(0, 50_000))).toHaveLength(1);
    expect(splitSitemap(urls).map((file) => file.length)).toEqual([50_000, 1]);
  });

  test('an index entry carries the newest lastmod of its file', () => {
    expect(
      latestLastmod([
        { loc: 'a', lastmod: '2026-01-02' },
        { loc: 'b' },
        { loc: 'c', lastmod: '2026-03-01T00:00:00Z' },
      ]),
    ).toBe('2026-03-01T00:00:00Z');
    expect(latestLastmod([{ loc: 'a' }])).toBeUndefined();
  });
});

describe('sitemap XML', () => {
  test('escapeXml escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  test('a urlset and an index are valid XML whose values read back unchanged', () => {
    const loc = "https://www.example.com.au/search/cars?make=a&b='c'";
    const parser = new XMLParser();
    const urlset = renderUrlSet([{ loc, lastmod: CONFIG_DATE }, { loc: `${loc}&x` }]);
    expect(XMLValidator.validate(urlset)).toBe(true);
    expect(parser.parse(urlset).urlset.url).toEqual([
      { loc, lastmod: CONFIG_DATE },
      { loc: `${loc}&x` },
    ]);
    const index = renderSitemapIndex([{ loc: 'https://www.example.com.au/sitemaps/1.xml' }]);
    expect(XMLValidator.validate(index)).toBe(true);
    expect(parser.parse(index).sitemapindex.sitemap.loc).toBe(
      'https://www.example.com.au/sitemaps/1.xml',
    );
  });
});

describe('collectSitemapUrls', () => {
  const site = demoSite('harbour-city-motors');
  const host = 'https://www.harbourcitymotors.com.au';

  test('absolute https URLs on the primary host, each once, the first lastmod kept', () => {
    const urls = collect(site, [
      source('a', { path: '/', lastmod: '2026-01-01' }, { path: '/faqs' }),
      source('b', { path: '/', lastmod: '2026-05-05' }, { path: '/special offers' }),
    ]);
    expect(urls).toEqual([
      { loc: `${host}/`, lastmod: '2026-01-01' },
      { loc: `${host}/faqs` },
      { loc: `${host}/special%20offers` },
    ]);
  });

  test('paths robots.txt disallows are never listed', () => {
    const urls = collect(site, [
      source('x', { path: '/favourites' }, { path: '/compare' }, { path: '/cars/a/checkout' }),
    ]);
    expect(urls).toEqual([]);
  });

  test('a source yielding anything but a site path fails loudly with its name', () => {
    expect(() => collect(site, [source('bad', { path: 'https://other.example/' })])).toThrow(
      /"bad".*site-relative path/,
    );
    expect(() => collect(site, [source('bad', { path: '//other.example/' })])).toThrow(/"bad"/);
  });
});

describe('registered sources on demo tenants', () => {
  const paths = (site: SiteData) =>
    collect(site).map((url) => url.loc.replace(/^https:\/\/[^/]+/, ''));

  test('home, listings, locations, contact pages and menu pages; no external or private links', () => {
    const listed = paths(demoSite('harbour-city-motors'));
    expect(listed.slice(0, 4)).toEqual([
      '/',
      '/search/new-used-and-demo-cars/',
      '/search/used-cars-sydney',
      '/search/new-hyundai-and-kia',
    ]);
    expect(listed).toContain('/locations/harbour-city-service-centre-ryde-service');
    expect(listed).toContain('/contact-us/harbour-city-service-centre-ryde');
    expect(listed).toContain('/faqs');
    expect(listed).not.toContain('/compare');
    expect(listed.every((path) => path.startsWith('/'))).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('config-derived pages carry no invented lastmod', () => {
    const urls = collect(demoSite('harbour-city-motors'));
    expect(urls.every((url) => url.lastmod === undefined)).toBe(true);
  });

  test('by default only paths a page serves are listed (menus may link pages not built yet)', () => {
    // The footer still links /faqs, a content page this copy no longer declares.
    const site = demoSite('harbour-city-motors', (config) => {
      config.content_pages = config.content_pages.filter((page) => page.path !== '/faqs');
    });
    const urls = collectSitemapUrls(
      {
        site,
        stock,
        listingPaths: [...listingPathsOf(site), '/search/toyota/corolla'],
        cars: [
          { path: '/cars/2024-toyota-corolla-ascent-hcm1', lastmod: '2026-11-20T00:00:00.000Z' },
        ],
      },
      SITEMAP_SOURCES,
    );
    const listed = urls.map((url) => new URL(url.loc).pathname);
    expect(listed).toContain('/');
    expect(listed).toContain('/contact-us/harbour-city-service-centre-ryde');
    expect(listed).not.toContain('/faqs');
    // Listing paths are served by the listing route's splat.
    expect(listed).toContain('/search/used-cars-sydney');
    expect(listed).toContain('/search/toyota/corolla');
    expect(urls).toContainEqual({
      loc: 'https://www.harbourcitymotors.com.au/cars/2024-toyota-corolla-ascent-hcm1',
      lastmod: '2026-11-20T00:00:00.000Z',
    });
  });

  test('menu links keep their path only: /models?body=all is listed once as /models', () => {
    const listed = paths(demoSite('bayside-mazda'));
    expect(listed.filter((path) => path === '/models')).toHaveLength(1);
    expect(listed.some((path) => path.includes('?'))).toBe(false);
    expect(listed.some((path) => path.includes('bookings.'))).toBe(false);
  });

  test('docs/content-pages.md: each model page once, at its one URL; none on sites without model pages', () => {
    const trucks = paths(demoSite('southern-cross-trucks'));
    for (const model of ['/canter', '/fighter', '/shogun', '/rosa', '/built-ready']) {
      expect(trucks).toContain(model);
    }
    expect(trucks.some((path) => path.startsWith('/models/'))).toBe(false);
    expect(paths(demoSite('coastal-used-cars'))).not.toContain('/models');
  });

  test("a location's sales, service and parts records share one contact page", () => {
    const listed = paths(demoSite('southern-cross-trucks'));
    expect(listed.filter((path) => path.startsWith('/contact-us/'))).toEqual([
      '/contact-us/southern-cross-trucks',
      '/contact-us/southern-cross-trucks-dandenong',
    ]);
  });

  test('no location pages on a site that sends View Location to /contact; hidden ones never', () => {
    expect(paths(demoSite('bayside-mazda')).some((path) => path.startsWith('/locations/'))).toBe(
      false,
    );
    const site = demoSite('southern-cross-trucks', (config) => {
      config.locations[3]!.visible = false;
    });
    const listed = paths(site);
    expect(listed).not.toContain('/locations/southern-cross-trucks-dandenong-service');
    expect(listed).toContain('/locations/southern-cross-trucks-sales');
  });
});
