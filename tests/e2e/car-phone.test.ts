// decision 0010 in Chromium at 390x844 on every demo site: the car page's first screen holds the
// photo, title, price and Enquire; the bottom bar stays in view, reveals the phone the way the
// sidebar does, offers Reserve exactly where the listing does, and leaves the footer and the
// saved-cars bar uncovered; the gallery follows a finger. At 1440x900 the sidebar is beside.
import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { DEMO_SLUGS } from '../support/test-platform.ts';

const env = useE2eEnvironment();
const PHONE = { width: 390, height: 844, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };
const listingPaths = new Map(
  loadTenants(repoPath('tenants')).map((tenant) => [tenant.slug, tenant.search.listing_path]),
);
const BAR = '.car-action-bar';

interface ListedCar {
  href: string;
  /** The card's Reserve Now link, where the listing offers one. */
  reserveHref: string | null;
}

/** The first page of the site's listing, read on a desktop-sized page like a shopper would. */
async function listedCars(page: Page, slug: string): Promise<ListedCar[]> {
  await page.setViewport(DESKTOP);
  await page.goto(`${env.origin(slug)}${listingPaths.get(slug)}`, { waitUntil: 'networkidle0' });
  return page.$$eval('.listing-hits article', (cards) =>
    cards.map((card) => ({
      href: card.querySelector('a[href^="/cars/"]')?.getAttribute('href') ?? '',
      reserveHref:
        card.querySelector('a[href$="/checkout"], a[href$="/buy-online"]')?.getAttribute('href') ??
        null,
    })),
  );
}

async function openCar(page: Page, slug: string, href: string) {
  await page.setViewport(PHONE);
  const response = await page.goto(`${env.origin(slug)}${href}`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, `${BAR} button, ${BAR} a`);
}

type Box = { top: number; bottom: number; left: number; right: number; height: number };

function box(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((sel: string) => {
    const element = document.querySelector(sel);
    if (!element) return null;
    const { top, bottom, left, right, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, height };
  }, selector);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(DEMO_SLUGS)('%s car page on a phone', (slug) => {
  test('first screen, bottom bar through the page, Reserve where the listing has it, axe clean', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    const cars = await listedCars(page, slug);
    const reservable = cars.find((car) => car.reserveHref);
    const notReservable = cars.find((car) => !car.reserveHref);
    expect(notReservable).toBeDefined();

    for (const car of [reservable, notReservable].filter((listed) => listed !== undefined)) {
      await openCar(page, slug, car.href);
      expect((await box(page, 'header.site-header'))!.height).toBeLessThanOrEqual(72);
      const firstScreen = {
        photoTop: (await box(page, '.car-gallery__image'))!.top,
        title: await box(page, 'h1'),
        price: await box(page, '.car__price'),
        enquire: await box(page, `${BAR} .car-action-bar__action--primary`),
      };
      expect(firstScreen.photoTop).toBeGreaterThanOrEqual(0);
      expect(firstScreen.photoTop).toBeLessThan(PHONE.height);
      for (const part of [firstScreen.title, firstScreen.price, firstScreen.enquire]) {
        expect(part!.top).toBeGreaterThanOrEqual(0);
        expect(part!.bottom).toBeLessThanOrEqual(PHONE.height);
      }
      // The bar's main action is the sidebar's first: Enquire for a car on sale.
      const primaryLabels = await page.$$eval(
        `${BAR} .car-action-bar__action--primary, .car-sidebar__actions li:first-child a`,
        (links) => links.map((link) => link.textContent),
      );
      expect(primaryLabels).toEqual(['Enquire', 'Enquire']);

      // Reserve in the bar exactly where the listing card and the sidebar offer it.
      const barReserve = await page
        .$eval(`${BAR} .car-action-bar__action--reserve`, (a) => a.getAttribute('href'))
        .catch(() => null);
      const sidebarReserve = await page
        .$eval('.car-sidebar .car-action--reserve', (a) => a.getAttribute('href'))
        .catch(() => null);
      expect(barReserve).toBe(car.reserveHref);
      expect(barReserve).toBe(sidebarReserve);

      // Halfway down the page the bar is still on screen, its buttons finger-sized.
      await page.evaluate(() =>
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2),
      );
      const bar = (await box(page, BAR))!;
      expect(bar.top).toBeGreaterThan(PHONE.height / 2);
      expect(bar.bottom).toBeLessThanOrEqual(PHONE.height);
      const heights = await page.$$eval(`${BAR} .car-action-bar__action`, (actions) =>
        actions.map((action) => action.getBoundingClientRect().height),
      );
      expect(heights.length).toBeGreaterThanOrEqual(2);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);

      // At the very end the footer's last line sits above the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerEnd = await page.$eval('.site-footer', (footer) =>
        Math.max(
          ...[...footer.querySelectorAll('*')]
            .filter(
              (element) => element.children.length === 0 && element.getClientRects().length > 0,
            )
            .map((element) => element.getBoundingClientRect().bottom),
        ),
      );
      expect(footerEnd).toBeLessThanOrEqual((await box(page, BAR))!.top + 0.5);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    }
    await page.setViewport({ ...PHONE, width: 360 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewport(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  test('Call in the bar reveals the number, records it and fires event 25, once for the page', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    const [car] = await listedCars(page, slug);
    await openCar(page, slug, car!.href);
    const call = `${BAR} button.car-action-bar__action`;
    await waitForHydration(page, call);
    expect(await page.$eval(call, (button) => button.textContent)).toMatch(/^Call/);
    const reveal = page.waitForResponse((res) => res.url().endsWith('/api/phone-reveals'));
    await page.click(call);
    expect((await reveal).status()).toBe(201);
    const link = await page.waitForSelector(`${BAR} a[href^="tel:"]`, { timeout: 5000 });
    const number = await link!.evaluate((a) => a.textContent ?? '');
    expect(number).toMatch(/\d{3,4} \d{3,4}/);
    expect(number).not.toContain('*');
    // Focus follows the reveal to the number in the bar, so a keyboard user can call at once.
    expect(
      await page.evaluate(() => document.activeElement?.closest('.car-action-bar') !== null),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(
      /^tel:/,
    );
    // The sidebar's card shows the same number: one reveal for the page.
    expect(await page.$('.car-sidebar .phone-reveal a[href^="tel:"]')).not.toBeNull();
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event_id: number }> }).dataLayer ?? []).map(
        (entry) => entry.event_id,
      ),
    );
    expect(events.filter((id) => id === 25)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a finger swipe moves the gallery to the next photo and back', async () => {
    const page = await env.browser.newPage();
    const [car] = await listedCars(page, slug);
    await openCar(page, slug, car!.href);
    await waitForHydration(page, '.car-gallery__slides');
    const counter = () =>
      page.$eval('.car-gallery__counter', (el) => (el.textContent ?? '').trim());
    const total = Number((await counter()).split('/')[1]);
    expect(total).toBeGreaterThan(1);
    const slides = (await box(page, '.car-gallery__slides'))!;
    const y = slides.top + slides.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await page.touchscreen.touchStart(fromX, y);
      for (let step = 1; step <= 8; step += 1) {
        await page.touchscreen.touchMove(fromX + ((toX - fromX) * step) / 8, y + 2);
      }
      await page.touchscreen.touchEnd();
    };
    const middle = (slides.left + slides.right) / 2;
    await swipe(middle + 80, middle - 80);
    await page.waitForFunction(
      () => document.querySelector('.car-gallery__counter')?.textContent?.trim().startsWith('2'),
      { timeout: 5000 },
    );
    await swipe(middle - 80, middle + 80);
    await page.waitForFunction(
      () => document.querySelector('.car-gallery__counter')?.textContent?.trim().startsWith('1'),
      { timeout: 5000 },
    );
    expect(await counter()).toBe(`1 / ${total}`);
    await page.close();
  });
});

