import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { savedCarsStorageKey } from '#shared/saved-cars/saved-cars-store.ts';

const env = useE2eEnvironment();
const SLUG = 'bayside-mazda'; // compare mode on, featured cars on the home page
// A listing path: it contains 'cars', so the saved-cars bar is shown there.
const LISTING_PATH = '/search/new-used-and-demo-cars/';
const VISIBLE_BAR = '.saved-cars-bar:not([hidden])';
const GONE_CAR_ID = 987_654_321;

const carSlotCount = (page: Page) =>
  page.$$eval('.saved-cars-bar__slot--car', (slots) => slots.length);

/** Saves the first three featured cars by their heart buttons (or, without them, through storage). */
async function saveThreeFeaturedCars(home: Page) {
  await home.goto(`${env.origin(SLUG)}/`, { waitUntil: 'networkidle0' });
  const hearts = await home.$$('.featured .favourite-button');
  if (hearts.length >= 3) {
    await waitForHydration(home, '.featured .favourite-button');
    for (const heart of hearts.slice(0, 3)) {
      expect(await heart.evaluate((el) => el.getAttribute('aria-label'))).toMatch(/^Save \d{4} /);
      await heart.click();
      await home.waitForFunction((el) => el.getAttribute('aria-pressed') === 'true', {}, heart);
      expect(await heart.evaluate((el) => el.getAttribute('aria-label'))).toMatch(
        / from saved cars$/,
      );
    }
    // product rule 4.3: every add fires analytics event 39 into the dataLayer.
    const events = await home.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event_id: number }> }).dataLayer ?? []).map(
        (entry) => entry.event_id,
      ),
    );
    expect(events).toEqual([39, 39, 39]);
    return;
  }
  await home.evaluate(
    (key, cars) => localStorage.setItem(key, JSON.stringify(cars)),
    savedCarsStorageKey(SLUG),
    await featuredSnapshots(home),
  );
}

async function featuredSnapshots(home: Page) {
  const response = await home.evaluate(async () => {
    const res = await fetch('/api/search/multi-search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ queries: [{ indexUid: 'cars', limit: 3 }] }),
    });
    return (await res.json()) as { results: Array<{ hits: Array<Record<string, unknown>> }> };
  });
  return response.results[0]!.hits;
}

