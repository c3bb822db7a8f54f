// decision 0013: every facet kind of product rule 3.1 used on a demo site as a shopper would, every value
// reachable (Show more, All Makes, the make search), tiles with logos and body images, and
// the product rule 9.4 chips, each removable on its own with and without JavaScript.
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { MAKE_ORDER, POPULAR_MAKES_LIMIT, sortMakes } from '#shared/listing/facet-order.ts';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const DESKTOP = { width: 1280, height: 900 };
const HARBOUR = 'harbour-city-motors';
const LISTING = '/search/new-used-and-demo-cars/';

const path = (page: Page) => page.evaluate(() => location.pathname + location.search);

/** The chips' labels, without the hidden '(remove filter)' and the ×. */
const chipLabels = (page: Page) =>
  page.$$eval('.listing-chip', (chips) =>
    chips.map((chip) => chip.childNodes[0]?.textContent?.trim() ?? ''),
  );

async function waitForChips(page: Page, expected: string[]) {
  await page
    .waitForFunction(
      (want: string[]) => {
        const labels = [...document.querySelectorAll('.listing-chip')].map(
          (chip) => chip.childNodes[0]?.textContent?.trim() ?? '',
        );
        return JSON.stringify(labels.sort()) === JSON.stringify([...want].sort());
      },
      { timeout: 5000 },
      expected,
    )
    .catch(async () => expect((await chipLabels(page)).sort()).toEqual([...expected].sort()));
}

const tileLabels = (page: Page, selector: string) =>
  page.$$eval(selector, (labels) => labels.map((label) => label.textContent ?? ''));

async function openListing(page: Page, slug: string, url: string) {
  await page.setViewport(DESKTOP);
  await page.goto(`${env.origin(slug)}${url}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, '.facet-tile');
}

/** Clicks the tile of a facet whose label is `label` (in the first group or behind the expander). */
async function clickTile(page: Page, attribute: string, label: string) {
  const clicked = await page.$$eval(
    `section[aria-labelledby="facet-${attribute}"] .facet-tile`,
    (tiles, want) => {
      const tile = tiles.find(
        (element) => element.querySelector('.facet-tile__label')?.textContent === want,
      ) as HTMLAnchorElement | undefined;
      tile?.closest('details')?.setAttribute('open', '');
      tile?.click();
      return Boolean(tile);
    },
    label,
  );
  expect(clicked, `${attribute} tile ${label}`).toBe(true);
}

test('makes: in the order of product rule 9.10 (its listed makes, then the rest), found by typing; logos and body images on tiles', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page, HARBOUR, LISTING);
  const makes = await tileLabels(page, '#facet-make ~ ul .facet-tile__label');
  // product rule 9.10 order: the listed makes first, in the product rules' order, then the rest alphabetically.
  expect(makes.length).toBeGreaterThan(10);
  expect(makes).toEqual(sortMakes(makes));
  expect(makes.slice(0, 2)).toEqual(['BMW', 'Ford']);
  expect(makes).toContain('Toyota');
  // The first 20 show at once; this site has no more, so there is no All Makes expander
  // (the split past 20 is unit-tested in facet-order.test.ts).
  expect(makes.length).toBeLessThanOrEqual(POPULAR_MAKES_LIMIT);
  expect(await page.$('#facet-make ~ details')).toBeNull();
  const more = makes.filter((make) => !(MAKE_ORDER as readonly string[]).includes(make));
  expect(more.length).toBeGreaterThan(0);

  // Logos on the site's makes, pictures on body types.
  expect(
    await page.$$eval('#facet-make ~ ul .facet-tile img', (images) =>
      images.map((image) => image.getAttribute('src')),
    ),
  ).toContain('/tenant-assets/harbour-city-motors/brands/toyota.svg');
  const bodyTiles = await page.$$eval(
    'section[aria-labelledby="facet-simple_body"] .facet-tile',
    (tiles) => tiles.map((tile) => Boolean(tile.querySelector('img[src]'))),
  );
  expect(bodyTiles.length).toBeGreaterThan(2);
  expect(bodyTiles.every(Boolean)).toBe(true);

  // The make search narrows the tiles to matches, across both groups.
  const rare = more[0]!;
  await page.type('#facet-make-search', rare.slice(0, 3).toLowerCase());
  await page.waitForFunction(
    (before: number) => document.querySelectorAll('#facet-make ~ ul .facet-tile').length < before,
    {},
    makes.length,
  );
  const found = await tileLabels(page, '#facet-make ~ ul .facet-tile__label');
  expect(found).toContain(rare);
  expect(found.every((label) => label.toLowerCase().includes(rare.slice(0, 3).toLowerCase()))).toBe(
    true,
  );
  await clickTile(page, 'make', rare);
  await page.waitForFunction(
    (want: string) => location.pathname === want,
    { timeout: 5000 },
    `/search/${rare.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  );
  await waitForChips(page, [rare]);
  expect(problems).toEqual([]);
  await page.close();
});

