// docs/architecture.md in Chromium: the car page hydrates cleanly, the gallery works by keyboard,
// the finance calculator recomputes in the browser, axe finds nothing serious.
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const SLUG = 'harbour-city-motors';

/** A car with several photos and a price, found through the listing like a shopper would. */
async function openPricedCar(page: Page) {
  await page.goto(`${env.origin(SLUG)}/search/used-cars`, { waitUntil: 'networkidle0' });
  const href = await page.$eval('.listing-hits article h2 a, .listing-hits article h3 a', (a) =>
    a.getAttribute('href'),
  );
  const response = await page.goto(`${env.origin(SLUG)}${href}`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
}

const counter = (page: Page) =>
  page.$eval('.car-gallery__counter', (el) => (el.textContent ?? '').trim());
const weekly = (page: Page) =>
  page.$eval('.finance-calculator dd', (el) => (el.textContent ?? '').trim());

test('gallery by keyboard, calculator by typing; no console problems, axe clean', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openPricedCar(page);
  await waitForHydration(page, '.car-gallery__next');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const total = Number((await counter(page)).split('/')[1]);
  expect(total).toBeGreaterThan(1);
  await page.focus('.car-gallery__next');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => document.querySelector('.car-gallery__counter')?.textContent?.trim().startsWith('2'),
    { timeout: 5000 },
  );
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(
    () => document.querySelector('.car-gallery__counter')?.textContent?.trim().startsWith('1'),
    { timeout: 5000 },
  );
  await page.keyboard.press('End');
  expect(await counter(page)).toBe(`${total} / ${total}`);
  // Focus stays on the control the shopper used.
  expect(await page.evaluate(() => document.activeElement?.className)).toContain(
    'car-gallery__next',
  );

  const before = await weekly(page);
  const term = await page.$('.finance-calculator input[id$="-termYears"]');
  await term!.click({ clickCount: 3 });
  await term!.type('2');
  await page.waitForFunction(
    (old: string) => document.querySelector('.finance-calculator dd')?.textContent?.trim() !== old,
    { timeout: 5000 },
    before,
  );
  const after = await weekly(page);
  // A shorter term means a larger weekly repayment.
  const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  expect(dollars(after)).toBeGreaterThan(dollars(before));
  // The repayment reads as money, the number of repayments as a count (2 years of weeks).
  expect(after).toMatch(/^\$[\d,]+ weekly$/);
  expect(
    await page.$$eval('.finance-calculator__amounts > div', (items) =>
      items.map((item) => item.textContent?.trim()),
    ),
  ).toContain('Number of repayments104 weekly');
  expect(await page.$eval('.finance-calculator', (el) => el.textContent)).toMatch(
    /comparison rate/i,
  );
  expect(problems).toEqual([]);
  await page.close();
});

test('revealing the phone shows the full number, records the reveal and fires event 25', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openPricedCar(page);
  const button = '.car-sidebar button';
  await waitForHydration(page, button);
  const reveal = page.waitForResponse((res) => res.url().endsWith('/api/phone-reveals'));
  await page.click(button);
  expect((await reveal).status()).toBe(201);
  const link = await page.waitForSelector('.car-sidebar a[href^="tel:"]', { timeout: 5000 });
  const number = await link!.evaluate((a) => a.textContent ?? '');
  expect(number).not.toContain('*');
  // Focus follows the reveal to the number, so a keyboard user can call at once.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/^tel:/);
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<{ event_id: number }> }).dataLayer ?? []).map(
      (entry) => entry.event_id,
    ),
  );
  expect(events).toContain(25);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});
