// product rule 9.15: a typed query becomes the listing's own refinements (a redirect to
// their URL), a named model's count is that model's stock, and no input answers a 5xx.
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

const get = (slug: string, path: string) =>
  request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);

const stockOf = (slug: string) =>
  readTenantDocuments(fixture.current.env.DATA_DIR, fixture.tenant(slug)).filter(
    (car) => !car.sold,
  );

async function countAt(slug: string, path: string): Promise<number> {
  const res = await get(slug, path);
  expect(res.status, path).toBe(200);
  const stats = parse(res.text).querySelector('.listing-stats')?.text ?? '';
  return Number(/([\d,]+) vehicles? found/.exec(stats)?.[1]?.replace(/,/g, '') ?? NaN);
}

describe('a typed query becomes refinements', () => {
  test.each([
    ['harbour-city-motors', '7 seater suv', '/search/suv?seats=7-'],
    [
      'harbour-city-motors',
      'toyota ute under 30k automatic',
      '?simple_body=ute&make=Toyota&simple_transmission=Automatic&price=-30000',
    ],
    ['harbour-city-motors', 'hilux sr5', '/search/toyota/hilux?query=sr5'],
    ['bayside-mazda', 'mazda 3', '/search/mazda/mazda3'],
    ['coastal-used-cars', 'vw golf', '/search/volkswagen/golf'],
    ['coastal-used-cars', 'cheap suv', '/search/suv?sort=price-asc'],
  ])('%s: %s', async (slug, query, location) => {
    const listing = fixture.tenant(slug).search.listing_path;
    const res = await get(slug, `${listing}?q=${encodeURIComponent(query)}`);
    expect(res.status).toBe(302);
    expect(res.headers['location']).toContain(location);
  });

  test("a named model's count is that model's stock", async () => {
    for (const [slug, query, makeModel] of [
      ['bayside-mazda', 'mazda 3', 'Mazda Mazda3'],
      ['harbour-city-motors', 'kia carnival', 'Kia Carnival'],
      ['harbour-city-motors', 'toyota hilux', 'Toyota HiLux'],
    ] as const) {
      const listing = fixture.tenant(slug).search.listing_path;
      const res = await get(slug, `${listing}?query=${encodeURIComponent(query)}`);
      const count = await countAt(slug, res.headers['location']!);
      expect(count, query).toBe(stockOf(slug).filter((car) => car.make_model === makeModel).length);
    }
  });
});

describe('a colour word becomes a colour refinement the shopper can remove', () => {
  test("'red hilux' is colour Red plus the HiLux, counted as the red HiLuxes", async () => {
    const slug = 'harbour-city-motors';
    const listing = fixture.tenant(slug).search.listing_path;
    const res = await get(slug, `${listing}?query=red+hilux`);
    expect(res.status).toBe(302);
    const location = res.headers['location']!;
    expect(location).toBe(`${listing}?make=Toyota&make_model=Toyota+HiLux&colour=Red`);
    const redHiluxes = stockOf(slug).filter(
      (car) => car.make_model === 'Toyota HiLux' && car.colour === 'Red',
    );
    expect(redHiluxes.length).toBeGreaterThan(0);
    expect(await countAt(slug, location)).toBe(redHiluxes.length);

    const page = parse((await get(slug, location)).text);
    const chip = page.querySelectorAll('.listing-chip').find((link) => link.text.startsWith('Red'));
    expect(chip?.getAttribute('href')).toBe('/search/toyota/hilux');
  });

  test("'gray' finds the site's Grey, and a colour the stock lacks stays text", async () => {
    const slug = 'coastal-used-cars';
    const listing = fixture.tenant(slug).search.listing_path;
    const gray = await get(slug, `${listing}?query=gray+suv`);
    expect(gray.headers['location']).toBe(`${listing}?simple_body=suv&colour=Grey`);
    const colours = new Set(stockOf(slug).map((car) => car.colour));
    expect(colours.has('Purple')).toBe(false);
    const purple = await get(slug, `${listing}?query=purple+suv`);
    expect(purple.headers['location']).toBe('/search/suv?query=purple');
  });
});

describe.each(DEMO_SLUGS)('%s: bad input answers a page', (slug) => {
  test.each([
    'x'.repeat(200),
    '12345678',
    '!@#$%^&*()',
    '🚗🚙 ute 🚚',
    'price > 0 OR 1=1',
    "'; DROP TABLE cars; --",
    'sold = true',
    'Тойота хайлюкс',
    '"unclosed',
    '-',
  ])('%s', async (query) => {
    const listing = fixture.tenant(slug).search.listing_path;
    let res = await get(slug, `${listing}?query=${encodeURIComponent(query)}`);
    const locations: string[] = [];
    while (res.status >= 300 && res.status < 400 && locations.length < 3) {
      locations.push(res.headers['location']!);
      res = await get(slug, res.headers['location']!);
    }
    expect(res.status, query).toBe(200);
    // Nothing the shopper did not write in words became a filter: no refinement parameter.
    expect(locations.join(' '), query).not.toMatch(/[?&](price|seats|year|km|sold)=/);
  });
});

describe('an empty listing is no dead end', () => {
  test('it says what it searched for and offers each filter dropped and everything', async () => {
    const res = await get('harbour-city-motors', '/search/suv?query=xqzvk');
    expect(res.status).toBe(200);
    const empty = parse(res.text).querySelector('.listing-empty');
    expect(empty?.querySelector('p')?.text).toBe('No vehicles match “xqzvk”, SUV.');
    const links = empty!.querySelectorAll('a').map((a) => [a.text, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Without SUV', '/search/new-used-and-demo-cars/?query=xqzvk'],
      ['Without “xqzvk”', '/search/suv'],
      ['Everything in stock', '/search/new-used-and-demo-cars/'],
    ]);
  });

  test("a misspelt model the text search cannot find is offered in the site's spelling", async () => {
    const res = await get('harbour-city-motors', '/search/ute?query=hilluxx');
    const links = parse(res.text).querySelectorAll('.listing-empty a');
    expect(links[0]?.text).toBe('Did you mean “HiLux”?');
    expect(links[0]?.getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars/?simple_body=ute&make=Toyota&make_model=Toyota+HiLux',
    );
  });
});