test('Show more opens the values past the first 30; one model goes to /search/{make}/{model}; chips come off one at a time', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page, HARBOUR, LISTING);
  expect(await page.$$eval('#facet-make_model ~ ul .facet-tile', (tiles) => tiles.length)).toBe(30);
  expect(await page.$eval('#facet-make_model ~ details summary', (s) => s.textContent)).toMatch(
    /^Show more/,
  );
  await page.click('#facet-make_model ~ details summary');
  const hidden = await tileLabels(page, '#facet-make_model ~ details .facet-tile__label');
  expect(hidden.length).toBeGreaterThan(0);
  const model = hidden.find((label) => label.startsWith('Toyota ')) ?? hidden[0]!;
  const [make, ...rest] = model.split(' ');
  await clickTile(page, 'make_model', model);
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await page.waitForFunction(
    (want: string) => location.pathname === want,
    { timeout: 5000 },
    `/search/${slug(make!)}/${slug(rest.join(' '))}`,
  );
  // The page reads as the model with its make, as it would after a reload.
  await waitForChips(page, [make!, model]);

  // Odometer and weekly repayments: the weekly range is one chip whatever its bounds.
  const km = await page.$$eval('select[name="km_max"] option', (options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
  );
  const kmChip = `To ${Number(km.at(-1)) / 1000}K`;
  await page.select('select[name="km_max"]', km.at(-1)!);
  await waitForChips(page, [make!, model, kmChip]);
  const weekly = await page.$$eval('select[name="weekly_price_min"] option', (options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
  );
  await page.select('select[name="weekly_price_min"]', weekly[0]!);
  await waitForChips(page, [make!, model, kmChip, 'Weekly Repayments']);
  await page.select('select[name="weekly_price_max"]', weekly.at(-1)!);
  await page.waitForFunction(
    () => location.search.includes('weekly_price=') && /weekly_price=\d+-\d+/.test(location.search),
    { timeout: 5000 },
  );
  await waitForChips(page, [make!, model, kmChip, 'Weekly Repayments']);

  const removeChip = async (label: string) => {
    const chips = await page.$$('.listing-chip');
    const labels = await chipLabels(page);
    await chips[labels.indexOf(label)]!.click();
  };
  await removeChip('Weekly Repayments');
  await waitForChips(page, [make!, model, kmChip]);
  expect(await path(page)).not.toContain('weekly_price');
  await removeChip(model);
  await waitForChips(page, [make!, kmChip]);
  await page.waitForFunction(
    (want: string) => location.pathname === want,
    { timeout: 5000 },
    `/search/${slug(make!)}`,
  );
  expect(problems).toEqual([]);
  await page.close();
});

test('city, location and dealership facets; the dealer filter chip shows the dealership name', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page, HARBOUR, `${LISTING}?refinementList[dealership_slug][0]=${HARBOUR}`);
  // product rule 4.10: one selected value is a friendly path.
  expect(await path(page)).toBe(`/search/${HARBOUR}`);
  await waitForChips(page, ['Harbour City Motors']);

  const city = (await tileLabels(page, '#facet-city ~ ul .facet-tile__label'))[0]!;
  await clickTile(page, 'city', city);
  await waitForChips(page, ['Harbour City Motors', city]);
  const location = (await tileLabels(page, '#facet-location_name ~ ul .facet-tile__label'))[0]!;
  await clickTile(page, 'location_name', location);
  await waitForChips(page, ['Harbour City Motors', city, location]);
  await clickTile(page, 'dealership_name', 'Harbour City Motors');
  await waitForChips(page, ['Harbour City Motors', city, location, 'Harbour City Motors']);
  const count = await page.$eval('.listing-stats', (el) => el.textContent ?? '');
  expect(count).toMatch(/[1-9]/);

  // Clear all keeps working after all that.
  await page.click('.listing-chips__clear');
  await page.waitForFunction(() => !document.querySelector('.listing-chip'), { timeout: 5000 });
  expect(problems).toEqual([]);
  await page.close();
});

