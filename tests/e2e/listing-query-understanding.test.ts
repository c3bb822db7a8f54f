// product rules 9.15 and 9.16 in the browser, on a phone: a typed query becomes the listing's
// chips and URL, the typeahead names the understood search first, and an empty listing offers
// its ways out with their counts, axe-clean and without sideways scrolling.
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const SLUG = 'harbour-city-motors';
const LISTING = '/search/new-used-and-demo-cars/';
const INPUT = '.listing-search-box input[role="combobox"]';
const PHONE = { width: 390, height: 844 };

type Problems = ReturnType<typeof watchForProblems>;
/** A stale typeahead request is aborted by design when the shopper keeps typing. */
const unexpected = (problems: Problems) =>
  problems.filter((problem) => !/multi-search net::ERR_ABORTED/.test(problem));

async function openPhoneListing(page: Page, path: string) {
  await page.setViewport(PHONE);
  await page.goto(`${env.origin(SLUG)}${path}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, INPUT);
}

const chips = (page: Page) =>
  page.$$eval('.listing-chips__list li', (items) =>
    items.map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );

test('a submitted query becomes chips and the friendly URL; the typeahead names it first', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openPhoneListing(page, LISTING);
  await page.click(INPUT);
  await page.type(INPUT, '7 seater suv');
  await page.waitForSelector('[role="listbox"] [role="option"]', { visible: true });
  const first = await page.$eval(
    '[role="listbox"] [role="option"] .typeahead__name',
    (name) => name.textContent ?? '',
  );
  expect(first).toMatch(/^SUVs with 7\+ seats · [\d,]+ vehicles?$/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/search/suv', { timeout: 5000 });
  expect(new URL(page.url()).search).toBe('?seats=7-');
  await page.waitForFunction(() => document.querySelectorAll('.listing-chips__list li').length > 0);
  expect((await chips(page)).join(' | ')).toMatch(/SUV.*7\+ Seats|7\+ Seats.*SUV/);
  expect(unexpected(problems)).toEqual([]);
  await page.close();
});

test("a colour word becomes a chip the shopper removes: 'red hilux'", async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openPhoneListing(page, LISTING);
  await page.type(INPUT, 'red hilux');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.search.includes('colour=Red'), { timeout: 5000 });
  expect(new URL(page.url()).search).toBe('?make=Toyota&make_model=Toyota+HiLux&colour=Red');
  await page.waitForFunction(() => document.querySelectorAll('.listing-chips__list li').length > 2);
  expect(await chips(page)).toContain('Red (remove filter) ×');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.$$eval('.listing-chip', (links) =>
    (links.find((link) => link.textContent?.startsWith('Red')) as HTMLElement | undefined)?.click(),
  );
  await page.waitForFunction(() => location.pathname === '/search/toyota/hilux', { timeout: 5000 });
  expect(new URL(page.url()).search).toBe('');
  expect(unexpected(problems)).toEqual([]);
  await page.close();
});

test('an empty listing on a phone: what was searched, ways out with counts, axe-clean', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openPhoneListing(page, '/search/suv?query=xqzvk');
  expect(await page.$eval('.listing-empty p', (p) => p.textContent)).toBe(
    'No vehicles match “xqzvk”, SUV.',
  );
  // The counts arrive from the search proxy once the page runs.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.listing-empty__options a')].every((a) =>
        / · [\d,]+ vehicles?$/.test(a.textContent ?? ''),
      ),
    { timeout: 5000 },
  );
  const options = await page.$$eval('.listing-empty__options a', (links) =>
    links.map((a) => a.textContent ?? ''),
  );
  expect(options.map((text) => text.replace(/ · .*/, ''))).toEqual([
    'Without SUV',
    'Without “xqzvk”',
    'Everything in stock',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(unexpected(problems)).toEqual([]);
  await page.close();
});
