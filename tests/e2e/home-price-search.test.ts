// product rule 2.10 'Price slider search': a price range on the home page opens the listing sorted
// by price, highest first — by keyboard with JavaScript, and as a plain form without.
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const SLUG = 'harbour-city-motors';
const MAX_HANDLE = '.price-search [role="slider"][aria-label="Maximum price"]';

const cardPrices = (page: Page) =>
  page.$$eval('.listing-hits article .car-card__price strong', (prices) =>
    prices.map((price) => Number((price.textContent ?? '').replace(/[^\d]/g, ''))),
  );

test('the home price search opens the listing within the range, dearest first', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.goto(`${env.origin(SLUG)}/`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, MAX_HANDLE);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.focus(MAX_HANDLE);
  // End is the top of the scale (no limit); ten PageDowns take it to $200,000.
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('PageDown');
  expect(await page.$eval(MAX_HANDLE, (el) => el.getAttribute('aria-valuetext'))).toBe('$200,000');
  await page.click('.price-search button[type="submit"]');
  await page.waitForFunction(() => location.pathname.startsWith('/search/'), { timeout: 5000 });
  await page.waitForSelector('.listing-hits article');
  expect(await page.evaluate(() => location.search)).toBe('?price=-200000&sort=price-desc');
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price) => price <= 200_000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  expect(problems).toEqual([]);
  await page.close();
});

test('without JavaScript the price search is a form that reaches the same listing', async () => {
  const page = await env.browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.goto(`${env.origin(SLUG)}/`, { waitUntil: 'load' });
  await page.type('.price-search input[name="price_min"]', '10000');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.click('.price-search button[type="submit"]'),
  ]);
  expect(await page.evaluate(() => location.search)).toBe('?price=10000-&sort=price-desc');
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price) => price >= 10_000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await page.close();
});
