// Every listing path of every demo tenant renders complete on the server, with
// the right count and only the site's own cars; unknown paths are 404s.
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { listingLandingPaths } from '#shared/search-url/listing-seo.ts';
import { parseListingUrl } from '#shared/search-url/parse-listing-url.ts';
import type { SearchState } from '#shared/search-url/search-state.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';
import { siteListingPaths } from '#shared/search-url/site-listing-paths.ts';

const fixture = useTestPlatform();
const MODELS_PER_SITE = 8;

/** The site's stock as its scope sees it: the dealership's cars, never a sold one (product rule 9.14). */
function siteStock(tenant: TenantConfig): CarDocument[] {
  return readTenantDocuments(fixture.current.env.DATA_DIR, tenant).filter((car) => !car.sold);
}

function distinct(cars: CarDocument[], field: keyof CarDocument): string[] {
  return [
    ...new Set(cars.map((car) => car[field]).filter((v): v is string => typeof v === 'string')),
  ];
}

function vocabularyOf(tenant: TenantConfig, cars: CarDocument[]) {
  return buildListingVocabulary({
    ...siteListingPaths(tenant),
    facetValues: {
      make: distinct(cars, 'make'),
      make_model: distinct(cars, 'make_model'),
      simple_body: distinct(cars, 'simple_body'),
      city: distinct(cars, 'city'),
      location_name: distinct(cars, 'location_name'),
      dealership_slug: distinct(cars, 'dealership_slug'),
    },
  });
}

/** What a friendly path's refinements select, counted independently of the engine. */
function matches(car: CarDocument, state: SearchState): boolean {
  return Object.entries(state.refinementList).every(([attribute, values]) =>
    (values ?? []).includes(String(car[attribute as keyof CarDocument])),
  );
}

async function getListing(host: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', host);
  const root = parse(res.text);
  const stats = root.querySelector('.listing-stats')?.text.replace(/\s+/g, ' ').trim() ?? '';
  return {
    res,
    root,
    count: Number(/^([\d,]+) vehicles? found$/.exec(stats)?.[1]?.replace(/,/g, '') ?? NaN),
    cards: root.querySelectorAll('.listing-hits article').length,
    // Every car link on the cards (details, enquire, test drive...), reduced to the car's own URL.
    cardLinks: [
      ...new Set(
        root
          .querySelectorAll('.listing-hits article a[href^="/cars/"]')
          .map((a) => /^\/cars\/[a-z0-9-]+/.exec(a.getAttribute('href')!)![0]),
      ),
    ],
  };
}

describe.each(DEMO_SLUGS)('%s listing pages', (slug) => {
  const host = `${slug}.localhost`;

  test('every friendly path in the sitemap renders its cars, counted right', async () => {
    const tenant = fixture.tenant(slug);
    const stock = siteStock(tenant);
    const vocabulary = vocabularyOf(tenant, stock);
    const ownUrls = new Set(stock.map((car) => car.url));
    let models = 0;
    for (const path of listingLandingPaths(vocabulary)) {
      const parsed = parseListingUrl(path, vocabulary)!;
      if (parsed.state.refinementList.make_model && ++models > MODELS_PER_SITE) continue;
      const page = await getListing(host, path);
      expect(page.res.status, path).toBe(200);
      if (!parsed.landing) {
        expect(page.count, path).toBe(stock.filter((car) => matches(car, parsed.state)).length);
      }
      expect(page.cards, path).toBe(Math.min(page.count, 21));
      expect(page.cardLinks.length, path).toBe(page.cards);
      for (const link of page.cardLinks) expect(ownUrls.has(link), `${path} ${link}`).toBe(true);
      expect(page.root.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `https://${tenant.primary_hostname}${path}`,
      );
    }
  });

  test('unknown segments are 404s, not empty listings', async () => {
    for (const path of ['/search/not-a-make-or-body', '/search/mazda/not-a-model-at-all']) {
      const res = await request(fixture.current.app).get(path).set('Host', host);
      expect(res.status, path).toBe(404);
    }
  });
});

