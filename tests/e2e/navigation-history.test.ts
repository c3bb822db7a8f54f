import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { demoTenantConfig } from '../support/demo-site.ts';

const env = useE2eEnvironment();
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
const SLUGS = [
  'harbour-city-motors',
  'bayside-mazda',
  'coastal-used-cars',
  'high-country-rv-moto',
  'southern-cross-trucks',
];

interface Step {
  url: string;
  heading: string;
  scrollY: number;
  /** The focused element's tag, and whether it is the main heading. */
  focusOnHeading: boolean;
  firstCar: string | null;
}

function readStep(page: Page): Promise<Step> {
  return page.evaluate(() => ({
    url: location.pathname + location.search,
    heading: document.querySelector('main h1')?.textContent ?? '',
    scrollY: Math.round(window.scrollY),
    focusOnHeading: document.activeElement === document.querySelector('main h1'),
    firstCar:
      document.querySelector('.listing-hits article h2, .listing-hits article h3')?.textContent ??
      null,
  }));
}

/** Waits until the URL is `url` and the page has settled there (nothing navigates on its own). */
async function settleAt(page: Page, url: string) {
  await page.waitForFunction(
    (want: string) => location.pathname + location.search === want,
    { timeout: 8000 },
    url,
  );
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 8000 });
  expect(await page.evaluate(() => location.pathname + location.search)).toBe(url);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top: number) => window.scrollTo(0, top), y);
  await page.waitForFunction((top: number) => Math.round(window.scrollY) === top, {}, y);
}

/** Clicks the first element matching `selector` the way a tap would reach React. */
async function clickFirst(page: Page, selector: string) {
  await page.$eval(selector, (element) => (element as HTMLElement).click());
}

const nearly = (actual: number, expected: number) => Math.abs(actual - expected) <= 2;

test('a long history: home, listing, filter, page 2, car, back four times, forward twice', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport(PHONE);
  const origin = env.origin('harbour-city-motors');
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, 'header a[href^="/search/"]');
  const home = await readStep(page);
  await scrollTo(page, 400);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Home -> listing (a menu link): a new page starts at the top with focus on its heading.
  const listingPath = await page.$eval(
    'header a[href^="/search/"]',
    (link) => new URL((link as HTMLAnchorElement).href).pathname,
  );
  await clickFirst(page, `header a[href="${listingPath}"]`);
  await settleAt(page, listingPath);
  await waitForHydration(page, '#facet-make ~ ul .facet-tile');
  const listing = await readStep(page);
  expect(listing).toMatchObject({ scrollY: 0, focusOnHeading: true });
  expect(listing.heading).not.toBe(home.heading);

  // Filter: the search changes in place; scroll and focus stay with the shopper.
  const make = await page.$eval(
    '#facet-make ~ ul .facet-tile .facet-tile__label',
    (label) => label.textContent ?? '',
  );
  await clickFirst(page, '#facet-make ~ ul .facet-tile');
  await page.waitForFunction(
    (want: string) => document.querySelector('main h1')?.textContent?.includes(want),
    { timeout: 8000 },
    make,
  );
  const filteredUrl = await page.evaluate(() => location.pathname + location.search);
  await settleAt(page, filteredUrl);
  expect(filteredUrl).not.toBe(listingPath);
  const filtered = await readStep(page);
  await scrollTo(page, 1500);

  // Page 2: a new page of results starts at the top with focus on the heading.
  await page.waitForSelector('.listing-pagination a[rel="next"]');
  await clickFirst(page, '.listing-pagination a[rel="next"]');
  await page.waitForFunction(
    (before: string | null) =>
      location.search.includes('page=2') &&
      document.querySelector('.listing-hits article h2, .listing-hits article h3')?.textContent !==
        before,
    { timeout: 8000 },
    filtered.firstCar,
  );
  const pageTwoUrl = await page.evaluate(() => location.pathname + location.search);
  await settleAt(page, pageTwoUrl);
  const pageTwo = await readStep(page);
  expect(pageTwo).toMatchObject({ scrollY: 0, focusOnHeading: true });
  // All of that happened in one document: client navigations, not page loads.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await scrollTo(page, 1200);

  // Car page.
  const carPath = await page.$eval(
    '.listing-hits article a[href^="/cars/"]',
    (link) => new URL((link as HTMLAnchorElement).href).pathname,
  );
  await clickFirst(page, '.listing-hits article a[href^="/cars/"]');
  await settleAt(page, carPath);
  const car = await readStep(page);
  expect(car.scrollY).toBe(0);
  expect(car.heading).not.toBe('');

  // Back x4: each page comes back with its content and the scroll it was left at.
  await page.goBack();
  await settleAt(page, pageTwoUrl);
  await page.waitForFunction(
    (want: string | null) =>
      document.querySelector('.listing-hits article h2, .listing-hits article h3')?.textContent ===
      want,
    { timeout: 8000 },
    pageTwo.firstCar,
  );
  const backToPageTwo = await readStep(page);
  expect(backToPageTwo.heading).toBe(pageTwo.heading);
  expect(nearly(backToPageTwo.scrollY, 1200), `page 2 scroll ${backToPageTwo.scrollY}`).toBe(true);

  await page.goBack();
  await settleAt(page, filteredUrl);
  await page.waitForFunction(
    (want: string | null) =>
      document.querySelector('.listing-hits article h2, .listing-hits article h3')?.textContent ===
      want,
    { timeout: 8000 },
    filtered.firstCar,
  );
  const backToFiltered = await readStep(page);
  expect(backToFiltered.heading).toBe(filtered.heading);
  expect(nearly(backToFiltered.scrollY, 1500), `filter scroll ${backToFiltered.scrollY}`).toBe(
    true,
  );

  await page.goBack();
  await settleAt(page, listingPath);
  const backToListing = await readStep(page);
  expect(backToListing).toMatchObject({
    heading: listing.heading,
    scrollY: 0,
    focusOnHeading: true,
  });

  await page.goBack();
  await settleAt(page, '/');
  const backHome = await readStep(page);
  expect(backHome).toMatchObject({ heading: home.heading, focusOnHeading: true });
  expect(nearly(backHome.scrollY, 400), `home scroll ${backHome.scrollY}`).toBe(true);

  // Forward x2: the history ahead survived the trip back.
  await page.goForward();
  await settleAt(page, listingPath);
  expect(await readStep(page)).toMatchObject({ heading: listing.heading, scrollY: 0 });

  await page.goForward();
  await settleAt(page, filteredUrl);
  await page.waitForFunction(
    (want: string) => document.querySelector('main h1')?.textContent === want,
    { timeout: 8000 },
    filtered.heading,
  );
  const forwardToFiltered = await readStep(page);
  expect(
    nearly(forwardToFiltered.scrollY, 1500),
    `filter scroll ${forwardToFiltered.scrollY}`,
  ).toBe(true);
  expect(problems).toEqual([]);
  await page.close();
});

