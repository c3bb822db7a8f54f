import { afterEach, describe, expect, test, vi } from 'vitest';
import { currentOffers, offerTimeZone } from '#shared/offers/current-offers.ts';
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
const OFFER_SITES = ['harbour-city-motors', 'bayside-mazda'] as const;
// A fixed clock between the demo offers' dates: some live, one expired, one not started.
const DURING_DEMO_OFFERS = new Date('2026-12-01T01:00:00Z');

/** The page at a fixed time: only Date is faked, so timers and I/O run as usual. */
async function getPageAt(now: Date, slug: string, path: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  try {
    return await getPage(app(), slug, path);
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(OFFER_SITES)('%s /special-offers (docs/content-pages.md)', (slug) => {
  test('today’s offers only: never an expired one, nor one not yet started', async () => {
    const tenant = fixture.tenant(slug);
    const expected = currentOffers(
      tenant.offers ?? [],
      DURING_DEMO_OFFERS,
      offerTimeZone(tenant.dealership),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(tenant.offers!.length);
    const { status, html } = await getPageAt(DURING_DEMO_OFFERS, slug, '/special-offers');
    expect(status).toBe(200);
    const titles = html.querySelectorAll('.offer-card__title').map(textOf);
    expect(titles).toEqual(expected.map((offer) => offer.title));
    const hidden = tenant.offers!.filter((offer) => !expected.includes(offer));
    for (const offer of hidden) expect(titles).not.toContain(offer.title);
  });

  test('each card: picture, validity, linked cars on sale here, Enquire naming the offer', async () => {
    const { html } = await getPageAt(DURING_DEMO_OFFERS, slug, '/special-offers');
    const cards = html.querySelectorAll('.offer-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const title = textOf(card.querySelector('.offer-card__title'));
      expect(card.querySelector('img')?.getAttribute('alt'), title).toBeTruthy();
      expect(textOf(card.querySelector('.offer-card__validity')), title).toMatch(
        /^Ends \d{1,2} [A-Z][a-z]+ \d{4}$/,
      );
      for (const href of card
        .querySelectorAll('.offer-card__links a')
        .map((a) => a.getAttribute('href')!)) {
        expect((await getPage(app(), slug, href)).status, `${title}: ${href}`).toBe(200);
      }
      const enquire = card.querySelector('a[href^="/contact?offer="]');
      const contact = await getPageAt(DURING_DEMO_OFFERS, slug, enquire!.getAttribute('href')!);
      expect(contact.status).toBe(200);
      expect(textOf(contact.html.querySelector('.lead-page'))).toContain(title);
      expect(textOf(contact.html.querySelector('textarea[name="message"]'))).toContain(title);
    }
  });

  test('metadata: per-site title, canonical, BreadcrumbList; loader JSON is 200', async () => {
    const tenant = fixture.tenant(slug);
    const { html } = await getPage(app(), slug, '/special-offers');
    expect(textOf(html.querySelector('title'))).toBe(`Special Offers | ${tenant.dealership.name}`);
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://${tenant.primary_hostname}/special-offers`,
    );
    expect(breadcrumbList(html).map(([name]) => name)).toEqual(['Home', 'Special Offers']);
    expect(await loaderStatus(app(), slug, '/special-offers', 'special-offers')).toBe(200);
  });

  test('with no current offer, the page still helps: stock and contact', async () => {
    const { status, html } = await getPageAt(
      new Date('2031-01-01T00:00:00Z'),
      slug,
      '/special-offers',
    );
    expect(status).toBe(200);
    expect(html.querySelector('.offer-card')).toBeNull();
    const links = html.querySelectorAll('.offers-page__empty a').map((a) => a.getAttribute('href'));
    expect(links).toEqual([fixture.tenant(slug).search.listing_path, '/contact']);
  });
});

test('an offer’s cars: a sold car it names is not linked', async () => {
  const { html } = await getPageAt(DURING_DEMO_OFFERS, 'harbour-city-motors', '/special-offers');
  const card = html
    .querySelectorAll('.offer-card')
    .find((candidate) => textOf(candidate).includes('CX-30'));
  const hrefs = card!.querySelectorAll('.offer-card__links a').map((a) => a.getAttribute('href'));
  // The offer names four stock numbers; HCM20078 is sold.
  expect(hrefs).toHaveLength(3);
  expect(hrefs.join(' ')).not.toMatch(/hcm20078/i);
});

test('bayside-mazda’s offers link their models’ pages', async () => {
  const { html } = await getPageAt(DURING_DEMO_OFFERS, 'bayside-mazda', '/special-offers');
  const models = html
    .querySelectorAll('.offer-card__links a')
    .filter((a) => !a.getAttribute('href')!.startsWith('/cars/'));
  expect(models.map(textOf)).toEqual(expect.arrayContaining(['CX-5', 'Mazda3']));
  for (const href of models.map((a) => a.getAttribute('href')!)) {
    expect((await getPage(app(), 'bayside-mazda', href)).status, href).toBe(200);
  }
});

test('an expired offer named by a contact link leaves the plain contact form', async () => {
  const { html } = await getPageAt(
    DURING_DEMO_OFFERS,
    'bayside-mazda',
    '/contact?offer=bt-50-end-of-financial-year',
  );
  expect(textOf(html.querySelector('.lead-page'))).not.toContain('BT-50');
  expect(textOf(html.querySelector('textarea[name="message"]'))).toBe('');
});

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('/special-offers is served only with offers on, and linked only then', async () => {
    const { features } = fixture.tenant(slug);
    const { status, html } = await getPage(app(), slug, '/special-offers');
    expect(status).toBe(features.offers ? 200 : 404);
    expect(await loaderStatus(app(), slug, '/special-offers', 'special-offers')).toBe(status);
    if (!features.offers) {
      expect(textOf(html.querySelector('h1'))).toBe('Page not found');
      const home = await getPage(app(), slug, '/');
      expect(home.html.querySelector('a[href="/special-offers"]')).toBeNull();
    }
    expect((await sitemapPaths(app(), slug)).includes('/special-offers')).toBe(features.offers);
  });
});
