// decision 0010: the listing on a phone. The first car starts on the first screen, a sticky bar
// holds Filter and Sort, the facets open in a modal drawer, the chips stay in one row that
// scrolls sideways and ends with Clear all; wide screens keep the side column.
import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const PHONE = { width: 390, height: 844 };
/** The first car card starts on the first screen at 390x844 (site header included). */
const FIRST_CARD_MAX_TOP = 600;
const SITES = loadTenants(repoPath('tenants')).map((tenant) => ({
  slug: tenant.slug,
  listingPath: tenant.search.listing_path,
}));

/** Opens a listing at phone size and waits until the Filter button has hydrated into a button. */
async function openPhoneListing(page: Page, url: string, viewport = PHONE) {
  await page.setViewport(viewport);
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('button.listing-filter-button', { timeout: 10_000 });
}

/** The first car card's top in page coordinates. */
const firstCardTop = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('.listing-hits > li:not(.promo-card)');
    return card ? card.getBoundingClientRect().top + window.scrollY : Number.NaN;
  });

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const showButtonText = (page: Page) =>
  page.$eval('.listing-drawer__show', (button) => button.textContent ?? '');

const filterCount = (page: Page) =>
  page.$eval('.listing-filter-button', (button) =>
    Number(
      button.querySelector('.listing-filter-button__count')?.textContent?.match(/\d+/)?.[0] ?? 0,
    ),
  );

const activeClass = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.className ?? '');

const isFocusInDialog = (page: Page) =>
  page.evaluate(
    () =>
      !!document
        .querySelector('[role="dialog"][aria-modal="true"]')
        ?.contains(document.activeElement),
  );

