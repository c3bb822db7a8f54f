import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { parse, type HTMLElement } from 'node-html-parser';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

async function home(slug: string): Promise<HTMLElement> {
  const res = await request(fixture.current.app).get('/').set('Host', `${slug}.localhost`);
  expect(res.status).toBe(200);
  return parse(res.text);
}

const texts = (root: HTMLElement, selector: string) =>
  root.querySelectorAll(selector).map((node) => node.textContent.replace(/\s+/g, ' ').trim());

// The demo dealers are specified by their location set-ups (issue: demo dealers).
describe('top banner mode follows the unique location count', () => {
  test('harbour-city-motors: 5 unique locations -> a Locations dropdown with city and phone each', async () => {
    const page = await home('harbour-city-motors');
    expect(page.querySelector('.top-banner')?.getAttribute('data-banner-mode')).toBe('dropdown');
    const button = page.querySelector('.top-banner__dropdown > button')!;
    expect(button.textContent).toBe('Locations');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = page.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hasAttribute('hidden')).toBe(true);
    const entries = panel.querySelectorAll('li');
    expect(entries).toHaveLength(5);
    // Its locations_dropdown_link is 'contact': each entry links to /contact.
    expect(
      panel.querySelectorAll('a').every((link) => link.getAttribute('href') === '/contact'),
    ).toBe(true);
    expect(texts(panel, 'li')[0]).toMatch(/Concord 02 5550 1100/);
  });

  test('southern-cross-trucks: sales/service/parts on one site plus a service centre -> 2 labelled entries', async () => {
    const page = await home('southern-cross-trucks');
    expect(page.querySelector('.top-banner')?.getAttribute('data-banner-mode')).toBe('list');
    expect(texts(page, '.top-banner__locations .top-banner__label')).toEqual([
      'Dealership',
      'Service Centre',
    ]);
    expect(texts(page, '.top-banner__locations a')).toEqual(['03 5550 3100', '03 5550 3400']);
  });

  test.each([
    ['coastal-used-cars', '88 Ferry Road', '07 5550 2100'],
    ['bayside-mazda', '1120 Nepean Highway', '03 5550 4100'],
    ['high-country-rv-moto', '40 Tone Road', '03 5550 5100'],
  ])('%s: one unique location -> one address and phone', async (slug, street, phone) => {
    const page = await home(slug);
    expect(page.querySelector('.top-banner')?.getAttribute('data-banner-mode')).toBe('single');
    const banner = page.querySelector('.top-banner__location')!;
    expect(banner.textContent).toContain(street);
    expect(banner.querySelector('a')?.getAttribute('href')).toBe(`tel:${phone.replace(/ /g, '')}`);
  });
});

describe('banner extras', () => {
  test('garage tenant links My Garage; others link Favourites', async () => {
    expect(texts(await home('coastal-used-cars'), '.top-banner__saved')).toEqual(['My Garage']);
    expect(texts(await home('bayside-mazda'), '.top-banner__saved')).toEqual(['Favourites']);
  });

  test('review stars carry the product rules label; hidden for a site with exactly 3 unique locations', async () => {
    const page = await home('harbour-city-motors');
    expect(page.querySelector('.top-banner .review-stars')?.getAttribute('aria-label')).toBe(
      '4.6 rating out of 1284 reviews',
    );
  });

  test('social links have accessible names', async () => {
    const page = await home('harbour-city-motors');
    expect(texts(page, '.top-banner .social-links .visually-hidden')).toEqual([
      'Facebook',
      'Instagram',
      'YouTube',
    ]);
  });
});

