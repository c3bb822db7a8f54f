import { renderToString } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { ListingCard } from '#shared/components/listing/listing-card.tsx';
import type { ListingCar } from '#shared/listing/listing-car.ts';
import type { SiteData } from '#shared/tenant/site-data.ts';
import { weeklyRepayment } from '#shared/finance/repayment.ts';
import { demoSite } from '../../support/demo-site.ts';
import { listingCar, NOW } from './listing-fixtures.ts';

const harbour = demoSite('harbour-city-motors');

function render(car: ListingCar, site: SiteData = harbour, aboveTheFold = false) {
  const root = parse(
    renderToString(<ListingCard car={car} site={site} now={NOW} aboveTheFold={aboveTheFold} />),
  );
  const links = root.querySelectorAll('.car-card__actions a');
  return {
    root,
    text: root.textContent,
    // Visible labels: the link text without its visually hidden car name.
    actions: links.map((a) =>
      a.textContent.replace(a.querySelector('.visually-hidden')?.textContent ?? '', ''),
    ),
    hrefs: Object.fromEntries(links.map((a) => [a.classList.value.at(-1), a.getAttribute('href')])),
    names: links.map((a) => a.textContent),
  };
}

describe('ListingCard', () => {
  test('an article headed by a link to the car, with series, chips and typed price', () => {
    const { root } = render(listingCar());
    const article = root.querySelector('article.car-card')!;
    const heading = root.querySelector('h3')!;
    expect(article.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.querySelector('a')?.getAttribute('href')).toBe(
      '/cars/2021-toyota-corolla-ascent-sport-u1041',
    );
    expect(heading.textContent).toBe('2021 Toyota Corolla Ascent Sport');
    expect(root.querySelector('.car-card__series')?.textContent).toBe('MZEA12R');
    expect(root.querySelectorAll('.car-card__chips li').map((li) => li.textContent)).toEqual([
      'Used',
      'Hatchback',
      '42,500 km',
      'Automatic',
      'Stock No. U1041',
    ]);
    expect(root.querySelector('.car-card__price')?.textContent).toBe('$27,990 Drive Away');
  });

  test('price on application hides a figure the feed sent with it', () => {
    for (const car of [
      listingCar({ price: 0, price_type: 'Drive Away' }),
      listingCar({ price: 27_990, price_type: 'Price on application' }),
    ]) {
      const { root } = render(car);
      expect(root.querySelector('.car-card__price')?.textContent).toBe('Price on application');
    }
  });

  test('an available, reservable car offers every action, reserve with its deposit', () => {
    const { actions, hrefs, root } = render(listingCar());
    expect(actions).toEqual([
      'Enquire',
      'Get Finance',
      'View Details',
      'Reserve Now ($500 deposit)',
      'Book a Test Drive',
    ]);
    const slug = '/cars/2021-toyota-corolla-ascent-sport-u1041';
    expect(hrefs).toEqual({
      'car-card__action--enquire': `${slug}#enquire`,
      'car-card__action--finance': `${slug}#finance`,
      'car-card__action--details': slug,
      'car-card__action--reserve': `${slug}/checkout`,
      'car-card__action--test-drive': `${slug}#test-drive`,
    });
    expect(root.textContent).not.toContain('something similar');
  });

  test('every action link’s accessible name includes the car', () => {
    const { names } = render(listingCar());
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/: 2021 Toyota Corolla Ascent Sport$/);
  });

  test('no Reserve Now when the tenant disables reserve', () => {
    const site = demoSite('harbour-city-motors', (config) => {
      config.features.reserve = false;
    });
    expect(render(listingCar(), site).actions).not.toContain('Reserve Now ($500 deposit)');
    expect(render(listingCar(), site).actions).toContain('Enquire');
  });

  test('no Reserve Now when the car fails the rule (reserved, test drive only)', () => {
    expect(render(listingCar({ reserved: true })).actions).toEqual([
      'Enquire',
      'Get Finance',
      'View Details',
      'Book a Test Drive',
    ]);
    expect(render(listingCar({ tag: 'Test Drive Only' })).text).not.toContain('Reserve Now');
  });

  test('the tenant’s checkout segment and enquiry label', () => {
    const coastal = demoSite('coastal-used-cars', (config) => {
      config.labels.enquire_button = 'Shop Now';
    });
    const { actions, hrefs } = render(listingCar(), coastal);
    expect(actions[0]).toBe('Shop Now');
    expect(actions).toContain('Reserve Now ($250 deposit)');
    expect(hrefs['car-card__action--reserve']).toMatch(/\/buy-online$/);
  });

  test('coming soon: no test drive yet, still enquire', () => {
    const { actions } = render(listingCar({ status: 'coming_soon' }));
    expect(actions).toEqual(['Enquire', 'Get Finance', 'View Details']);
  });

  test.each([
    ['sold', { sold: true, status: 'sold' as const }],
    ['sold flag only', { sold: true }],
  ])('%s: the find-similar prompt instead of the action buttons', (_name, change) => {
    const { actions, hrefs, text, root } = render(listingCar(change));
    expect(text).toContain('Like this and want something similar?');
    expect(actions).toEqual(['Find Me Something Similar']);
    expect(hrefs['car-card__action--find-similar']).toBe(
      '/cars/2021-toyota-corolla-ascent-sport-u1041#find-similar',
    );
    expect(root.querySelector('.car-card__finance')).toBeNull();
  });

  test('weekly finance: repayment with the annual rate and the comparison rate, and the terms', () => {
    const { root } = render(listingCar());
    const figures = root.querySelectorAll('.car-card__finance-figures > div');
    const weekly = weeklyRepayment({
      price: 27_990,
      depositPercent: harbour.finance.deposit_percent,
      balloonPercent: harbour.finance.balloon_percent,
      annualRatePercent: harbour.finance.annual_rate_percent,
      termYears: harbour.finance.term_years,
    })!;
    expect(
      figures.map((item) => [item.querySelector('dt')?.text, item.querySelector('dd')?.text]),
    ).toEqual([
      ['Estimated repayment', `$${Math.round(weekly)} weekly`],
      ['Annual rate', '5.86% p.a.'],
      ['Comparison rate', '8.38% p.a.'],
    ]);
    const finance = root.querySelector('.car-card__finance')!.textContent;
    expect(finance).toContain('5-year term, 10% deposit and 20% final payment');
    expect(finance.match(/comparison rate is true only for the examples? given/gi)).toHaveLength(1);
  });

  test('no weekly finance where the tenant turns it off, or without a price', () => {
    const site = demoSite('harbour-city-motors', (config) => {
      config.features.show_weekly_finance_on_cards = false;
    });
    expect(render(listingCar(), site).root.querySelector('.car-card__finance')).toBeNull();
    const poa = render(listingCar({ price: 0, price_type: 'Price on application' }));
    expect(poa.root.querySelector('.car-card__finance')).toBeNull();
    expect(poa.root.querySelector('.car-card__price')?.textContent).toBe('Price on application');
  });

  test('no Get Finance button on a site without finance', () => {
    const site = demoSite('harbour-city-motors', (config) => {
      config.features.finance = false;
    });
    expect(render(listingCar(), site).actions).not.toContain('Get Finance');
  });

  test('tag badge by the shared rule', () => {
    const { root } = render(listingCar({ simple_fuel: 'Hybrid', reserved: true }));
    const badge = root.querySelector('.car-card__badge')!;
    expect(badge.textContent).toBe('Hybrid');
    expect(badge.classList.contains('car-card__badge--hybrid')).toBe(true);
  });

  test('picture: fixed size, alt text, lazy below the first row, CDN srcset when configured', () => {
    const lazy = render(listingCar()).root.querySelector('img.car-card__image')!;
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('width')).toBe('400');
    expect(lazy.getAttribute('height')).toBe('300');
    expect(lazy.getAttribute('alt')).toBe('2021 Toyota Corolla Ascent Sport');
    expect(lazy.getAttribute('src')).toBe('/images/vehicles/hatchback-blue.svg');
    expect(lazy.getAttribute('srcset')).toBeUndefined();

    const cdnSite = demoSite('harbour-city-motors', (config) => {
      config.images = { cdn_base: 'https://img.example.com.au' };
    });
    const eager = render(
      listingCar({ primary_image_url: '/uploads/41.jpg' }),
      cdnSite,
      true,
    ).root.querySelector('img.car-card__image')!;
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('src')).toBe(
      'https://img.example.com.au/uploads/41.jpg?w=400&h=300&q=75&fit=crop&auto=format',
    );
    expect(eager.getAttribute('srcset')).toContain('?w=800&h=600&q=75&fit=crop&auto=format 800w');
  });

  test('product rule 8.4: the server-rendered picture carries its fallback, the body picture or not-found', () => {
    const photo = (car: ListingCar) =>
      render(car).root.querySelector('img.car-card__image')!.getAttribute('data-fallback-src');
    expect(photo(listingCar())).toBe('/images/vehicles/hatchback-white.svg');
    expect(photo(listingCar({ simple_body: null }))).toBe('/images/vehicles/image-not-found.svg');
  });

  test('a car without a photo shows its body picture', () => {
    const img = render(listingCar({ primary_image_url: '' })).root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/vehicles/hatchback-white.svg');
  });

  test('the home page’s summary (no sale fields): available, no badge, no reserve', () => {
    const {
      status: _s,
      sold: _so,
      reserved: _r,
      tag: _t,
      created_at: _c,
      has_checkout_payment_processor: _h,
      ...summary
    } = listingCar();
    const { actions, root } = render(summary);
    expect(actions).toEqual(['Enquire', 'Get Finance', 'View Details', 'Book a Test Drive']);
    expect(root.querySelector('.car-card__badge')).toBeNull();
  });
});
