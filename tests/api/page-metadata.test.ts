import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { parse, type HTMLElement } from 'node-html-parser';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

const tenantConfig = (slug: string) => fixture.tenant(slug);

async function getPage(host: string, path = '/') {
  const res = await request(fixture.current.app).get(path).set('Host', host);
  return { status: res.status, html: parse(res.text) };
}

function meta(html: HTMLElement, property: string): string | undefined {
  return html.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
}

function jsonLd(html: HTMLElement): Array<Record<string, unknown>> {
  return html
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.rawText) as Record<string, unknown>);
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('the home page carries the dealer as AutoDealer JSON-LD with opening hours', async () => {
    const tenant = tenantConfig(slug);
    const { html } = await getPage(`${slug}.localhost`);
    const dealer = jsonLd(html).find((node) => node['@type'] === 'AutoDealer');
    expect(dealer).toMatchObject({
      '@context': 'https://schema.org',
      name: tenant.dealership.name,
      url: `https://${tenant.primary_hostname}/`,
    });
    expect(dealer?.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday']) }),
      ]),
    );
    expect(JSON.stringify(dealer)).not.toContain('aggregateRating');
  });

  test('title, description and Open Graph are all present, with absolute URLs', async () => {
    const tenant = tenantConfig(slug);
    const { html } = await getPage(`${slug}.localhost`);
    expect(html.querySelector('title')?.text).toBe(tenant.seo.title);
    expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      tenant.seo.description,
    );
    expect(meta(html, 'og:title')).toBe(tenant.seo.title);
    expect(meta(html, 'og:description')).toBe(tenant.seo.description);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^https://${tenant.primary_hostname}/`));
  });
});

describe('canonical URLs come from the configured primary hostname', () => {
  const tenant = () => tenantConfig('harbour-city-motors');

  test.each([
    'HARBOUR-CITY-MOTORS.localhost:3000',
    'harbourcitymotors.com.au',
    'Www.HarbourCityMotors.com.au:8443',
  ])('requested on %s', async (host) => {
    const { status, html } = await getPage(host, '/?utm_source=newsletter');
    expect(status).toBe(200);
    const expected = `https://${tenant().primary_hostname}/`;
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(expected);
    expect(meta(html, 'og:url')).toBe(expected);
  });

  test('on an inner page the canonical is that path on the primary hostname', async () => {
    const { html } = await getPage('HARBOUR-CITY-MOTORS.localhost:3000', '/no-such-page');
    const expected = `https://${tenant().primary_hostname}/no-such-page`;
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(expected);
    expect(meta(html, 'og:url')).toBe(expected);
  });
});

describe.each(DEMO_SLUGS)('%s: a 404 page names the address that is not a page', (slug) => {
  // Unknown everywhere, then pages this site does not offer (each route's loader decides).
  const paths = () => {
    const { features } = tenantConfig(slug);
    return [
      '/no-such-page',
      '/pages/no-such-page',
      '/cars/2001-nothing-here-x0',
      '/cars/2001-nothing-here-x0/checkout',
      '/search/no-such-search',
      '/models/no-such-model',
      ...(features.finance_pre_approval ? [] : ['/finance-pre-approval']),
      ...(features.compare ? [] : ['/compare']),
      ...(features.garage ? [] : ['/garage']),
    ];
  };

  test('in its description, whichever route answered', async () => {
    const name = tenantConfig(slug).dealership.name;
    for (const path of paths()) {
      const { status, html } = await getPage(`${slug}.localhost`, path);
      expect([path, status]).toEqual([path, 404]);
      expect([
        path,
        html.querySelector('meta[name="description"]')?.getAttribute('content'),
      ]).toEqual([path, `${path} is not a page on ${name}.`]);
    }
  });
});
