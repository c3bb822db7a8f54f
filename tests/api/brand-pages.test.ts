import { describe, expect, test } from 'vitest';
import request from 'supertest';
import type { HTMLElement } from 'node-html-parser';
import type { RootData } from '#shared/app/root-data.ts';
import { navigationLabel } from '#shared/navigation/menu-link.ts';
import { brandPath, findStockMake, listSiteBrands } from '#shared/pages/brands/site-brands.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';
import {
  breadcrumbList,
  getPage,
  loaderStatus,
  sitemapPaths,
  textOf,
} from '../support/page-html.ts';

const fixture = useTestPlatform();
const app = () => fixture.current.app;
const brandsOf = (slug: string) => listSiteBrands(toSiteData(fixture.tenant(slug)));

describe.each(DEMO_SLUGS)('%s brand pages (docs/content-pages.md)', (slug) => {
  test('each declared brand: its page with logo, trail, canonical and this site’s stock', async () => {
    const tenant = fixture.tenant(slug);
    for (const brand of brandsOf(slug)) {
      const path = brandPath(brand);
      const { status, html } = await getPage(app(), slug, path);
      expect(status, path).toBe(200);
      expect(textOf(html.querySelector('h1')), path).toBe(brand.name);
      expect(textOf(html.querySelector('title')), path).toBe(
        `${brand.name} | ${tenant.dealership.name}`,
      );
      expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
        tenant.dealership.name,
      );
      expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(
        `https://${tenant.primary_hostname}${path}`,
      );
      expect(breadcrumbList(html), path).toEqual([
        ['Home', `https://${tenant.primary_hostname}/`],
        [brand.name, `https://${tenant.primary_hostname}${path}`],
      ]);
      if (brand.logoUrl) {
        expect(html.querySelector('.brand-page__logo')?.getAttribute('src'), path).toBe(
          brand.logoUrl,
        );
      }
      // Cards from search: only this make, only this site's cars.
      const titles = html.querySelectorAll('.car-card__title a').map(textOf);
      for (const title of titles) expect(title, path).toContain(brand.name);
      const more = html.querySelector('.brand-page__more a');
      if (titles.length > 0) {
        const listing = await getPage(app(), slug, more!.getAttribute('href')!);
        expect(listing.status, `${path} -> listing`).toBe(200);
      } else {
        expect(more?.getAttribute('href'), path).toBe(tenant.search.listing_path);
      }
      expect(await loaderStatus(app(), slug, path, 'brand'), path).toBe(200);
    }
  });

  test('a brand the site does not declare is a 404, in the page and in its loader JSON', async () => {
    const declared = new Set(brandsOf(slug).map((brand) => brand.slug));
    for (const other of ['jeep', 'ford', 'toyota', 'honda', 'fuso']) {
      if (declared.has(other)) continue;
      const path = `/brands/${other}`;
      const { status, html } = await getPage(app(), slug, path);
      expect(status, path).toBe(404);
      expect(textOf(html.querySelector('h1')), path).toBe('Page not found');
      expect(await loaderStatus(app(), slug, path, 'brand'), path).toBe(404);
    }
  });

  test('every brand link the home page renders (menus included) answers 200', async () => {
    const { html } = await getPage(app(), slug, '/');
    const links = html
      .querySelectorAll('a[href^="/brands/"]')
      .map((anchor) => anchor.getAttribute('href')!);
    for (const href of new Set(links)) {
      expect((await getPage(app(), slug, href)).status, href).toBe(200);
    }
  });

  test('the sitemap lists the brand pages the site serves, and no others', async () => {
    const listed = (await sitemapPaths(app(), slug)).filter((path) => path.startsWith('/brands/'));
    expect(listed.sort()).toEqual(brandsOf(slug).map(brandPath).sort());
  });
});

test('a group site links each brand’s dealership website, opened without an opener', async () => {
  const { html } = await getPage(app(), 'harbour-city-motors', '/brands/toyota');
  const visit = html.querySelector('.brand-website a');
  expect(visit?.getAttribute('href')).toBe('https://www.harbourcitytoyota.com.au');
  expect(visit?.getAttribute('rel')).toBe('noopener');
  expect(textOf(visit)).toContain('Visit Harbour City Toyota');
  // No model pages on this site: no model cards.
  expect(html.querySelector('.model-grid')).toBeNull();
});

test('a franchise site with model pages shows the brand’s models, linked to their pages', async () => {
  const { html } = await getPage(app(), 'bayside-mazda', '/brands/mazda');
  const models = html.querySelectorAll('.model-grid .model-card a');
  expect(models.map(textOf)).toEqual(expect.arrayContaining(['Mazda3', 'CX-5']));
  for (const href of models.map((anchor) => anchor.getAttribute('href')!)) {
    expect((await getPage(app(), 'bayside-mazda', href)).status, href).toBe(200);
  }
});

/** The header's brands dropdown as served: its button's text and its links. */
function brandDropdown(html: HTMLElement, label: string) {
  const toggle = html
    .querySelectorAll('.site-nav__toggle')
    .find((button) => textOf(button) === label);
  const panel = toggle && html.getElementById(toggle.getAttribute('aria-controls') ?? '');
  return panel?.querySelectorAll('.menu-link').map((link) => ({
    label: textOf(link.querySelector('.menu-link__label')),
    href: link.getAttribute('href') ?? '',
  }));
}

// Both sites link their own brand pages from a brands dropdown with no URL of its own: an
// empty dropdown would leave the header without it (docs/brand-offer-and-booking-pages.md).
describe.each(['coastal-used-cars', 'high-country-rv-moto'])('%s brand dropdown', (slug) => {
  test('lists each declared brand it has stock of, A-Z, and each link answers 200', async () => {
    const site = toSiteData(fixture.tenant(slug));
    const item = site.navigation.header.find((entry) => entry.dynamicDropdown === 'brands');
    expect(item, 'a header entry with dynamicDropdown "brands"').toBeDefined();
    const root = await request(app()).get('/?_data=root').set('Host', `${slug}.localhost`);
    const { makes } = (root.body as RootData).stock;
    const inStock = listSiteBrands(site).filter((brand) => findStockMake(makes, brand));
    expect(inStock.length, 'demo stock of some declared brand').toBeGreaterThan(0);

    for (const path of ['/', site.listing_path]) {
      const { html } = await getPage(app(), slug, path);
      const links = brandDropdown(html, navigationLabel(item!));
      expect(links, `${path}: the brands dropdown`).toBeDefined();
      expect(links!.map((link) => link.href).sort(), path).toEqual(inStock.map(brandPath).sort());
      if (site.features.sort_brands_alphabetically) {
        const labels = links!.map((link) => link.label.toLowerCase());
        expect(labels, `${path}: A-Z`).toEqual([...labels].sort());
      }
    }
    for (const brand of inStock) {
      expect((await getPage(app(), slug, brandPath(brand))).status, brandPath(brand)).toBe(200);
    }
  });
});
