import { describe, expect, test } from 'vitest';
import express from 'express';
import request from 'supertest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { contactUsPath } from '#shared/locations/location-slug.ts';
import { crawlRoutes } from '#server/crawl/crawl-routes.server.ts';
import { createTenantRegistry } from '#server/tenancy/tenant-registry.server.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

const tenantConfig = (slug: string) => fixture.tenant(slug);

function get(host: string, url: string) {
  return request(fixture.current.app).get(url).set('Host', host);
}

async function sitemapUrls(host: string): Promise<Array<{ loc: string; lastmod?: string }>> {
  const res = await get(host, '/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.text);
  return doc.urlset.url;
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  const host = `${slug}.localhost`;

  test('robots.txt disallows private pages and points at the sitemap on the primary host', async () => {
    const tenant = tenantConfig(slug);
    const res = await get(host.toUpperCase() + ':3000', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const disallowed of [
      '/api/',
      `/cars/*/${tenant.labels.checkout_segment}`,
      '/success',
      tenant.labels.favourites_path,
    ]) {
      expect(lines).toContain(`Disallow: ${disallowed}`);
    }
    expect(lines).toContain(`Sitemap: https://${tenant.primary_hostname}/sitemap.xml`);
  });

  test('sitemap.xml lists absolute https URLs on its own primary host only', async () => {
    const tenant = tenantConfig(slug);
    const urls = await sitemapUrls(host);
    expect(urls[0]?.loc).toBe(`https://${tenant.primary_hostname}/`);
    for (const { loc } of urls)
      expect(loc.startsWith(`https://${tenant.primary_hostname}/`)).toBe(true);
    const text = (await get(host, '/sitemap.xml')).text;
    for (const other of fixture.current.tenants.filter((candidate) => candidate.slug !== slug)) {
      for (const hostname of other.hostnames) expect(text).not.toContain(hostname);
    }
  });

  test("a tenant's sitemap never lists another tenant's locations", async () => {
    const paths = new Set((await sitemapUrls(host)).map(({ loc }) => new URL(loc).pathname));
    for (const other of fixture.current.tenants.filter((candidate) => candidate.slug !== slug)) {
      for (const location of other.locations) {
        expect(paths).not.toContain(`/locations/${location.slug}`);
        expect(paths).not.toContain(contactUsPath(location));
      }
    }
    const own = tenantConfig(slug).locations.filter((location) => location.visible);
    for (const location of own) expect(paths).toContain(contactUsPath(location));
  });

  test('every URL it lists answers 200 on this site', async () => {
    const paths = (await sitemapUrls(host)).map(({ loc }) => new URL(loc).pathname);
    expect(paths).toContain('/');
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) expect([path, (await get(host, path)).status]).toEqual([path, 200]);
  }, 120_000); // a crawl of every listed page, one after another

  test('no lastmod is invented: only car pages, whose imports date them, carry one', async () => {
    const urls = await sitemapUrls(host);
    const dated = urls.filter((url) => url.lastmod !== undefined);
    expect(dated.every((url) => new URL(url.loc).pathname.startsWith('/cars/'))).toBe(true);
    expect(urls.some((url) => url.lastmod === undefined)).toBe(true);
  });
});

test.each(DEMO_SLUGS)('%s: /favicon.ico leads to the site’s own icon', async (slug) => {
  const res = await get(`${slug}.localhost`, '/favicon.ico');
  expect(res.status).toBe(302);
  const icon = tenantConfig(slug).theme.favicon.url;
  expect(res.headers.location).toBe(icon);
  if (icon.startsWith('/')) expect((await get(`${slug}.localhost`, icon)).status).toBe(200);
});

test('with one sitemap file there are no child sitemaps', async () => {
  const res = await get('bayside-mazda.localhost', '/sitemaps/1.xml');
  expect(res.status).toBe(404);
});

test('an unknown host gets no robots.txt or sitemap', async () => {
  for (const url of ['/robots.txt', '/sitemap.xml']) {
    const res = await get('unknown-dealer.example.com', url);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Sitemap:');
  }
});

test('above 50,000 URLs /sitemap.xml is an index of /sitemaps/{n}.xml files', async () => {
  const tenant = createTenantRegistry(fixture.current.tenants).resolveHost(
    'bayside-mazda.localhost',
  )!;
  const manyPages = {
    name: 'many-pages',
    *entries() {
      for (let i = 1; i <= 50_001; i += 1)
        yield { path: `/locations/page-${i}`, lastmod: '2026-10-01' };
    },
  };
  const app = express()
    .use((_req, res, next) => {
      res.locals.tenant = tenant;
      next();
    })
    .use(
      crawlRoutes({
        inventory: {
          stockSummary: async () => ({ counts: { new: 0, used: 0, demo: 0 }, makes: {} }),
        },
        listing: {
          vocabularyInput: async () => ({ listingPath: '/search/new-cars', carTypes: ['new'] }),
        },
        cars: { sitemapEntries: async () => [] },
        sources: [manyPages],
      }),
    );
  const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
  const index = await request(app).get('/sitemap.xml');
  expect(XMLValidator.validate(index.text)).toBe(true);
  expect(parser.parse(index.text).sitemapindex.sitemap).toEqual([
    { loc: 'https://www.baysidemazda.com.au/sitemaps/1.xml', lastmod: '2026-10-01' },
    { loc: 'https://www.baysidemazda.com.au/sitemaps/2.xml', lastmod: '2026-10-01' },
  ]);
  const first = parser.parse((await request(app).get('/sitemaps/1.xml')).text).urlset.url;
  const second = parser.parse((await request(app).get('/sitemaps/2.xml')).text).urlset.url;
  expect(first).toHaveLength(50_000);
  expect(second).toEqual([
    { loc: 'https://www.baysidemazda.com.au/locations/page-50001', lastmod: '2026-10-01' },
  ]);
  expect((await request(app).get('/sitemaps/3.xml')).status).toBe(404);
});
