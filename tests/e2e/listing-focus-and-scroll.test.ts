// decision 0010: where focus and scroll go when the shopper refines a listing. A chip or Clear all
// removes itself when used: focus goes to the results count, or stays in the open filter drawer.
// A facet far down the desktop side column brings the new count into view. On a phone the first
// car (not a promo, product rule 4.11) shows its title and price on the first screen.
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The first car's title and price end within this much of the top of a 390x844 screen. */
const FIRST_SCREEN = 600;
const HARBOUR = 'harbour-city-motors';
const LISTING = '/search/new-used-and-demo-cars/';
const FILTERED = `${LISTING}?price=5000-200000&year=1990-2030`;

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      id: active?.id ?? '',
      className: active?.className ?? '',
      inDialog: !!document.querySelector('[role="dialog"][aria-modal="true"]')?.contains(active),
    };
  });

const chipCount = (page: Page) => page.$$eval('.listing-chip', (chips) => chips.length);

async function openListing(page: Page, url: string, viewport: { width: number; height: number }) {
  await page.setViewport(viewport);
  await page.goto(url, { waitUntil: 'networkidle0' });
}

test('phone: removing a chip or Clear all leaves focus on the results count, not the page body', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page, `${env.origin(HARBOUR)}${FILTERED}`, PHONE);
  await waitForHydration(page, '.listing-chip');
  expect(await chipCount(page)).toBe(4);

  // By keyboard, as a screen-reader or switch user would.
  await page.focus('.listing-chip');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.listing-chip').length === 3);
  expect(await focused(page)).toMatchObject({ id: 'listing-results-count' });

  await page.focus('.listing-chips__clear');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.listing-chip'));
  expect(await page.evaluate(() => location.pathname + location.search)).toBe(LISTING);
  expect(await focused(page)).toMatchObject({ id: 'listing-results-count' });
  // In view, clear of the sticky bar.
  const count = await page.$eval('#listing-results-count', (el) => {
    const { top, bottom } = el.getBoundingClientRect();
    const bar = document.querySelector('.listing__bar')!.getBoundingClientRect().bottom;
    return { top, bottom, bar };
  });
  expect(count.top).toBeGreaterThanOrEqual(Math.min(count.bar, PHONE.height));
  expect(count.bottom).toBeLessThanOrEqual(PHONE.height);
  expect(problems).toEqual([]);
  await page.close();
});

test('phone: Clear all in the open filter drawer keeps focus in the drawer', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page, `${env.origin(HARBOUR)}${FILTERED}`, PHONE);
  await page.waitForSelector('button.listing-filter-button', { timeout: 10_000 });
  await page.click('.listing-filter-button');
  await page.waitForSelector('[role="dialog"][aria-modal="true"] .listing-drawer__clear');
  await page.focus('.listing-drawer__clear');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.listing-drawer__clear'));
  await page.waitForFunction(() => !document.querySelector('.listing-chip'));
  expect(await focused(page)).toMatchObject({ inDialog: true });
  expect((await focused(page)).className).toContain('listing-drawer__show');
  expect(await page.$('[role="dialog"][aria-modal="true"]')).not.toBeNull();
  expect(problems).toEqual([]);
  await page.close();
});

/** Clicks the last tile of the side column (far down the page) and returns the count's box once settled. */
async function refineFarDown(page: Page) {
  await waitForHydration(page, '.listing__facets .facet-tile');
  const tiles = await page.$$('.listing__facets .facet-tile');
  const last = tiles[tiles.length - 1]!;
  await last.scrollIntoView();
  const before = await page.evaluate(() => window.scrollY);
  const countBottom = await page.$eval(
    '#listing-results-count',
    (el) => el.getBoundingClientRect().bottom,
  );
  const url = await page.evaluate(() => location.href);
  await last.click();
  await page.waitForFunction((from: string) => location.href !== from, {}, url);
  // Settled: in view and no longer moving (a smooth scroll takes a moment).
  await page.waitForFunction(
    (height: number) => {
      const { top, bottom } = document
        .getElementById('listing-results-count')!
        .getBoundingClientRect();
      return top >= 0 && bottom <= height;
    },
    { timeout: 5000 },
    DESKTOP.height,
  );
  return { before, countBottom };
}