test('a listing never shows another dealer’s cars, whatever the URL asks for', async () => {
  const harbour = fixture.tenant('harbour-city-motors');
  const baysideUrls = new Set(siteStock(fixture.tenant('bayside-mazda')).map((car) => car.url));
  for (const path of [
    '/search/bayside-mazda',
    '/search/new-used-and-demo-cars/?refinementList%5Bdealership_slug%5D%5B0%5D=bayside-mazda',
  ]) {
    const page = await getListing(`${harbour.slug}.localhost`, path);
    if (page.res.status === 301) continue;
    expect([200, 404]).toContain(page.res.status);
    for (const link of page.cardLinks) expect(baysideUrls.has(link)).toBe(false);
    if (page.res.status === 200) expect(page.count).toBe(0);
  }
});

test('one URL per search: parameters that have a friendly path redirect to it', async () => {
  const host = 'harbour-city-motors.localhost';
  const cases = [
    ['/search/new-used-and-demo-cars/?make=Toyota', '/search/toyota'],
    ['/search/toyota?page=1', '/search/toyota'],
    ['/search/toyota/?utm_source=mail', '/search/toyota?utm_source=mail'],
    ['/search/toyota/?gbraid=0AAAA&mc_eid=5e1f', '/search/toyota?gbraid=0AAAA&mc_eid=5e1f'],
    // A sort the sort control does not offer is no listing's state (decision 0006).
    ['/search/toyota?sort=km-desc', '/search/toyota'],
    ['/search/toyota?sort=year-asc&page=2', '/search/toyota?page=2'],
  ];
  for (const [from, to] of cases) {
    const res = await request(fixture.current.app).get(from!).set('Host', host);
    expect(res.status, from).toBe(301);
    expect(res.headers.location, from).toBe(to);
  }
});

test('one URL per result set: every stock type the site sells is its default listing', async () => {
  const cases = [
    ['southern-cross-trucks', '/search/new-used-and-demo-cars', '/search/new-and-used-trucks'],
    [
      'southern-cross-trucks',
      '/search/new-used-and-demo-cars?page=2',
      '/search/new-and-used-trucks?page=2',
    ],
    ['coastal-used-cars', '/search/used-cars?car_type=used', '/search/used-cars'],
    [
      'harbour-city-motors',
      '/search/new-used-and-demo-cars/?car_type=new&car_type=used&car_type=demo',
      '/search/new-used-and-demo-cars/',
    ],
  ];
  for (const [slug, from, to] of cases) {
    const res = await request(fixture.current.app).get(from!).set('Host', `${slug}.localhost`);
    expect(res.status, from).toBe(301);
    expect(res.headers.location, from).toBe(to);
  }
  const twoTypes = await getListing('southern-cross-trucks.localhost', '/search/new-and-used-cars');
  expect(twoTypes.res.status).toBe(200);
  expect(twoTypes.root.querySelector('h1')?.text).toBe('New & Used Trucks for Sale');
});

test('a friendly-path redirect keeps the page number; a filter link starts at page 1', async () => {
  const res = await request(fixture.current.app)
    .get('/search/new-used-and-demo-cars/?simple_body=suv&page=2')
    .set('Host', 'harbour-city-motors.localhost');
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe('/search/suv?page=2');
  // ...while a facet link made on a later page starts its new search at page 1.
  const page = await getListing('harbour-city-motors.localhost', '/search/suv?page=2');
  expect(page.res.status).toBe(200);
  const facetLinks = page.root.querySelectorAll('a.facet-tile').map((a) => a.getAttribute('href')!);
  expect(facetLinks.length).toBeGreaterThan(0);
  expect(facetLinks.filter((href) => /[?&]page=/.test(href))).toEqual([]);
});

