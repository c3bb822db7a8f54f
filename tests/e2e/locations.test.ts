import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const LOCATION_PATH = '/locations/harbour-city-toyota-sales';
// The footer has its own holiday hours and map; these tests are about the page's.
const HOLIDAY_BUTTON = 'main button.holiday-hours__open';

async function openPage(path: string, slug = 'harbour-city-motors') {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport({ width: 390, height: 844 });
  const response = await page.goto(`${env.origin(slug)}${path}`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
  return { page, problems };
}

function isDialogOpen(page: Page) {
  return page.$eval('main dialog.holiday-hours', (dialog) => (dialog as HTMLDialogElement).open);
}

function isFocusInDialog(page: Page) {
  return page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
}

function isButtonFocused(page: Page) {
  return page.evaluate(
    (selector) => document.activeElement === document.querySelector(selector),
    HOLIDAY_BUTTON,
  );
}

describe('Holiday Opening Hours dialog', () => {
  test('opens from the keyboard, keeps focus inside, closes with Escape back on its button', async () => {
    const { page, problems } = await openPage(LOCATION_PATH);
    expect(await isDialogOpen(page)).toBe(false);
    await waitForHydration(page, HOLIDAY_BUTTON);
    await page.focus(HOLIDAY_BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector('main dialog.holiday-hours[open]');
    expect(await isFocusInDialog(page)).toBe(true);
    const label = await page.$eval('dialog[open]', (dialog) => {
      const heading = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      return heading?.textContent;
    });
    expect(label).toBe('Holiday Opening Hours');
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab');
      expect(await isFocusInDialog(page)).toBe(true);
    }
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await isFocusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('main dialog.holiday-hours:not([open])');
    expect(await isButtonFocused(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('opens with the mouse, lists the holiday dates, closes with its Close button or the backdrop', async () => {
    const { page, problems } = await openPage(LOCATION_PATH);
    await waitForHydration(page, HOLIDAY_BUTTON);
    await page.click(HOLIDAY_BUTTON);
    await page.waitForSelector('main dialog.holiday-hours[open]');
    const firstRow = await page.$eval('dialog[open] tbody tr', (row) => row.textContent);
    expect(firstRow).toBe('Thu 24 Dec 2026Christmas Eve8:30am - 2:00pm');
    await page.click('dialog[open] .holiday-hours__close');
    await page.waitForSelector('main dialog.holiday-hours:not([open])');
    expect(await isButtonFocused(page)).toBe(true);

    await page.click(HOLIDAY_BUTTON);
    await page.waitForSelector('main dialog.holiday-hours[open]');
    await page.mouse.click(5, 5);
    await page.waitForSelector('main dialog.holiday-hours:not([open])');
    expect(problems).toEqual([]);
    await page.close();
  });
});

test('axe-core finds no serious or critical violation on a location page, dialog closed or open', async () => {
  const { page } = await openPage('/locations/harbour-city-motors');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await waitForHydration(page, HOLIDAY_BUTTON);
  await page.click(HOLIDAY_BUTTON);
  await page.waitForSelector('main dialog.holiday-hours[open]');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.close();
});

test('a contact-us page hydrates cleanly and passes axe-core', async () => {
  const { page, problems } = await openPage(
    '/contact-us/southern-cross-trucks',
    'southern-cross-trucks',
  );
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Contact Southern Cross Trucks');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});

test('Show map swaps in the map frame only when asked, and moves focus to it', async () => {
  const page = await env.browser.newPage();
  // Offline: answer the map frame's request here instead of reaching Google.
  await page.setRequestInterception(true);
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== 'www.google.com') return void request.continue();
    mapRequests.push(request.url());
    void request.respond({ status: 200, contentType: 'text/html', body: '<p>map</p>' });
  });
  const problems = watchForProblems(page);
  await page.goto(`${env.origin('bayside-mazda')}/locations/bayside-mazda`, {
    waitUntil: 'networkidle0',
  });
  expect(mapRequests).toEqual([]);
  const boxBefore = await page.$eval(
    'main .map-embed',
    (box) => box.getBoundingClientRect().height,
  );
  await waitForHydration(page, 'main .map-embed button');
  await page.click('main .map-embed button');
  const frame = await page.waitForSelector('main .map-embed iframe');
  expect(await frame!.evaluate((element) => element.getAttribute('title'))).toBe(
    'Map of Bayside Mazda',
  );
  expect(await frame!.evaluate((element) => element.getAttribute('loading'))).toBe('lazy');
  expect(await frame!.evaluate((element) => document.activeElement === element)).toBe(true);
  expect(await page.$eval('main .map-embed', (box) => box.getBoundingClientRect().height)).toBe(
    boxBefore,
  );
  expect(mapRequests[0]).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.*&output=embed$/);
  expect(problems).toEqual([]);
  await page.close();
});

describe('Our Locations carousel', () => {
  async function scrollLeftAfter(page: Page, ms: number) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return page.$eval('.location-list__track', (track) => track.scrollLeft);
  }

  test('scrolls itself on a phone, with a Pause button that stops it', async () => {
    const { page, problems } = await openPage('/');
    await page.waitForSelector('.location-list__pause');
    expect(
      await page.$eval('.location-list__swipe', (hint) => getComputedStyle(hint).display),
    ).not.toBe('none');
    await page.waitForFunction(
      () => document.querySelector('.location-list__track')!.scrollLeft > 0,
      { timeout: 8000 },
    );
    await page.click('.location-list__pause');
    expect(await page.$eval('.location-list__pause', (button) => button.textContent)).toMatch(
      /^Play/,
    );
    // Let a smooth scroll already under way finish, then nothing may move.
    const pausedAt = await scrollLeftAfter(page, 1000);
    expect(await scrollLeftAfter(page, 6000)).toBe(pausedAt);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('holds still while focus is inside it', async () => {
    const { page, problems } = await openPage('/');
    await page.waitForSelector('.location-list__pause');
    await page.focus('.location-list__track li:nth-child(2) a');
    const heldAt = await scrollLeftAfter(page, 1000);
    expect(await scrollLeftAfter(page, 6000)).toBe(heldAt);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('never moves under prefers-reduced-motion', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${env.origin('harbour-city-motors')}/`, { waitUntil: 'networkidle0' });
    expect(await scrollLeftAfter(page, 6000)).toBe(0);
    expect(await page.$('.location-list__pause')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });
});

test('View Location on a home page card opens the location page in the browser, without a reload', async () => {
  const { page, problems } = await openPage('/', 'southern-cross-trucks');
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_data=')) dataRequests.push(new URL(request.url()).search);
  });
  const link = 'main .location-card a[href="/locations/southern-cross-trucks-dandenong-service"]';
  await waitForHydration(page, link);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.click(link);
  await page.waitForFunction(
    () => document.querySelector('h1')?.textContent === 'Southern Cross Trucks Dandenong - Service',
  );
  expect(dataRequests).toContain('?_data=location');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(await page.title()).toMatch(/^Southern Cross Trucks Dandenong - Service \|/);
  expect(problems).toEqual([]);
  await page.close();
});