test('desktop: a facet far down the side column brings the new count and first cards into view', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page, `${env.origin(HARBOUR)}${LISTING}`, DESKTOP);
  const { before, countBottom } = await refineFarDown(page);
  // The shopper was far down the page, the count well above the screen.
  expect(before).toBeGreaterThan(2 * DESKTOP.height);
  expect(countBottom).toBeLessThan(0);
  const firstCard = await page.$eval('.listing-hits > li', (li) => li.getBoundingClientRect().top);
  expect(firstCard).toBeLessThan(DESKTOP.height);
  expect(problems).toEqual([]);
  await page.close();
});

test('desktop, reduced motion: the count comes into view at once', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await openListing(page, `${env.origin(HARBOUR)}${LISTING}`, DESKTOP);
  await waitForHydration(page, '.listing__facets .facet-tile');
  const tiles = await page.$$('.listing__facets .facet-tile');
  const last = tiles[tiles.length - 1]!;
  await last.scrollIntoView();
  // What the page asks of the browser, and where the count is at each scroll event: a smooth
  // scroll passes through several positions with the count still above the screen, while the
  // page's own layout (fewer results, a shorter page) may move it once on its own.
  await page.evaluate(() => {
    const record = { behaviours: [] as string[], offScreen: 0 };
    (window as unknown as { record: typeof record }).record = record;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      if (this.id === 'listing-results-count' && typeof options === 'object') {
        record.behaviours.push(options.behavior ?? 'auto');
      }
      return scrollIntoView.call(this, options);
    };
    window.addEventListener('scroll', () => {
      const top = document.getElementById('listing-results-count')?.getBoundingClientRect().top;
      if (top !== undefined && top < 0) record.offScreen += 1;
    });
  });
  await last.click();
  await page.waitForFunction(
    () => document.getElementById('listing-results-count')!.getBoundingClientRect().top >= 0,
    { timeout: 5000 },
  );
  const record = await page.evaluate(
    () => (window as unknown as { record: { behaviours: string[]; offScreen: number } }).record,
  );
  expect(record.behaviours).toEqual(['auto']);
  expect(record.offScreen).toBeLessThanOrEqual(1);
  expect(problems).toEqual([]);
  await page.close();
});

const SITES_WITH_PROMOS = loadTenants(repoPath('tenants'))
  .filter((tenant) => (tenant.promo_cards ?? []).length > 0)
  .map((tenant) => ({ slug: tenant.slug, listingPath: tenant.search.listing_path }));

test.each(SITES_WITH_PROMOS)(
  'phone, $slug: the first car, not a promo, with its title and price on the first screen',
  async ({ slug, listingPath }) => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await openListing(page, `${env.origin(slug)}${listingPath}`, PHONE);
    const first = await page.evaluate(() => {
      const items = [...document.querySelectorAll('.listing-hits > li')];
      const car = items.find((li) => !li.classList.contains('promo-card'));
      const bottom = (selector: string) =>
        car?.querySelector(selector)?.getBoundingClientRect().bottom ?? Number.NaN;
      return {
        isCarFirst: items[0] === car,
        promos: items.filter((li) => li.classList.contains('promo-card')).length,
        title: bottom('.car-card__title'),
        price: bottom('.car-card__price'),
      };
    });
    expect(first.isCarFirst).toBe(true);
    expect(first.title).toBeLessThanOrEqual(FIRST_SCREEN);
    expect(first.price).toBeLessThanOrEqual(FIRST_SCREEN);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  },
);

test('phone: a positioned promo comes straight after the first car', async () => {
  const page = await env.browser.newPage();
  await openListing(page, `${env.origin(HARBOUR)}${LISTING}`, PHONE);
  const order = await page.$$eval('.listing-hits > li', (items) =>
    items.slice(0, 3).map((li) => (li.classList.contains('promo-card') ? 'promo' : 'car')),
  );
  expect(order).toEqual(['car', 'promo', 'car']);
  await page.close();
});
