import path from 'node:path';
import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { parse, type HTMLElement } from 'node-html-parser';
import { XMLParser } from 'fast-xml-parser';
import { loadContentPages } from '#server/content/load-content-pages.server.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

function get(slug: string, url: string) {
  return request(fixture.current.app).get(url).set('Host', `${slug}.localhost`);
}

async function getPage(slug: string, url: string) {
  const res = await get(slug, url);
  return { status: res.status, text: res.text, html: parse(res.text) };
}

/** What the startup load rendered for each page: the body the page must carry. */
const rendered = () => loadContentPages(fixture.current.tenants, path.resolve('tenants')).pages;

const squash = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function jsonLd(html: HTMLElement, type: string) {
  return html
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.rawText))
    .find((value) => value['@type'] === type);
}

/** Every URL a site's sitemap lists, following an index to its files. */
async function sitemapPaths(slug: string): Promise<string[]> {
  const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
  const doc = parser.parse((await get(slug, '/sitemap.xml')).text);
  const files: Array<{ loc: string }> = doc.sitemapindex?.sitemap ?? [];
  const urls: Array<{ loc: string }> = [...(doc.urlset?.url ?? [])];
  for (const file of files) {
    urls.push(...parser.parse((await get(slug, new URL(file.loc).pathname)).text).urlset.url);
  }
  return urls.map((url) => new URL(url.loc).pathname);
}

describe.each(DEMO_SLUGS)('%s content pages (docs/content-pages.md)', (slug) => {
  const pages = () => fixture.tenant(slug).content_pages;

  test('every declared page: 200, its title, canonical, breadcrumbs and rendered body', async () => {
    const tenant = fixture.tenant(slug);
    const expected = rendered();
    for (const page of pages()) {
      const { status, html } = await getPage(slug, page.path);
      const url = `https://${tenant.primary_hostname}${page.path}`;
      expect(status, page.path).toBe(200);
      expect(html.querySelector('title')?.text, page.path).toBe(
        `${page.title} | ${tenant.dealership.name}`,
      );
      expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        page.description,
      );
      expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
      expect(html.querySelector('meta[name="robots"]'), page.path).toBeNull();
      const trail = html.querySelectorAll('nav.breadcrumbs li').map((li) => squash(li.text));
      expect(trail).toEqual(['Home', page.title]);
      expect(jsonLd(html, 'BreadcrumbList')?.itemListElement).toEqual([
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Home',
          item: `https://${tenant.primary_hostname}/`,
        },
        { '@type': 'ListItem', position: 2, name: page.title, item: url },
      ]);
      const article = html.querySelector('main article.content-page__article');
      expect(article?.innerHTML, page.path).toBe(expected.html(tenant, page.path));
      expect(article?.querySelectorAll('h1')).toHaveLength(1);
    }
  });

  test('the Markdown file names stay on the server', async () => {
    const { text } = await getPage(slug, pages()[0]!.path);
    for (const page of pages()) expect(text).not.toContain(page.file);
  });

  test('client navigation JSON agrees with the page', async () => {
    const expected = rendered();
    for (const page of pages()) {
      const routeId = page.path.startsWith('/pages/') ? 'site-page-nested' : 'site-page';
      const res = await get(slug, `${page.path}?_data=${routeId}`);
      expect(res.status, page.path).toBe(200);
      expect(res.body).toEqual({
        kind: 'content',
        path: page.path,
        title: page.title,
        description: page.description,
        html: expected.html(fixture.tenant(slug), page.path),
      });
    }
  });

  test('the sitemap lists every declared page', async () => {
    const listed = await sitemapPaths(slug);
    for (const page of pages()) expect(listed, page.path).toContain(page.path);
  });

  test('the footer’s Privacy Policy and Terms of Use links open declared pages', async () => {
    const { html } = await getPage(slug, '/');
    const footer = html.querySelector('footer')!;
    for (const name of ['Privacy Policy', 'Terms of Use']) {
      const link = footer.querySelectorAll('a').find((a) => squash(a.text) === name);
      const href = link?.getAttribute('href') ?? `(no ${name} link)`;
      expect(
        pages().map((page) => page.path),
        name,
      ).toContain(href);
      expect((await get(slug, href)).status, href).toBe(200);
    }
  });
});

describe('a site serves only the pages it declares', () => {
  test.each([
    ['bayside-mazda', '/ultratek'],
    ['bayside-mazda', '/autopact-handback-guarantee'],
    ['bayside-mazda', '/faqs'],
    ['southern-cross-trucks', '/faqs'],
    ['harbour-city-motors', '/pages/ultratek'],
    ['coastal-used-cars', '/pages/faqs'],
  ])('%s %s is a 404, page and JSON', async (slug, pagePath) => {
    const page = await getPage(slug, pagePath);
    expect(page.status).toBe(404);
    expect(squash(page.html.querySelector('h1')?.text)).toBe('Page not found');
    const routeId = pagePath.startsWith('/pages/') ? 'site-page-nested' : 'site-page';
    const json = await get(slug, `${pagePath}?_data=${routeId}`);
    expect(json.status).toBe(404);
    expect(json.body.kind).toBe('not-found');
  });

  test('coastal’s used-vehicle terms page has the guarantee’s conditions', async () => {
    const { html } = await getPage('coastal-used-cars', '/autopact-handback-guarantee');
    const text = squash(html.querySelector('article')?.text);
    for (const fact of ['14 days', '500 km', 'quarter tank', 'consumer', 'keys', 'encumbrance']) {
      expect(text).toContain(fact);
    }
  });
});

test('the consent boxes on a lead form link to pages that answer 200', async () => {
  // High Country asks for the terms of use on every form (features.require_terms_agreement).
  const slug = 'high-country-rv-moto';
  const tenant = fixture.tenant(slug);
  const { html } = await getPage(slug, '/contact');
  const box = html.querySelector('input[type=checkbox][name="terms_conditions"]')!;
  const link = html.querySelector(`label[for="${box.id}"] a`)!;
  expect(squash(link.text)).toBe('terms of use');
  const terms = tenant.content_pages.find((page) => page.consent === 'terms')!;
  expect(link.getAttribute('href')).toBe(terms.path);
  expect((await get(slug, terms.path)).status).toBe(200);
});