test('favourite three cars, see the bar, remove one; favourites and compare show current data', async () => {
  const origin = env.origin(SLUG);
  // The bar's tab: a listing page open while the shopper saves cars in another tab.
  const listing = await env.browser.newPage();
  const problems = watchForProblems(listing, { expectedErrorPages: [`${origin}${LISTING_PATH}`] });
  await listing.setViewport({ width: 1280, height: 900 });
  await listing.goto(`${origin}${LISTING_PATH}`, { waitUntil: 'networkidle0' });
  await waitForHydration(listing, '.saved-cars-bar__compare');
  expect(await listing.$(VISIBLE_BAR)).toBeNull(); // nothing changed yet

  const home = await env.browser.newPage();
  const homeProblems = watchForProblems(home);
  await saveThreeFeaturedCars(home);

  // product rule 4.13: the bar appears when the saved list changes, here through the storage event.
  await listing.bringToFront();
  await listing.waitForSelector(VISIBLE_BAR, { timeout: 5000 });
  await listing.waitForFunction(
    () => document.querySelectorAll('.saved-cars-bar__slot--car').length === 3,
  );
  expect(await listing.$('.saved-cars-bar__get-started')).toBeNull();
  expect(await seriousAxeViolations(listing)).toEqual([]);

  // X removes a car; the keyboard stays in the bar and the change is announced.
  const firstName = await listing.$eval('.saved-cars-bar__name', (el) => el.textContent ?? '');
  await listing.focus(`.saved-cars-bar__remove[aria-label="Remove ${firstName}"]`);
  await listing.keyboard.press('Enter');
  await listing.waitForFunction(
    () => document.querySelectorAll('.saved-cars-bar__slot--car').length === 2,
  );
  expect(await carSlotCount(listing)).toBe(2);
  expect(await listing.$eval('.saved-cars-bar__get-started', (el) => el.textContent?.trim())).toBe(
    'No Saved Cars Get Started',
  );
  await listing.waitForFunction(
    (expected: string) =>
      document.querySelector('.saved-cars-bar-region [aria-live]')?.textContent === expected,
    { timeout: 2000, polling: 100 },
    `Removed ${firstName}. 2 saved cars.`,
  );
  expect(await listing.evaluate(() => !!document.activeElement?.closest('.saved-cars-bar'))).toBe(
    true,
  );
  // Held open while focus is inside; hidden 5 s after focus leaves.
  await listing.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await listing.mouse.move(5, 5);
  await listing.waitForFunction(
    (selector: string) => document.querySelector(selector) === null,
    { timeout: 8000 },
    VISIBLE_BAR,
  );

  // A saved car the site no longer has: shown as such, and removable.
  await listing.evaluate(
    (key, goneId) => {
      const cars = JSON.parse(localStorage.getItem(key) ?? '[]') as Array<Record<string, unknown>>;
      const gone = { ...cars[0], id: goneId, name: 'Sold Elsewhere Car', slug: 'sold-elsewhere' };
      localStorage.setItem(key, JSON.stringify([gone, ...cars]));
    },
    savedCarsStorageKey(SLUG),
    GONE_CAR_ID,
  );
  await listing.goto(`${origin}/favourites`, { waitUntil: 'networkidle0' });
  await listing.waitForFunction(
    () =>
      document.querySelectorAll('.saved-car').length === 3 &&
      document.querySelector('.saved-cars-list')?.getAttribute('aria-busy') === 'false',
  );
  expect(await listing.title()).toMatch(/^Favourites \| /);
  expect(await listing.$eval('.saved-car--gone .saved-car__status', (el) => el.textContent)).toBe(
    'No longer available',
  );
  expect(
    await listing.$$eval('.saved-car:not(.saved-car--gone) .saved-car__price', (p) => p.length),
  ).toBe(2);
  expect(await seriousAxeViolations(listing)).toEqual([]);
  await listing.click('button[aria-label="Remove Sold Elsewhere Car"]');
  await listing.waitForFunction(() => document.querySelectorAll('.saved-car').length === 2);

  // Compare: the two remaining cars side by side in a real table.
  await listing.goto(`${origin}/compare`, { waitUntil: 'networkidle0' });
  await listing.waitForFunction(
    () =>
      document.querySelectorAll('.compare-table thead th[scope="col"]').length === 2 &&
      document.querySelector('.compare-table')?.getAttribute('aria-busy') === 'false',
  );
  const rows = await listing.$$eval('.compare-table tbody th[scope="row"]', (cells) =>
    cells.map((cell) => cell.textContent),
  );
  expect(rows).toEqual([
    'Price',
    'Price type',
    'Odometer',
    'Year',
    'Body',
    'Transmission',
    'Fuel',
    'Seats',
    'Colour',
    'Stock number',
  ]);
  const prices = await listing.$$eval('.compare-table tbody tr:first-child td', (cells) =>
    cells.map((cell) => cell.textContent),
  );
  expect(prices.every((price) => /^\$[\d,]+$|^Price on application$/.test(price ?? ''))).toBe(true);
  expect(await seriousAxeViolations(listing)).toEqual([]);

  expect(problems).toEqual([]);
  expect(homeProblems).toEqual([]);
  await Promise.all([listing.close(), home.close()]);
});

