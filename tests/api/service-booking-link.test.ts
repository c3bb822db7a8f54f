import { describe, expect, test } from 'vitest';
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
const BAYSIDE = 'bayside-mazda';

test('product rule 2.13 /subaru-service style: Bayside’s booking page explains and links the booking site', async () => {
  const tenant = fixture.tenant(BAYSIDE);
  const { path, url } = tenant.service_booking!;
  const { status, html } = await getPage(app(), BAYSIDE, path);
  expect(status).toBe(200);
  expect(textOf(html.querySelector('h1'))).toBe('Book your Mazda service online');
  expect(textOf(html.querySelector('title'))).toBe(
    `Book your Mazda service online | ${tenant.dealership.name}`,
  );
  expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    `https://${tenant.primary_hostname}${path}`,
  );
  expect(breadcrumbList(html).map(([name]) => name)).toEqual([
    'Home',
    'Book a Service',
    'Book online',
  ]);
  const book = html.querySelector(`main a[href="${url}"]`);
  expect(book?.getAttribute('rel')).toBe('noopener');
  const page = textOf(html.querySelector('main'));
  for (const fact of ['registration number (rego)', 'odometer reading', 'preferred date']) {
    expect(page).toContain(fact);
  }
  expect(html.querySelector('main iframe')).toBeNull();
  expect(await loaderStatus(app(), BAYSIDE, path, 'site-page')).toBe(200);
});

test('Bayside links its booking page from the header menu, the footer and /service', async () => {
  const { path } = fixture.tenant(BAYSIDE).service_booking!;
  const home = await getPage(app(), BAYSIDE, '/');
  expect(home.html.querySelector(`header a[href="${path}"]`)).not.toBeNull();
  expect(home.html.querySelector(`footer a[href="${path}"]`)).not.toBeNull();
  const service = await getPage(app(), BAYSIDE, '/service');
  expect(service.html.querySelector(`main a[href="${path}"]`)).not.toBeNull();
});

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('the booking page is served only where a booking URL is configured', async () => {
    const booking = fixture.tenant(slug).service_booking;
    const sitemap = await sitemapPaths(app(), slug);
    if (booking) {
      expect(sitemap).toContain(booking.path);
      return;
    }
    // Bayside's path on a site without a booking URL: the route is not served.
    const path = fixture.tenant(BAYSIDE).service_booking!.path;
    const { status, html } = await getPage(app(), slug, path);
    expect(status).toBe(404);
    expect(textOf(html.querySelector('h1'))).toBe('Page not found');
    expect(await loaderStatus(app(), slug, path, 'site-page')).toBe(404);
    expect(sitemap).not.toContain(path);
    const service = await getPage(app(), slug, '/service');
    expect(textOf(service.html.querySelector('main'))).not.toContain('how online booking works');
  });
});