describe.each(SITES)('$slug', ({ slug, listingPath }) => {
  test('phone: first car on the first screen, sticky Filter opens a modal drawer that filters live', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await openPhoneListing(page, `${env.origin(slug)}${listingPath}`);
    expect(await firstCardTop(page)).toBeLessThanOrEqual(FIRST_CARD_MAX_TOP);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await page.$('.listing__facets .facet-tile')).not.toBeNull();
    expect(await page.$eval('.listing__facets', (aside) => getComputedStyle(aside).display)).toBe(
      'none',
    );

    // Far down the results, the bar (and Sort beside Filter) is stuck to the top of the screen.
    await page.evaluate(() => window.scrollTo(0, 2500));
    const bar = await page.$eval('.listing__bar', (element) => {
      const rect = (selector: string) =>
        element.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
      return {
        top: element.getBoundingClientRect().top,
        filter: rect('.listing-filter-button'),
        sort: rect('select'),
      };
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(2500);
    expect(Math.abs(bar.top)).toBeLessThanOrEqual(1);
    expect(bar.filter.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(bar.sort.top).toBeLessThan(bar.filter.bottom);
    expect(bar.sort.right).toBeLessThanOrEqual(PHONE.width);

    const before = await showButtonText(page);
    const total = Number(before.replace(/[^\d]/g, ''));
    await page.click('.listing-filter-button');
    await page.waitForSelector('[role="dialog"][aria-modal="true"]');
    const drawer = await page.$eval('[role="dialog"]', (dialog) => {
      const { top, bottom, left, right } = dialog.getBoundingClientRect();
      return { top, bottom, left, right };
    });
    expect(drawer).toEqual({ top: 0, bottom: PHONE.height, left: 0, right: PHONE.width });
    expect(await isFocusInDialog(page)).toBe(true);
    expect(await activeClass(page)).toContain('listing-drawer__close');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Tab wraps at both ends of the drawer rather than leaving it.
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await activeClass(page)).toContain('listing-drawer__show');
    await page.keyboard.press('Tab');
    expect(await activeClass(page)).toContain('listing-drawer__close');
    expect(await isFocusInDialog(page)).toBe(true);

    // A tile that narrows the results: the Show button and the Filter count follow.
    const tile = await page.$$eval(
      '[role="dialog"] .facet-tile',
      (tiles, all: number) => {
        const index = tiles.findIndex(
          (t) => Number(t.querySelector('.facet-tile__count')?.textContent) < all,
        );
        return {
          index,
          count: Number(tiles[index]?.querySelector('.facet-tile__count')?.textContent),
        };
      },
      total,
    );
    expect(tile.index).toBeGreaterThanOrEqual(0);
    const tiles = await page.$$('[role="dialog"] .facet-tile');
    await tiles[tile.index]!.click();
    const expected = `Show ${tile.count} ${tile.count === 1 ? 'vehicle' : 'vehicles'}`;
    await page.waitForFunction(
      (want: string) => document.querySelector('.listing-drawer__show')?.textContent === want,
      { timeout: 5000 },
      expected,
    );
    expect(await filterCount(page)).toBe(1);
    expect(await page.$('[role="dialog"][aria-modal="true"]')).not.toBeNull();

    // Escape closes it; focus goes back to Filter and the new results start in view.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await activeClass(page)).toContain('listing-filter-button');
    const after = await page.evaluate(() => ({
      results: document.querySelector('#listing-results')!.getBoundingClientRect().top,
      card: document.querySelector('.listing-hits > li')!.getBoundingClientRect().top,
      bar: document.querySelector('.listing__bar')!.getBoundingClientRect().bottom,
    }));
    expect(Math.abs(after.results)).toBeLessThanOrEqual(1);
    expect(after.card).toBeGreaterThanOrEqual(after.bar);
    expect(after.card).toBeLessThan(PHONE.height);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('phone, filtered: chips in one row that scrolls sideways, first car on the first screen, Clear all', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    const filtered = `${env.origin(slug)}${listingPath}?price=5000-200000&km=0-500000&year=1990-2030`;
    await openPhoneListing(page, filtered, { width: 360, height: 740 });
    const chips = await page.$$eval('.listing-chip, .listing-chips__clear', (links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(chips.length).toBe(7);
    expect(new Set(chips).size).toBe(1);
    expect(await page.$eval('.listing-chips', (row) => row.scrollWidth > row.clientWidth)).toBe(
      true,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await filterCount(page)).toBe(6);

    await page.setViewport(PHONE);
    expect(await firstCardTop(page)).toBeLessThanOrEqual(FIRST_CARD_MAX_TOP);
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.click('.listing-chips__clear');
    await page.waitForFunction(() => !document.querySelector('.listing-chip'), { timeout: 5000 });
    expect(await page.evaluate(() => location.pathname + location.search)).toBe(listingPath);
    expect(await filterCount(page)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

test('desktop: the facets stay in a side column beside the results; no Filter button or drawer', async () => {
  const { slug, listingPath } = SITES[0]!;
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport({ width: 1440, height: 900 });
  await page.goto(`${env.origin(slug)}${listingPath}`, { waitUntil: 'networkidle0' });
  const layout = await page.evaluate(() => {
    const box = (selector: string) =>
      document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
    const isShown = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].some((element) => element.offsetParent);
    return {
      facets: box('.listing__facets'),
      firstTile: box('.listing__facets .facet-tile'),
      results: box('.listing__results'),
      hasFilterButton: isShown('.listing-filter-button'),
      hasDrawerParts: isShown('.listing-drawer__head, .listing-drawer__foot'),
    };
  });
  expect(layout.facets.right).toBeLessThanOrEqual(layout.results.left);
  expect(layout.facets.width).toBeGreaterThanOrEqual(240);
  expect(layout.firstTile.top).toBeLessThan(900);
  expect(layout.hasFilterButton).toBe(false);
  expect(layout.hasDrawerParts).toBe(false);
  expect(await page.$('[role="dialog"]')).toBeNull();
  expect(problems).toEqual([]);
  await page.close();
});

test('desktop: a short last page keeps its count and cards at the top beside the long facets', async () => {
  const { slug, listingPath } = SITES[0]!;
  const page = await env.browser.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  // Past the last page: the listing redirects to the last one, which holds few cars.
  await page.goto(`${env.origin(slug)}${listingPath}?page=9999`, { waitUntil: 'networkidle0' });
  const layout = await page.evaluate(() => {
    const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
    return {
      facets: top('.listing__facets'),
      stats: top('.listing-stats'),
      firstCard: top('.listing-hits > li'),
      page: new URL(location.href).searchParams.get('page'),
    };
  });
  expect(Number(layout.page)).toBeGreaterThan(1);
  // The count sits level with the facets' top, the first card right under it.
  expect(layout.stats - layout.facets).toBeLessThan(60);
  expect(layout.firstCard - layout.stats).toBeLessThan(120);
  await page.close();
});

test('phone without JavaScript: the Filter link leads to the facets, Clear all is a link', async () => {
  const { slug, listingPath } = SITES[0]!;
  const page = await env.browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport(PHONE);
  await page.goto(`${env.origin(slug)}${listingPath}?price=5000-200000`, { waitUntil: 'load' });
  expect(await page.$eval('a.listing-filter-button', (a) => a.getAttribute('href'))).toBe(
    '#listing-filters',
  );
  expect(await page.$eval('.listing-chips__clear', (a) => a.getAttribute('href'))).toBe(
    listingPath,
  );
  await page.click('a.listing-filter-button');
  await page.waitForFunction(() => location.hash === '#listing-filters');
  const facets = await page.$eval('.listing__facets', (aside) => ({
    top: aside.getBoundingClientRect().top,
    height: aside.getBoundingClientRect().height,
  }));
  expect(facets.height).toBeGreaterThan(PHONE.height / 2);
  expect(Math.abs(facets.top)).toBeLessThanOrEqual(1);
  await Promise.all([page.waitForNavigation(), page.click('.listing-chips__clear')]);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(listingPath);
  await page.close();
});
