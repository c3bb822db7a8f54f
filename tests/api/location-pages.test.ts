import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { parse, type HTMLElement } from 'node-html-parser';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';
import type { Location, TenantConfig } from '#shared/tenant/tenant-config.ts';

const fixture = useTestPlatform();

function tenantConfig(slug: string): TenantConfig {
  const tenant = fixture.current.tenants.find((candidate) => candidate.slug === slug);
  if (!tenant) throw new Error(`no demo tenant ${slug}`);
  return tenant;
}

function visibleLocations(slug: string): Location[] {
  return tenantConfig(slug).locations.filter((location) => location.visible);
}

function findLocation(slug: string, locationSlug: string): Location {
  const location = tenantConfig(slug).locations.find(
    (candidate) => candidate.slug === locationSlug,
  );
  if (!location) throw new Error(`no location ${locationSlug} in ${slug}`);
  return location;
}

async function getPage(slug: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
  return { status: res.status, html: parse(res.text) };
}

function text(element: HTMLElement | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The rows of the first hours table under `root`, as [days, hours] text pairs. */
function hoursRows(root: HTMLElement): Array<[string, string]> {
  const table = root.querySelector('table.opening-hours');
  return (table?.querySelectorAll('tbody tr') ?? []).map((row) => [
    text(row.querySelector('th')),
    text(row.querySelector('td')),
  ]);
}

function sectionsByHeading(html: HTMLElement, selector: string): Map<string, HTMLElement> {
  return new Map(
    html
      .querySelectorAll(selector)
      .map((section) => [text(section.querySelector('h2, h3')), section]),
  );
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('/locations/{dealership slug} is 200 and shows every visible location', async () => {
    const { status, html } = await getPage(
      slug,
      `/locations/${tenantConfig(slug).dealership.slug}`,
    );
    expect(status).toBe(200);
    const shown = [...sectionsByHeading(html, '.location-details').keys()];
    expect(shown.sort()).toEqual(
      visibleLocations(slug)
        .map((location) => location.name)
        .sort(),
    );
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://${tenantConfig(slug).primary_hostname}/locations/${tenantConfig(slug).dealership.slug}`,
    );
  });

  test('each location page is 200 with its own address, phone, hours grouped Mon-Fri and holiday hours', async () => {
    for (const location of visibleLocations(slug)) {
      const { status, html } = await getPage(slug, `/locations/${location.slug}`);
      expect(status, location.slug).toBe(200);
      expect(text(html.querySelector('h1'))).toBe(location.name);
      const details = html.querySelectorAll('.location-details');
      expect(details).toHaveLength(1);
      const section = details[0]!;
      expect(text(section.querySelector('address'))).toContain(location.address.street);
      expect(
        section.querySelector(`a[href="tel:${location.contact_detail.phone.replace(/\s/g, '')}"]`),
      ).not.toBeNull();
      // Every demo location opens the same hours Monday to Friday.
      const days = hoursRows(section).map(([day]) => day);
      expect(days).toEqual(['Mon-Fri', 'Sat', 'Sun']);
      const button = section.querySelector('button.holiday-hours__open');
      expect(text(button)).toContain('Holiday Opening Hours');
      const dialog = section.querySelector('dialog');
      expect(dialog?.getAttribute('aria-labelledby')).toBe(dialog?.querySelector('h2')?.id);
      expect(dialog?.querySelectorAll('tbody tr')).toHaveLength(location.special_hours.length);
      expect(section.querySelector('.map-embed button')).not.toBeNull();
      // The map frame loads only on request: no third-party request on page load.
      expect(html.querySelector('iframe')).toBeNull();
    }
  });

  test('the home page lists the locations in the tenant’s order, linked as the tenant says', async () => {
    const tenant = tenantConfig(slug);
    const { html } = await getPage(slug, '/');
    const list = html.querySelector('section.location-list');
    expect(text(list?.querySelector('h2'))).toBe('Our Locations');
    const cards = list?.querySelectorAll('article.location-card') ?? [];
    const names = cards.map((card) => text(card.querySelector('h3')));
    const expected = visibleLocations(slug)
      .sort((a, b) =>
        tenant.features.location_sort === 'position'
          ? a.position - b.position
          : a.name.toLowerCase() < b.name.toLowerCase()
            ? -1
            : 1,
      )
      .map((location) => location.name);
    expect(names).toEqual(expected);
    for (const card of cards) {
      const hrefs = card
        .querySelectorAll('.location-card__links a')
        .map((a) => a.getAttribute('href'));
      expect(hrefs[1]).toMatch(
        tenant.features.view_location_link === 'contact'
          ? /^\/contact-us\/[a-z0-9-]+$/
          : /^\/locations\/[a-z0-9-]+$/,
      );
    }
    // product rule 2.11: one location is one large card with its map; more are a carousel track.
    const isSingle = expected.length === 1;
    expect(list?.querySelector('.location-card--large .map-embed') != null).toBe(isSingle);
    expect(list?.querySelector('ul.location-list__track') != null).toBe(!isSingle);
  });

  test('unknown location and contact slugs are real 404 pages', async () => {
    for (const path of ['/locations/no-such-location', '/contact-us/no-such-location']) {
      const { status, html } = await getPage(slug, path);
      expect(status, path).toBe(404);
      expect(text(html.querySelector('h1'))).toBe('Page not found');
      expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex,follow',
      );
    }
  });
});