describe('header', () => {
  test('a dropdown per entry type, each button wired to its panel', async () => {
    const page = await home('harbour-city-motors');
    const toggles = page.querySelectorAll('.site-nav__toggle');
    expect(toggles.map((toggle) => toggle.textContent.trim())).toEqual([
      'Stock',
      'Brands',
      'Body Types',
      'Finance',
      'Service & Parts',
      'About',
    ]);
    for (const toggle of toggles) {
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(
        page.getElementById(toggle.getAttribute('aria-controls')!)?.hasAttribute('hidden'),
      ).toBe(true);
    }
    expect(texts(page, '.site-nav__list > li > .menu-link')).toEqual(['Special Offers']);
  });

  test('two-tier variant carries Book a Service and Finance Pre-Approval', async () => {
    const page = await home('harbour-city-motors');
    expect(texts(page, '.site-header__top .site-header__actions a')).toEqual([
      'Book a Service',
      'Finance Pre-Approval',
      '1300 975 707',
    ]);
    expect(page.querySelector('.site-header__top')).not.toBeNull();
    expect((await home('bayside-mazda')).querySelector('.site-header__top')).toBeNull();
  });

  test('stock dropdown follows stock counts and the Pre-Owned label', async () => {
    const page = await home('bayside-mazda');
    const stock = page
      .querySelectorAll('.site-nav__item')
      .find((item) => item.querySelector('.site-nav__toggle')?.textContent.trim() === 'Stock')!;
    expect(texts(stock, '.menu-section .menu-link__label')).toEqual([
      'New Cars',
      'Demo Cars',
      'Pre-Owned Cars',
    ]);
    expect(texts(stock, '.site-nav__overview')).toEqual(['View all Stock']);
  });

  test('a used-only dealer shows no New or Demo Cars', async () => {
    const page = await home('coastal-used-cars');
    const labels = texts(page, '.site-nav .menu-link__label');
    expect(labels).not.toContain('New Cars');
    expect(labels).not.toContain('Demo Cars');
  });

  test('drawer or collapsible phone menu per tenant', async () => {
    expect((await home('harbour-city-motors')).querySelector('.site-nav--drawer')).not.toBeNull();
    expect((await home('bayside-mazda')).querySelector('.site-nav--collapse')).not.toBeNull();
  });
});

describe('footer', () => {
  test('navigation columns, contact block, hours, staff, licences, powered-by', async () => {
    const page = await home('harbour-city-motors');
    expect(texts(page, '.site-footer__column h2')).toEqual([
      'Shop',
      'Services',
      'Our Dealerships',
      'Company',
    ]);
    expect(page.querySelector('.site-footer__contact address')?.textContent).toContain(
      '120 Parramatta Road',
    );
    expect(page.querySelector('.site-footer__hours table, .site-footer__hours dl')).not.toBeNull();
    expect(texts(page, '.staff-card__name')).toHaveLength(3);
    expect(page.querySelector('.site-footer__legal')?.textContent).toMatch(
      /Dealer Licence: MD 054321/,
    );
    expect(page.querySelector('.site-footer__powered')?.textContent).toContain('powered by');
    expect(texts(page, '.scroll-to-top')).toEqual(['Scroll To Top']);
  });

  test('manufacturer footer links to /models?body=all only where configured', async () => {
    const mazda = await home('bayside-mazda');
    expect(mazda.querySelector('.site-footer__legal a[href="/models?body=all"]')).not.toBeNull();
    const trucks = await home('southern-cross-trucks');
    expect(trucks.querySelector('.site-footer__legal a[href="/models?body=all"]')).toBeNull();
    expect(trucks.querySelector('.scroll-to-top')).toBeNull();
  });
});

test('truck template: Let’s Talk, Why Choose and warranty/roadside copy', async () => {
  const page = await home('southern-cross-trucks');
  expect(page.querySelector('#lets-talk-title')?.textContent).toBe("Let's Talk");
  expect(page.querySelector('.lets-talk a')?.getAttribute('href')).toBe('/contact');
  expect(texts(page, '.why-choose__item h3')).toEqual([
    'Safety',
    'Reliability',
    'Sustainability',
    'Efficiency',
  ]);
  expect(texts(page, '.highlights strong')).toEqual(['5-year warranty', '24-hour roadside assist']);
  expect((await home('coastal-used-cars')).querySelector('.why-choose')).toBeNull();
});