test('a site without compare mode answers /compare with 404; the garage lists saved cars', async () => {
  const origin = env.origin('coastal-used-cars');
  const page = await env.browser.newPage();
  const problems = watchForProblems(page, { expectedErrorPages: [`${origin}/compare`] });
  expect((await page.goto(`${origin}/compare`, { waitUntil: 'networkidle0' }))?.status()).toBe(404);
  const [car] = await featuredSnapshots(page);
  await page.evaluate(
    (key, saved) => localStorage.setItem(key, JSON.stringify([saved])),
    savedCarsStorageKey('coastal-used-cars'),
    car!,
  );
  expect((await page.goto(`${origin}/garage`, { waitUntil: 'networkidle0' }))?.status()).toBe(200);
  await page.waitForSelector('.saved-car .saved-car__price');
  expect(await page.$eval('.saved-car__title a', (a) => a.textContent)).toBe(car!.name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});

test('on a phone the bar is one compact row: long names cut short, every control on screen, no sideways scroll', async () => {
  const origin = env.origin(SLUG);
  const PHONE = { width: 390, height: 844 };
  const listing = await env.browser.newPage();
  const problems = watchForProblems(listing);
  await listing.setViewport(PHONE);
  await listing.goto(`${origin}${LISTING_PATH}`, { waitUntil: 'networkidle0' });
  await waitForHydration(listing, '.saved-cars-bar__compare');

  // Saved from another tab, so the listing tab hears it as a shopper's change (product rule 4.13).
  const other = await env.browser.newPage();
  await other.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  const cars = await featuredSnapshots(other);
  cars[1] = { ...cars[1], name: '2025 Tesla Model 3 Rear-Wheel Drive' };
  await other.evaluate(
    (key, saved) => localStorage.setItem(key, JSON.stringify(saved)),
    savedCarsStorageKey(SLUG),
    cars.slice(0, 3),
  );
  await listing.bringToFront();
  await listing.waitForSelector(VISIBLE_BAR, { timeout: 5000 });
  await listing.waitForFunction(
    () => document.querySelectorAll('.saved-cars-bar__slot--car').length === 3,
  );

  const layout = await listing.evaluate(() => {
    const box = (element: Element) => element.getBoundingClientRect();
    const names = [...document.querySelectorAll<HTMLElement>('.saved-cars-bar__name')];
    return {
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      barHeight: box(document.querySelector('.saved-cars-bar')!).height,
      controls: [
        ...document.querySelectorAll('.saved-cars-bar__remove, .saved-cars-bar__compare'),
      ].map((control) => {
        const { left, right, top, bottom, width, height } = box(control);
        return { left, right, top, bottom, width, height };
      }),
      longName: names
        .filter((name) => name.textContent === '2025 Tesla Model 3 Rear-Wheel Drive')
        .map((name) => ({
          cut: name.scrollWidth > name.clientWidth,
          ellipsis: getComputedStyle(name).textOverflow,
          insideSlot: box(name).right <= box(name.closest('li')!).right,
        })),
    };
  });
  expect(layout.sideways).toBe(0);
  // Compact: the bar hides under a sixth of the screen, not a third of it.
  expect(layout.barHeight).toBeLessThanOrEqual(PHONE.height / 6);
  expect(layout.controls).toHaveLength(4); // three remove buttons and Compare
  for (const control of layout.controls) {
    expect(control.left).toBeGreaterThanOrEqual(0);
    expect(control.right).toBeLessThanOrEqual(PHONE.width);
    expect(control.bottom).toBeLessThanOrEqual(PHONE.height);
    // Still a finger-sized target.
    expect(Math.min(control.width, control.height)).toBeGreaterThanOrEqual(44);
  }
  expect(layout.longName).toEqual([{ cut: true, ellipsis: 'ellipsis', insideSlot: true }]);
  // The name is cut on screen only: the remove button still names the whole car.
  expect(
    await listing.$(
      '.saved-cars-bar__remove[aria-label="Remove 2025 Tesla Model 3 Rear-Wheel Drive"]',
    ),
  ).not.toBeNull();
  expect(await seriousAxeViolations(listing)).toEqual([]);

  expect(problems).toEqual([]);
  await Promise.all([listing.close(), other.close()]);
});
