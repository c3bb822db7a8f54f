// Server-rendered listings: their title, heading and description name what the site sells,
// and promo cards appear only beside the car types a page actually lists (product rule 4.11).
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

async function getListing(slug: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
  expect(res.status).toBe(200);
  const root = parse(res.text);
  return {
    title: root.querySelector('title')?.text,
    h1: root.querySelector('h1')?.text,
    description: root.querySelector('meta[name="description"]')?.getAttribute('content'),
    promos: root
      .querySelectorAll('.listing-hits > li.promo-card img')
      .map((img) => img.attributes.alt),
    cardCount: root.querySelectorAll('.listing-hits article').length,
  };
}

describe('listing words name the site’s stock', () => {
  test.each([
    [
      'southern-cross-trucks',
      '/search/new-and-used-trucks',
      'Trucks for Sale',
      'Southern Cross Trucks',
    ],
    ['southern-cross-trucks', '/search/used-cars', 'Used Trucks for Sale', 'Southern Cross Trucks'],
    [
      'high-country-rv-moto',
      '/search/rvs-and-motorcycles',
      'RVs & Motorcycles for Sale',
      'High Country RV & Moto',
    ],
    ['bayside-mazda', '/search/new-used-and-demo-cars/', 'Cars for Sale', 'Bayside Mazda'],
  ])('%s %s: %s', async (slug, path, heading, dealer) => {
    const page = await getListing(slug, path);
    expect(page.h1).toBe(heading);
    expect(page.title).toBe(`${heading} | ${dealer}`);
    expect(page.description).toMatch(new RegExp(`^${heading} at `));
  });
});

describe('promo cards follow the car types in the results', () => {
  const RUNOUT = 'Runout sale on selected Mazda demonstrators';

  test('Bayside’s used-only listing shows no new/demo promo', async () => {
    const page = await getListing('bayside-mazda', '/search/used-cars');
    expect(page.cardCount).toBeGreaterThan(0);
    expect(page.promos).toEqual([]);
  });

  test('Bayside’s new listing and its whole stock show it', async () => {
    expect((await getListing('bayside-mazda', '/search/new-cars')).promos).toEqual([RUNOUT]);
    expect((await getListing('bayside-mazda', '/search/new-used-and-demo-cars/')).promos).toEqual([
      RUNOUT,
    ]);
  });
});
