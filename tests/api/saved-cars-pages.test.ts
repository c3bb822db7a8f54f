import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { parse } from 'node-html-parser';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';
import { currentCarsQuery } from '#shared/saved-cars/current-cars.ts';
import { MULTI_SEARCH_URL } from '#shared/search/search-proxy-client.ts';

const fixture = useTestPlatform();

async function getPage(slug: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
  return { status: res.status, html: parse(res.text) };
}

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

describe.each(DEMO_SLUGS)('%s saved-cars pages', (slug) => {
  const pages = () => {
    const { features, labels } = fixture.tenant(slug);
    return [
      { path: labels.favourites_path, heading: 'Favourites', isOn: true },
      // product rule 9.12: in the site's words ('Compare vehicles' where it sells RVs and motorcycles).
      {
        path: '/compare',
        heading: slug === 'high-country-rv-moto' ? 'Compare vehicles' : 'Compare cars',
        isOn: features.compare,
      },
      { path: '/garage', heading: 'My Garage', isOn: features.garage },
    ];
  };

  test('each page renders its shell where the site has the feature, and is 404 where not', async () => {
    const tenant = fixture.tenant(slug);
    for (const { path, heading, isOn } of pages()) {
      const { status, html } = await getPage(slug, path);
      if (!isOn) {
        expect(status, path).toBe(404);
        expect(text(html.querySelector('h1')?.textContent), path).toBe('Page not found');
        continue;
      }
      expect(status, path).toBe(200);
      expect(text(html.querySelector('h1')?.textContent), path).toBe(heading);
      expect(html.querySelector('title')?.textContent, path).toBe(
        `${heading} | ${tenant.dealership.name}`,
      );
      // Personal pages: never indexed.
      expect(html.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe(
        'noindex,follow',
      );
      expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(
        `https://${tenant.primary_hostname}${path}`,
      );
      // The saved list lives in the browser: the server sends the empty state and a way in.
      const empty = html.querySelector('.saved-cars-empty');
      expect(empty, path).not.toBeNull();
      expect(empty!.querySelector('a')?.getAttribute('href'), path).toBe(
        tenant.search.listing_path,
      );
    }
  });

  test('client navigation JSON agrees with the page status', async () => {
    for (const { path, isOn } of pages()) {
      const id = path === '/compare' ? 'compare' : path === '/garage' ? 'garage' : 'site-page';
      const res = await request(fixture.current.app)
        .get(`${path}?_data=${id}`)
        .set('Host', `${slug}.localhost`);
      expect(res.status, path).toBe(isOn ? 200 : 404);
    }
  });
});

test('the saved-cars bar: rendered hidden on listing paths (it appears on a change), absent elsewhere', async () => {
  const listing = await getPage(
    'bayside-mazda',
    fixture.tenant('bayside-mazda').search.listing_path,
  );
  const bar = listing.html.querySelector('.saved-cars-bar');
  expect(bar?.hasAttribute('hidden')).toBe(true);
  expect(listing.html.querySelector('.saved-cars-bar-region [aria-live="polite"]')).not.toBeNull();
  // Empty on the server: the first slot invites the shopper in.
  expect(text(bar?.querySelector('.saved-cars-bar__get-started')?.textContent)).toBe(
    'No Saved Cars Get Started',
  );
  const home = await getPage('bayside-mazda', '/');
  expect(home.html.querySelector('.saved-cars-bar-region')).toBeNull();
});

test("saved cars are refreshed inside the site's scope: another dealer's car id finds nothing", async () => {
  const search = (slug: string, body: object) =>
    request(fixture.current.app).post(MULTI_SEARCH_URL).set('Host', `${slug}.localhost`).send(body);
  const firstHit = await search('bayside-mazda', {
    queries: [{ indexUid: 'cars', limit: 2, attributesToRetrieve: ['id'] }],
  });
  const ids: number[] = firstHit.body.results[0].hits.map((hit: { id: number }) => hit.id);
  expect(ids).toHaveLength(2);

  const own = await search('bayside-mazda', currentCarsQuery(ids));
  expect(own.status).toBe(200);
  expect(own.body.results[0].hits.map((hit: { id: number }) => hit.id).sort()).toEqual(
    [...ids].sort(),
  );
  expect(own.body.results[0].hits[0]).toHaveProperty('price');

  const other = await search('coastal-used-cars', currentCarsQuery(ids));
  expect(other.status).toBe(200);
  expect(other.body.results[0].hits).toEqual([]);
});