test('seat chips name ranges as ranges, and an exact count once', async () => {
  const chipsOf = async (query: string) => {
    const page = await getListing(
      'harbour-city-motors.localhost',
      `/search/new-used-and-demo-cars/?${query}`,
    );
    expect(page.res.status, query).toBe(200);
    return page.root
      .querySelectorAll('.listing-chip')
      .map((chip) => chip.text.replace(/\s*\(remove filter\)\s*×?$/, ''));
  };
  expect(await chipsOf('seats=7-')).toEqual(['7+ Seats']);
  expect(await chipsOf('seats=-5')).toEqual(['Up to 5 Seats']);
  expect(await chipsOf('seats=5-7')).toEqual(['5+ Seats', 'Up to 7 Seats']);
  expect(await chipsOf('seats=7-7')).toEqual(['7 Seats']);
  expect(await chipsOf('year=2021-2021')).toEqual(['2021']);
});

test('a query with punctuation redirects at most once, then answers: never to itself', async () => {
  const host = 'harbour-city-motors.localhost';
  const queries = ["o'brien", 'o%27brien', 'x(1)!~*', 'a%20b+c', '%C3%A9t%C3%A9', 'ute"<>'];
  for (const query of queries) {
    for (const tracking of ['', '&utm_source=mail']) {
      let path = `/search/new-used-and-demo-cars/?query=${query}${tracking}`;
      const seen = [path];
      let res = await request(fixture.current.app).get(path).set('Host', host);
      if (res.status === 301) {
        path = res.headers.location!;
        expect(seen, `${query}${tracking}`).not.toContain(path);
        res = await request(fixture.current.app).get(path).set('Host', host);
      }
      expect(res.status, `${query}${tracking} -> ${path}`).toBe(200);
    }
  }
});

test('combinations beyond one friendly selection are noindex,follow with the friendly canonical', async () => {
  const host = 'harbour-city-motors.localhost';
  const page = await getListing(host, '/search/toyota?price=5000-30000');
  expect(page.res.status).toBe(200);
  expect(page.root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex,follow',
  );
  expect(page.root.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://www.harbourcitymotors.com.au/search/toyota',
  );
  const plain = await getListing(host, '/search/toyota');
  expect(plain.root.querySelector('meta[name="robots"]')).toBeNull();
});

test('a listing describes its cars as an ItemList for search engines', async () => {
  const page = await getListing(
    'bayside-mazda.localhost',
    '/search/new-used-and-demo-cars/?page=2',
  );
  const itemList = page.root
    .querySelectorAll('script[type="application/ld+json"]')
    .map(
      (script) =>
        JSON.parse(script.textContent) as { '@type': string; itemListElement?: unknown[] },
    )
    .find((value) => value['@type'] === 'ItemList');
  expect(itemList?.itemListElement).toHaveLength(page.cards);
  expect(itemList?.itemListElement?.[0]).toEqual({
    '@type': 'ListItem',
    position: 22,
    url: `https://www.baysidemazda.com.au${page.cardLinks[0]}`,
  });
});

test('the sitemap lists the friendly listing paths of what the site stocks', async () => {
  const tenant = fixture.tenant('harbour-city-motors');
  const stock = siteStock(tenant);
  const res = await request(fixture.current.app)
    .get('/sitemap.xml')
    .set('Host', 'harbour-city-motors.localhost');
  const listed = [...res.text.matchAll(/<loc>https:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]);
  const vocabulary = vocabularyOf(tenant, stock);
  for (const path of listingLandingPaths(vocabulary)) expect(listed).toContain(path);
  const aMake = stock[0]!.make.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect(listed).toContain(`/search/${aMake}`);
});