test('features and specials tiles (bayside), seats and Has Photos (coastal)', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page, 'bayside-mazda', LISTING);
  const feature = (await tileLabels(page, '#facet-filtered_features ~ ul .facet-tile__label'))[0]!;
  await clickTile(page, 'filtered_features', feature);
  await waitForChips(page, [feature]);
  const tag = (await tileLabels(page, '#facet-tag ~ ul .facet-tile__label'))[0]!;
  await clickTile(page, 'tag', tag);
  await waitForChips(page, [feature, tag]);

  await openListing(page, 'coastal-used-cars', '/search/used-cars');
  const seats = await page.$$eval('select[name="seats_min"] option', (options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
  );
  // A minimum is 'at least': the chip reads as a range, not as an exact count.
  await page.select('select[name="seats_min"]', seats.at(-1)!);
  await waitForChips(page, [`${seats.at(-1)}+ Seats`]);
  await page.$eval('input[name="photos_count_min"]', (box) => (box as HTMLInputElement).click());
  await waitForChips(page, [`${seats.at(-1)}+ Seats`, 'Has Photos']);
  expect(await path(page)).toContain('photos_count=1-');
  expect(problems).toEqual([]);
  await page.close();
});

test('without JavaScript: product rule 9.4 labels, each chip a link taking off only its refinement, Show more opens', async () => {
  const page = await env.browser.newPage();
  await page.setViewport(DESKTOP);
  // A real stock number from the site's first card.
  await page.goto(`${env.origin(HARBOUR)}/search/used-cars`, { waitUntil: 'load' });
  const stocknum = await page.$$eval('.car-card__chips li', (chips) =>
    chips
      .map((chip) => chip.textContent ?? '')
      .find((text) => text.startsWith('Stock No. '))
      ?.slice('Stock No. '.length),
  );
  expect(stocknum).toBeTruthy();

  await page.setJavaScriptEnabled(false);
  const url =
    `${LISTING}?car_type=used&stocknum=${stocknum}` +
    '&price=1000-900000&km=-900000&year=1990-&weekly_price=1-5000&photos_count=1-';
  await page.goto(`${env.origin(HARBOUR)}${url}`, { waitUntil: 'load' });
  const expected = [
    'Used',
    `StockNo - ${stocknum}`,
    'From $1K',
    'To $900K',
    'Weekly Repayments',
    'To 900K',
    'From 1990',
    'Has Photos',
  ];
  expect((await chipLabels(page)).sort()).toEqual(expected.sort());
  expect(await page.$$eval('.listing-hits article', (cards) => cards.length)).toBe(1);

  // Each chip is a link to the same search without that one refinement.
  for (const label of ['Weekly Repayments', `StockNo - ${stocknum}`, 'To $900K']) {
    const before = await chipLabels(page);
    const chips = await page.$$('.listing-chip');
    await Promise.all([page.waitForNavigation(), chips[before.indexOf(label)]!.click()]);
    expect(await chipLabels(page)).toEqual(before.filter((chip) => chip !== label));
  }
  expect(await path(page)).not.toMatch(/weekly_price|stocknum/);

  // Show more is a <details>: it opens without JavaScript and its tiles are links.
  await page.click('#facet-make_model ~ details summary');
  const hiddenHref = await page.$eval('#facet-make_model ~ details .facet-tile', (tile) => ({
    href: tile.getAttribute('href'),
    visible: (tile as HTMLElement).offsetParent !== null,
  }));
  expect(hiddenHref.visible).toBe(true);
  expect(hiddenHref.href).toMatch(/make_model=/);
  await page.close();
});
