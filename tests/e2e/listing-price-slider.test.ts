// product rule 9.9 price slider: keyboard only, one history entry per gesture, results and chips
// follow the URL, Back restores the previous range.
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { settledBox, waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const SLUG = 'harbour-city-motors';
const LISTING = '/search/new-used-and-demo-cars/';
const MIN_HANDLE = '[role="slider"][aria-label="Minimum price"]';
const MAX_HANDLE = '[role="slider"][aria-label="Maximum price"]';
/** The side-column layout: on phones the facets are in a drawer (listing-phone.test.ts). */
const DESKTOP = { width: 1280, height: 900 };

const path = (page: Page) => page.evaluate(() => location.pathname + location.search);
const historyLength = (page: Page) => page.evaluate(() => history.length);

async function waitForPath(page: Page, expected: string) {
  await page.waitForFunction(
    (want: string) => location.pathname + location.search === want,
    { timeout: 5000 },
    expected,
  );
}

/** Waits until the chips read exactly these labels (results have arrived for the URL). */
async function waitForChips(page: Page, labels: string[]) {
  await page.waitForFunction(
    (want: string[]) => {
      const chips = [...document.querySelectorAll('.listing-chip')].map((chip) =>
        (chip.firstChild?.textContent ?? '').trim(),
      );
      return JSON.stringify(chips) === JSON.stringify(want);
    },
    { timeout: 5000 },
    labels,
  );
}

const handleState = (page: Page, selector: string) =>
  page.$eval(selector, (handle) => ({
    now: Number(handle.getAttribute('aria-valuenow')),
    text: handle.getAttribute('aria-valuetext'),
  }));

const cardPrices = (page: Page) =>
  page.$$eval('.listing-hits article .car-card__price strong', (prices) =>
    prices.map((price) => Number((price.textContent ?? '').replace(/[^\d]/g, ''))),
  );

async function waitForPricesWithin(page: Page, min: number, max: number) {
  await page.waitForFunction(
    (low: number, high: number) => {
      const prices = [
        ...document.querySelectorAll('.listing-hits article .car-card__price strong'),
      ].map((price) => Number((price.textContent ?? '').replace(/[^\d]/g, '')));
      return prices.length > 0 && prices.every((price) => price >= low && price <= high);
    },
    { timeout: 5000 },
    min,
    max,
  );
}

test('price handles by keyboard: the URL, the results and the chips follow; Back restores', async () => {
  const page = await env.browser.newPage();
  await page.setViewport(DESKTOP);
  const problems = watchForProblems(page);
  await page.goto(`${env.origin(SLUG)}${LISTING}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, MIN_HANDLE);
  expect(await handleState(page, MIN_HANDLE)).toEqual({ now: 5000, text: '$5,000' });
  expect(await handleState(page, MAX_HANDLE)).toEqual({ now: 250000, text: '$250,000' });
  const entries = await historyLength(page);

  // PageUp: ten steps of $500.
  await page.focus(MIN_HANDLE);
  await page.keyboard.press('PageUp');
  await waitForPath(page, `${LISTING}?price=10000-`);
  await waitForChips(page, ['From $10K']);
  expect(await handleState(page, MIN_HANDLE)).toEqual({ now: 10000, text: '$10,000' });

  // Holding PageDown on the upper handle: many moves, one search and one history entry on release.
  await page.focus(MAX_HANDLE);
  for (let press = 0; press < 44; press += 1) await page.keyboard.down('PageDown');
  expect(await handleState(page, MAX_HANDLE)).toEqual({ now: 30000, text: '$30,000' });
  expect(await path(page)).toBe(`${LISTING}?price=10000-`);
  await page.keyboard.up('PageDown');
  await waitForPath(page, `${LISTING}?price=10000-30000`);
  await waitForChips(page, ['From $10K', 'To $30K']);
  expect(await historyLength(page)).toBe(entries + 2);

  // The chips follow the state at once; the cards follow when that search returns.
  await waitForPricesWithin(page, 10000, 30000);
  expect((await cardPrices(page)).length).toBeGreaterThan(0);

  // The handles cannot cross: Home on the upper handle stops at the lower one.
  await page.keyboard.press('Home');
  await waitForPath(page, `${LISTING}?price=10000-10000`);
  expect(await handleState(page, MAX_HANDLE)).toEqual({ now: 10000, text: '$10,000' });
  expect(await page.$eval(MIN_HANDLE, (handle) => handle.getAttribute('aria-valuemax'))).toBe(
    '10000',
  );

  await page.goBack();
  await waitForPath(page, `${LISTING}?price=10000-30000`);
  await page.waitForFunction(
    (selector: string) =>
      document.querySelector(selector)?.getAttribute('aria-valuenow') === '30000',
    { timeout: 5000 },
    MAX_HANDLE,
  );
  await page.goBack();
  await waitForPath(page, `${LISTING}?price=10000-`);
  await waitForChips(page, ['From $10K']);
  expect(await handleState(page, MAX_HANDLE)).toEqual({ now: 250000, text: '$250,000' });

  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});

test('dragging a handle searches once, on release', async () => {
  const page = await env.browser.newPage();
  await page.setViewport(DESKTOP);
  const problems = watchForProblems(page);
  await page.goto(`${env.origin(SLUG)}${LISTING}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, MAX_HANDLE);
  const track = await settledBox(page, '.price-slider__track');
  const y = track.top + track.height / 2;
  // What the pointer will press: the maximum handle, inside the track (a failure names what
  // was there instead).
  const pressed = await page.evaluate(
    (x: number, atY: number) => {
      const element = document.elementFromPoint(x, atY);
      return element?.closest('.price-slider__track')
        ? 'the track'
        : (element?.outerHTML.slice(0, 120) ?? 'nothing');
    },
    track.left + track.width - 1,
    y,
  );
  expect(pressed).toBe('the track');
  await page.mouse.move(track.left + track.width - 1, y);
  await page.mouse.down();
  await page.mouse.move(track.left + track.width * 0.6, y, { steps: 10 });
  await page.mouse.move(track.left + track.width * 0.5, y, { steps: 10 });
  expect(await path(page)).toBe(LISTING);
  await page.mouse.up();
  const { now } = await handleState(page, MAX_HANDLE);
  expect(now).toBeGreaterThan(120000);
  expect(now).toBeLessThan(135000);
  await waitForPath(page, `${LISTING}?price=-${now}`);
  expect(problems).toEqual([]);
  await page.close();
});

test('without JavaScript the range form still searches, through the one canonical URL', async () => {
  const page = await env.browser.newPage();
  await page.setViewport(DESKTOP);
  await page.setJavaScriptEnabled(false);
  await page.goto(`${env.origin(SLUG)}${LISTING}?query=a`, { waitUntil: 'load' });
  expect(await page.$(MIN_HANDLE)).toBeNull();
  await page.type('input[name="price_min"]', '10000');
  await page.type('input[name="price_max"]', '30000');
  await Promise.all([page.waitForNavigation(), page.click('.range-facets__apply')]);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
    `${LISTING}?query=a&price=10000-30000`,
  );
  // Scripts the page skipped stay skipped; this only lets the test read the page and run axe.
  await page.setJavaScriptEnabled(true);
  expect(await page.$(MIN_HANDLE)).toBeNull();
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(10000);
    expect(price).toBeLessThanOrEqual(30000);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.close();
});