test('a price range in the URL keeps only cars in range, counted right, with its chips', async () => {
  const tenant = fixture.tenant('harbour-city-motors');
  const stock = siteStock(tenant);
  const inRange = stock.filter((car) => car.price >= 10000 && car.price <= 30000);
  const priceOf = new Map(stock.map((car) => [car.url, car.price]));
  const page = await getListing(
    `${tenant.slug}.localhost`,
    `${tenant.search.listing_path}?price=10000-30000`,
  );
  expect(page.res.status).toBe(200);
  expect(inRange.length).toBeGreaterThan(0);
  expect(page.count).toBe(inRange.length);
  expect(page.cardLinks.length).toBe(Math.min(inRange.length, 21));
  for (const link of page.cardLinks) {
    expect(priceOf.get(link), link).toBeGreaterThanOrEqual(10000);
    expect(priceOf.get(link), link).toBeLessThanOrEqual(30000);
  }
  const chips = page.root.querySelectorAll('.listing-chip').map((chip) => chip.text);
  expect(chips.map((text) => text.replace(/\s*\(remove filter\)\s*×?$/, ''))).toEqual([
    'From $10K',
    'To $30K',
  ]);
  // Without JavaScript the range form sends price_min/price_max; the server answers with the one URL.
  const form = await request(fixture.current.app)
    .get(`${tenant.search.listing_path}?price_min=10000&price_max=30000&km_min=&km_max=`)
    .set('Host', `${tenant.slug}.localhost`);
  expect(form.status).toBe(301);
  expect(form.headers.location).toBe(`${tenant.search.listing_path}?price=10000-30000`);
});

test('the sidebar shows the facets each site configures, in its order', async () => {
  const titles: Record<string, string> = {
    car_type: 'Condition',
    make: 'Make',
    make_model: 'Model',
    simple_body: 'Body type',
    simple_fuel: 'Fuel',
    simple_transmission: 'Transmission',
    location_name: 'Location',
    tag: 'Specials',
    price: 'Price',
  };
  for (const slug of DEMO_SLUGS) {
    const tenant = fixture.tenant(slug);
    const page = await getListing(`${slug}.localhost`, tenant.search.listing_path);
    const shown = page.root
      .querySelectorAll('.listing__facets .facet__title')
      .map((title) => title.text.trim());
    const expected = tenant.search.facets.flatMap((facet) => titles[facet] ?? []);
    // Facets with a single value or none may hide themselves; the rest keep the configured order.
    expect(
      expected.filter((title) => shown.includes(title)),
      slug,
    ).toEqual(shown.filter((title) => expected.includes(title)));
    expect(shown, slug).toContain('Price');
  }
});

test('the dealer filter parameter (product rule 2.1) narrows within the site and never beyond it', async () => {
  const host = 'harbour-city-motors.localhost';
  const all = await getListing(host, '/search/new-used-and-demo-cars/');
  const own = await getListing(host, '/search/harbour-city-motors');
  expect(own.res.status).toBe(200);
  expect(own.count).toBe(all.count);
  const asked = await request(fixture.current.app)
    .get('/search/new-used-and-demo-cars/?refinementList%5Bdealership_slug%5D%5B0%5D=bayside-mazda')
    .set('Host', host);
  // Parameters are written in one canonical order; the search itself stays the same.
  expect(asked.status).toBe(301);
  const other = await getListing(host, asked.headers.location!);
  expect(other.res.status).toBe(200);
  expect(other.count).toBe(0);
  expect(other.cards).toBe(0);
});

test.each(DEMO_SLUGS)('%s: facet tiles count the site’s stock per value', async (slug) => {
  const tenant = fixture.tenant(slug);
  const stock = siteStock(tenant);
  const page = await getListing(`${slug}.localhost`, tenant.search.listing_path);
  const tiles = (heading: string) =>
    Object.fromEntries(
      page.root
        .querySelectorAll('.facet')
        .filter((facet) => facet.querySelector('.facet__title')?.text.trim() === heading)
        .flatMap((facet) => facet.querySelectorAll('.facet-tile'))
        .map((tile) => [
          tile.querySelector('.facet-tile__label')!.text,
          Number(tile.querySelector('.facet-tile__count')!.text),
        ]),
    );
  const expected = (field: 'make' | 'simple_body') => {
    const counts: Record<string, number> = {};
    for (const car of stock) {
      const value = car[field];
      if (value) counts[value] = (counts[value] ?? 0) + 1;
    }
    return counts;
  };
  if (tenant.search.facets.includes('make')) expect(tiles('Make')).toEqual(expected('make'));
  const bodies = tiles('Body type');
  const bodyCounts = Object.values(expected('simple_body')).sort();
  if (tenant.search.facets.includes('simple_body')) {
    expect(Object.values(bodies).sort()).toEqual(bodyCounts);
  }
});