describe('contact-us pages', () => {
  test.each([
    [
      'harbour-city-motors',
      'harbour-city-toyota',
      ['Harbour City Toyota - Sales'],
      'Contact Harbour City Toyota',
    ],
    ['bayside-mazda', 'bayside-mazda', ['Bayside Mazda'], 'Contact Bayside Mazda'],
    [
      'southern-cross-trucks',
      'southern-cross-trucks',
      [
        'Southern Cross Trucks - Sales',
        'Southern Cross Trucks - Service',
        'Southern Cross Trucks - Parts',
      ],
      'Contact Southern Cross Trucks',
    ],
    [
      'high-country-rv-moto',
      'high-country-rv-and-moto',
      ['High Country RV & Moto - Sales', 'High Country RV & Moto - Service'],
      'Contact High Country RV & Moto',
    ],
  ])('%s /contact-us/%s shows %j', async (slug, contactSlug, names, heading) => {
    const { status, html } = await getPage(slug, `/contact-us/${contactSlug}`);
    expect(status).toBe(200);
    expect(text(html.querySelector('h1'))).toBe(heading);
    expect([...sectionsByHeading(html, '.location-details').keys()]).toEqual(names);
    // One site, one address: one map however many departments it has.
    expect(html.querySelectorAll('main .map-embed')).toHaveLength(1);
    // One enquiry form, addressed to this site, before the departments' details.
    const forms = html.querySelectorAll('main form');
    expect(forms).toHaveLength(1);
    expect(forms[0]!.getAttribute('id')).toBe('contact-form');
  });

  test('every visible location of every demo site has a contact page', async () => {
    for (const slug of DEMO_SLUGS) {
      for (const location of visibleLocations(slug)) {
        const contactSlug = location.name
          .replace(/ - (Sales|Service|Parts)$/, '')
          .replace(/&/g, 'and')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-');
        const { status, html } = await getPage(slug, `/contact-us/${contactSlug}`);
        expect(status, `${slug} /contact-us/${contactSlug}`).toBe(200);
        expect([...sectionsByHeading(html, '.location-details').keys()]).toContain(location.name);
      }
    }
  });
});

describe('hours display', () => {
  test.each([
    [
      'harbour-city-motors',
      'harbour-city-service-centre-ryde-service',
      [
        ['Mon-Fri', '7:30am - 4:30pm'],
        ['Sat', 'Closed'],
        ['Sun', 'Closed'],
      ],
    ],
    [
      'high-country-rv-moto',
      'high-country-rv-and-moto-sales',
      [
        ['Mon-Fri', '8:30am - 5:00pm'],
        ['Sat', '9:00am - 3:00pm'],
        ['Sun', 'By appointment only'],
      ],
    ],
    [
      'southern-cross-trucks',
      'southern-cross-trucks-dandenong-service',
      [
        ['Mon-Fri', '7:30am - 4:30pm'],
        ['Sat', 'Enquire Now'],
        ['Sun', 'Enquire Now'],
      ],
    ],
  ])('%s %s', async (slug, locationSlug, expected) => {
    const { html } = await getPage(slug, `/locations/${locationSlug}`);
    expect(hoursRows(html.querySelector('.location-details')!)).toEqual(expected);
  });

  test('an enquire day links to that location’s contact page (product rule 4.9)', async () => {
    const { html } = await getPage(
      'southern-cross-trucks',
      '/locations/southern-cross-trucks-dandenong-service',
    );
    const links = html.querySelectorAll('table.opening-hours a').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/contact-us/southern-cross-trucks-dandenong',
      '/contact-us/southern-cross-trucks-dandenong',
    ]);
    const target = await getPage('southern-cross-trucks', links[0]!);
    expect(target.status).toBe(200);
  });
});

describe('review stars', () => {
  test('a location rated at least the minimum shows its stars, labelled for screen readers', async () => {
    const location = findLocation('harbour-city-motors', 'harbour-city-parts-silverwater-parts');
    const { html } = await getPage('harbour-city-motors', `/locations/${location.slug}`);
    const stars = html.querySelector('.location-details [role="img"].review-stars');
    expect(stars?.getAttribute('aria-label')).toBe('4.3 rating out of 30 reviews');
    // product rule 9.5: 4.3 has no partial star (only above 30%): four filled, one empty.
    expect(stars?.querySelectorAll('.review-stars__fill')).toHaveLength(4);
  });
});
