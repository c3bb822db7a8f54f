import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { parse } from 'node-html-parser';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';
import { primaryLocation } from '#shared/locations/primary-location.ts';
import { isSitemapPath } from '#server/crawl/served-path.server.ts';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';

const fixture = useTestPlatform();

async function getPage(slug: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
  return { status: res.status, html: parse(res.text) };
}

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const carLinks = (html: ReturnType<typeof parse>) =>
  html
    .querySelectorAll('.success-page a')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.startsWith('/cars/'));

describe.each(DEMO_SLUGS)('%s /success', (slug) => {
  test('thanks the shopper, says what happens next, and is never indexed', async () => {
    const tenant = fixture.tenant(slug);
    const { status, html } = await getPage(slug, '/success');
    expect(status).toBe(200);
    expect(html.querySelectorAll('h1').map((h1) => text(h1.textContent))).toEqual(['Thank you']);
    expect(html.querySelector('title')?.textContent).toBe(`Thank you | ${tenant.dealership.name}`);
    expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,follow',
    );
    expect(html.querySelector('main .success-page')).not.toBeNull();
    const page = text(html.querySelector('.success-page')?.textContent);
    expect(page).toContain('Thanks for your enquiry');
    expect(page).toContain(`A member of the ${tenant.dealership.name} team will contact you`);
    const phone = primaryLocation(tenant.locations)?.contact_detail.phone;
    expect(phone).toBeTruthy();
    expect(page).toContain(phone);
    // The last enquired car lives in the browser: the server renders no car link.
    expect(carLinks(html)).toEqual([]);
  });
});

test('?car=<slug> links back to the car', async () => {
  const { status, html } = await getPage('bayside-mazda', '/success?car=some-car');
  expect(status).toBe(200);
  const link = html.querySelector('.success-page a[href="/cars/some-car"]');
  expect(text(link?.textContent)).toBe('Back to the car');
});

test('a car value that is not a slug is ignored', async () => {
  const bad = ['Some-Car', '../admin', 'some car', 'some--car', '-car', 'x'.repeat(201), ''];
  for (const value of bad) {
    const { status, html } = await getPage(
      'bayside-mazda',
      `/success?car=${encodeURIComponent(value)}`,
    );
    expect(status, value).toBe(200);
    expect(carLinks(html), value).toEqual([]);
  }
});

test('client navigation JSON carries only the checked slug', async () => {
  const res = await request(fixture.current.app)
    .get('/success?car=%3Cscript%3E&_data=success')
    .set('Host', 'bayside-mazda.localhost');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    carSlug: null,
    carLocationId: null,
    carKind: null,
    isReserveRequest: false,
    isSubscription: false,
  });
});

test('/success is not a sitemap page and robots.txt disallows it', async () => {
  // The sitemap lists only paths a page route answers (handle.inSitemap false opts out).
  expect(isSitemapPath('/success')).toBe(false);
  const robots = await request(fixture.current.app)
    .get('/robots.txt')
    .set('Host', 'bayside-mazda.localhost');
  expect(robots.text).toContain('Disallow: /success');
});

describe("the phone on /success is the enquired car's location's", () => {
  // A car at a branch other than the primary one, whose phone differs from the primary's.
  function carAwayFromPrimary(slug: string) {
    const tenant = fixture.tenant(slug);
    const primaryPhone = primaryLocation(tenant.locations)!.contact_detail.phone;
    const phoneOf = (locationId: number) =>
      tenant.locations.find((location) => location.id === locationId)?.contact_detail.phone;
    const car = readTenantDocuments(fixture.current.env.DATA_DIR, tenant).find((candidate) => {
      const phone = phoneOf(candidate.location_id);
      return phone && phone !== primaryPhone;
    });
    if (!car)
      throw new Error(`the demo stock of ${slug} has no car away from the primary location`);
    return { car, carPhone: phoneOf(car.location_id)!, primaryPhone };
  }

  test.each(['?reserve=request&', '?'])('/success%scar=<slug>', async (query) => {
    const { car, carPhone, primaryPhone } = carAwayFromPrimary('harbour-city-motors');
    const { status, html } = await getPage(
      'harbour-city-motors',
      `/success${query}car=${car.slug}`,
    );
    expect(status).toBe(200);
    const page = text(html.querySelector('.success-page')?.textContent);
    expect(page.toLowerCase()).toContain(`call us on ${carPhone}`);
    expect(page).not.toContain(primaryPhone);
    expect(html.querySelector(`.success-page a[href^="tel:"]`)?.textContent).toBe(carPhone);
  });

  test("a car the site does not have: the primary location's phone", async () => {
    const tenant = fixture.tenant('harbour-city-motors');
    const { html } = await getPage(
      'harbour-city-motors',
      '/success?reserve=request&car=no-such-car',
    );
    const page = text(html.querySelector('.success-page')?.textContent);
    expect(page).toContain(primaryLocation(tenant.locations)!.contact_detail.phone);
  });
});