test.each(SLUGS)(
  '%s: every header and footer link on a filtered, paged listing goes where it points',
  async (slug) => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await page.setViewport(PHONE);
    const origin = env.origin(slug);
    const listingPath = demoTenantConfig(slug).search.listing_path;
    await page.goto(`${origin}${listingPath}`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, '.listing__facets .facet-tile');
    const unfiltered = await page.evaluate(() => location.href);
    // A filter with more than one page of cars, so that page 2 exists.
    await page.$$eval('.listing__facets .facet:not(:has(#facet-car_type)) .facet-tile', (tiles) => {
      const count = (tile: Element) =>
        Number(tile.querySelector('.facet-tile__count')?.textContent?.replace(/\D/g, '') ?? 0);
      (tiles.find((tile) => count(tile) > 21) as HTMLElement).click();
    });
    await page.waitForFunction((before: string) => location.href !== before, {}, unfiltered);
    await page.waitForSelector('.listing-pagination a[rel="next"]');
    await clickFirst(page, '.listing-pagination a[rel="next"]');
    await page.waitForFunction(() => location.search.includes('page=2'));
    const listingUrl = await page.evaluate(() => location.pathname + location.search);
    await settleAt(page, listingUrl);

    // Each distinct internal link of the chrome, clicked from the listing, then Back.
    const targets = await page.$$eval('header a[href^="/"], footer a[href^="/"]', (links) => [
      ...new Set(
        links
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => !href.includes('#') && !href.startsWith('//')),
      ),
    ]);
    expect(targets.length).toBeGreaterThan(3);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    for (const href of targets.slice(0, 12)) {
      await page.evaluate((want: string) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('header a, footer a')].find(
          (candidate) => candidate.getAttribute('href') === want,
        );
        link!.click();
      }, href);
      const expected = new URL(href, origin);
      await settleAt(page, expected.pathname + expected.search);
      await page.goBack();
      await settleAt(page, listingUrl);
      // A client navigation there and back, not a page load.
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
        href,
      ).toBe(true);
    }
    expect(problems).toEqual([]);
    await page.close();
  },
);

test('a hash link scrolls to its target and moves focus there; Back returns to the top', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport(PHONE);
  const model = demoTenantConfig('bayside-mazda').models![0]!;
  await page.goto(`${env.origin('bayside-mazda')}/${model.slug}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, 'main a[href="#enquire"]');
  await clickFirst(page, 'main a[href="#enquire"]');
  await page.waitForFunction(() => location.hash === '#enquire');
  await page.waitForFunction(() => {
    const top = document.getElementById('enquire')!.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });
  await page.waitForFunction(() => document.activeElement?.id === 'enquire', { timeout: 5000 });
  await page.goBack();
  await page.waitForFunction(() => location.hash === '' && window.scrollY === 0);
  expect(problems).toEqual([]);
  await page.close();
});