test('the saved-cars bar shows above the bottom bar, not under it', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  const [car] = await listedCars(page, 'harbour-city-motors');
  await openCar(page, 'harbour-city-motors', car!.href);
  await waitForHydration(page, '.car__header .favourite-button');
  await page.click('.car__header .favourite-button');
  await page.waitForSelector('.saved-cars-bar:not([hidden])');
  // The pointer rests on the saved-cars bar, which keeps it open while it is measured.
  await page.hover('.saved-cars-bar');
  const saved = (await box(page, '.saved-cars-bar'))!;
  const bar = (await box(page, BAR))!;
  expect(saved.bottom).toBeLessThanOrEqual(bar.top + 0.5);
  expect(saved.top).toBeGreaterThanOrEqual(0);
  expect(problems).toEqual([]);
  await page.close();
});

test('desktop keeps the sidebar beside the photos, in view while the page scrolls; no bottom bar', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  const [car] = await listedCars(page, 'harbour-city-motors');
  await page.goto(`${env.origin('harbour-city-motors')}${car!.href}`, {
    waitUntil: 'networkidle0',
  });
  const photos = (await box(page, '.car__photos'))!;
  const sidebar = (await box(page, '.car-sidebar'))!;
  expect(sidebar.left).toBeGreaterThan(photos.right);
  expect(Math.abs(sidebar.top - photos.top)).toBeLessThan(2);
  expect(await page.$eval(BAR, (bar) => getComputedStyle(bar).display)).toBe('none');
  const details = (await box(page, '.car__details'))!;
  await page.evaluate((top: number) => window.scrollTo(0, window.scrollY + top), details.top);
  const stuck = (await box(page, '.car-sidebar'))!;
  expect(stuck.top).toBeGreaterThanOrEqual(0);
  expect(stuck.top).toBeLessThan(40);
  expect(problems).toEqual([]);
  await page.close();
});
