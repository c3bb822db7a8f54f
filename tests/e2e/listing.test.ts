import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const SLUG = 'harbour-city-motors';
const LISTING = '/search/new-used-and-demo-cars/';
/** The side-column layout, where the facets are on the page (phones: listing-phone.test.ts). */
const DESKTOP = { width: 1280, height: 900 };

/** Counts the browser's calls to the search proxy. */
function countSearches(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/search/multi-search')) count += 1;
  });
  return () => count;
}

const heading = (page: Page) => page.$eval('h1', (h1) => h1.textContent ?? '');
const firstCarTitle = (page: Page) =>
  page.$eval('.listing-hits article h2, .listing-hits article h3', (el) => el.textContent ?? '');
const path = (page: Page) => page.evaluate(() => location.pathname + location.search);

async function waitForPath(page: Page, expected: string) {
  await page.waitForFunction(
    (want: string) => location.pathname + location.search === want,
    {
      timeout: 5000,
    },
    expected,
  );
}

test('the listing arrives complete and hydrates without searching again', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  const searches = countSearches(page);
  await page.setViewport(DESKTOP);
  const response = await page.goto(`${env.origin(SLUG)}${LISTING}`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, '.facet-tile');
  expect(await page.$$eval('.listing-hits > li:not(.promo-card)', (items) => items.length)).toBe(
    21,
  );
  // This dealer's positioned promo card comes straight after the first car (product rule 4.11).
  expect(
    await page.$$eval('.listing-hits > li', (items) => items.slice(0, 2).map((li) => li.className)),
  ).toEqual(['', 'promo-card']);
  expect(searches()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});

// decision 0032: the server's search parameters come from the URL rules; every kind of listing
// URL hydrates from its results without a search or a hydration warning. (Parameters that
// drifted from the widgets show as a wrong page rather than a search: the unit guard is
// tests/unit/listing-page/listing-search-parameters.test.tsx.)
test('friendly, landing, sorted, ranged, paged and stock-number listings hydrate without searching', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport(DESKTOP);
  await page.goto(`${env.origin(SLUG)}${LISTING}`, { waitUntil: 'networkidle0' });
  const makePath = await page.$eval('#facet-make ~ ul .facet-tile', (a) => a.getAttribute('href'));
  const stockNumber = await page.$eval('.listing-hits article', (card) =>
    [...card.querySelectorAll('*')]
      .map((element) => element.textContent ?? '')
      .find((text) => /^Stock No\. \S+$/.test(text))
      ?.slice('Stock No. '.length),
  );
  const visits: Array<[string, string]> = [
    [SLUG, makePath!],
    [SLUG, '/search/used-cars-sydney?page=2'],
    [SLUG, '/electric-cars'],
    [SLUG, `${LISTING}?price=10000-40000&sort=price-asc`],
    [SLUG, `${LISTING}?stocknum=${encodeURIComponent(stockNumber!)}`],
    ['coastal-used-cars', '/search/used-cars?sort=km-asc&page=2'],
    ['coastal-used-cars', '/search/cars-under-15000'],
  ];
  for (const [slug, url] of visits) {
    const visit = await env.browser.newPage();
    const visitProblems = watchForProblems(visit);
    const searches = countSearches(visit);
    await visit.setViewport(DESKTOP);
    const response = await visit.goto(`${env.origin(slug)}${url}`, { waitUntil: 'networkidle0' });
    expect(response?.status(), url).toBe(200);
    await waitForHydration(visit, '.listing-hits a');
    expect(
      await visit.$$eval('.listing-hits article', (cards) => cards.length),
      url,
    ).toBeGreaterThan(0);
    expect(searches(), url).toBe(0);
    expect(visitProblems, url).toEqual([]);
    await visit.close();
  }
  expect(problems).toEqual([]);
  await page.close();
});

test('make tile, then model tile, pagination, then Back and Forward restore each state', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport(DESKTOP);
  await page.goto(`${env.origin(SLUG)}${LISTING}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, '.facet-tile');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  const makeTile = await page.$('#facet-make ~ ul .facet-tile');
  const make = await makeTile!.$eval('.facet-tile__label', (el) => el.textContent ?? '');
  await makeTile!.click();
  await page.waitForFunction(
    (want: string) => document.querySelector('h1')?.textContent?.includes(want),
    { timeout: 5000 },
    make,
  );
  const makePath = await path(page);
  expect(makePath).toMatch(/^\/search\/[a-z0-9-]+$/);

  // Model tiles follow the make: wait until every one is of that make, then pick the first.
  await page.waitForFunction(
    (want: string) => {
      const labels = [...document.querySelectorAll('#facet-make_model ~ ul .facet-tile__label')];
      return labels.length > 0 && labels.every((label) => label.textContent?.startsWith(want));
    },
    { timeout: 5000 },
    make,
  );
  await page.click('#facet-make_model ~ ul .facet-tile');
  await page.waitForFunction(
    (before: string) => location.pathname !== before,
    { timeout: 5000 },
    makePath,
  );
  const modelPath = await path(page);
  expect(modelPath).toMatch(new RegExp(`^${makePath}/[a-z0-9-]+$`));
  const modelHeading = await heading(page);

  const next = await page.$('.listing-pagination a[rel="next"]');
  if (next) {
    const firstOnPageOne = await firstCarTitle(page);
    await next.click();
    await waitForPath(page, `${modelPath}?page=2`);
    await page.waitForFunction(
      (before: string) =>
        document.querySelector('.listing-hits article')?.textContent?.includes(before) === false,
      { timeout: 5000 },
      firstOnPageOne,
    );
    await page.goBack();
    await waitForPath(page, modelPath);
    await page.waitForFunction(
      (want: string) =>
        document.querySelector('.listing-hits article')?.textContent?.includes(want) === true,
      { timeout: 5000 },
      firstOnPageOne,
    );
  }
  await page.goBack();
  await waitForPath(page, makePath);
  await page.waitForFunction(
    (want: string) => document.querySelector('h1')?.textContent !== want,
    { timeout: 5000 },
    modelHeading,
  );
  await page.goForward();
  await waitForPath(page, modelPath);
  await page.waitForFunction(
    (want: string) => document.querySelector('h1')?.textContent === want,
    { timeout: 5000 },
    modelHeading,
  );
  // All of it happened in one page: no full reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(problems).toEqual([]);
  await page.close();
});
