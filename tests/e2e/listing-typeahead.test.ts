import http from 'node:http';
import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { computedContrast } from './support/contrast.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { DEMO_SLUGS } from '../support/test-platform.ts';
import { formatPrice } from '#shared/format/money.ts';
import { slugify } from '#shared/format/slugify.ts';
import { showsTypeaheadPrice } from '#shared/pages/listing/typeahead-rules.ts';

const env = useE2eEnvironment();
const SLUG = 'harbour-city-motors';
const LISTING = '/search/new-used-and-demo-cars/';
const INPUT = '.listing-search-box input[role="combobox"]';
const OPTIONS = '[role="listbox"] [role="option"]';

type Problems = ReturnType<typeof watchForProblems>;

/** The car suggestions' own query (six hits); the understood option's count is another. */
const isCarsQuery = (body: string | undefined) => (body ?? '').includes('"limit":6');
/** The car options, after the understood search's option (product rule 9.15). */
const CAR_OPTIONS = `${OPTIONS}:not(.typeahead__option--search)`;

/** A stale typeahead request is aborted by design when the shopper keeps typing. */
const unexpected = (problems: Problems) =>
  problems.filter(
    (problem) => !/^requestfailed: \S+\/api\/search\/multi-search net::ERR_ABORTED/.test(problem),
  );

async function openListing(page: Page) {
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${env.origin(SLUG)}${LISTING}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, INPUT);
}

/** The first make of the site's own make tiles: a make this dealer stocks. */
const firstMake = (page: Page) =>
  page.$eval('#facet-make ~ ul .facet-tile__label', (el) => el.textContent ?? '');

async function typeAndWaitForSuggestions(page: Page, text: string) {
  await page.click(INPUT);
  await page.type(INPUT, text);
  await page.waitForSelector(`${INPUT}[aria-expanded="true"]`, { timeout: 5000 });
  await page.waitForSelector(OPTIONS, { visible: true });
}

const optionNames = (page: Page) =>
  page.$$eval(OPTIONS, (options) =>
    options.map((option) => option.querySelector('.typeahead__name')?.textContent ?? ''),
  );

const combobox = (page: Page) =>
  page.$eval(INPUT, (input) => ({
    expanded: input.getAttribute('aria-expanded'),
    activeDescendant: input.getAttribute('aria-activedescendant'),
    isFocused: document.activeElement === input,
    value: (input as HTMLInputElement).value,
  }));

/** Car ids a site's own search proxy finds for `q` (through its hostname, like a browser). */
function siteSearchIds(slug: string, q: string): Promise<number[]> {
  const body = JSON.stringify({
    queries: [{ indexUid: 'cars', q, limit: 100, attributesToRetrieve: ['id'] }],
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: env.server.port,
        method: 'POST',
        path: '/api/search/multi-search',
        headers: { Host: `${slug}.localhost`, 'Content-Type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${response.statusCode}: ${text}`));
          const parsed = JSON.parse(text) as { results: Array<{ hits: Array<{ id: number }> }> };
          resolve(parsed.results[0]!.hits.map((hit) => hit.id));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('typing a make suggests up to six of this dealer’s cars without touching the listing; Down and Enter open the car', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  const suggestionRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search/multi-search') && isCarsQuery(request.postData())) {
      suggestionRequests.push(request.postData() ?? '');
    }
  });
  // The car ids of each typeahead answer, in order.
  const answers: Array<Promise<number[]>> = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/search/multi-search') || !response.ok()) return;
    if (!isCarsQuery(response.request().postData())) return;
    answers.push(
      response
        .json()
        .then((body: { results: Array<{ hits: Array<{ id: number }> }> }) =>
          body.results[0]!.hits.map((hit) => hit.id),
        ),
    );
  });
  await openListing(page);
  const make = await firstMake(page);
  const listingBefore = await page.$eval('.listing-hits', (el) => el.innerHTML);

  await typeAndWaitForSuggestions(page, make);
  const names = await optionNames(page);
  expect(names.length).toBeGreaterThan(1);
  expect(names.length).toBeLessThanOrEqual(6);
  for (const name of names) expect(name).toContain(make);
  // product rule 9.15: the query as the listing reads it comes first, with its count.
  expect(names[0]).toMatch(new RegExp(`^${make} · [\\d,]+ vehicles?$`));
  expect(await page.$eval('[role="status"].visually-hidden', (el) => el.textContent)).toBe(
    `${names.length} ${names.length === 1 ? 'suggestion' : 'suggestions'}`,
  );
  // A lightweight query of its own: six hits, a handful of fields.
  const sent = JSON.parse(suggestionRequests.at(-1)!) as {
    queries: Array<{ q: string; limit: number }>;
  };
  expect(sent.queries).toHaveLength(1);
  expect(sent.queries[0]).toMatchObject({ q: make, limit: 6 });
  // Typing changed neither the URL nor the results.
  expect(await page.evaluate(() => location.pathname + location.search)).toBe(LISTING);
  expect(await page.$eval('.listing-hits', (el) => el.innerHTML)).toBe(listingBefore);

  // Every suggestion is this dealer's car, none another dealer's.
  const shown = (await Promise.all(answers)).at(-1)!.slice(0, names.length - 1);
  expect(shown).toHaveLength(names.length - 1);
  const own = await siteSearchIds(SLUG, make);
  for (const id of shown) expect(own).toContain(id);
  for (const other of DEMO_SLUGS.filter((slug) => slug !== SLUG)) {
    const theirs = await siteSearchIds(other, make);
    expect(shown.filter((id) => theirs.includes(id))).toEqual([]);
  }

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const state = await combobox(page);
  expect(state).toMatchObject({ expanded: 'true', isFocused: true });
  const active = await page.evaluate((id: string) => {
    const option = document.getElementById(id)!;
    return {
      selected: option.getAttribute('aria-selected'),
      index: [...option.parentElement!.children].indexOf(option),
    };
  }, state.activeDescendant!);
  expect(active).toEqual({ selected: 'true', index: 1 });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The first car suggestion is the first car of the same query: the car the shopper picks.
  const [pickedId] = shown;
  const dataRequest = page.waitForRequest(
    (request) => request.url().includes('/cars/') && request.url().includes('_data='),
  );
  await page.keyboard.press('Enter');
  const carPath = new URL((await dataRequest).url()).pathname;
  expect(carPath).toMatch(/^\/cars\/[a-z0-9-]+$/);
  await page.waitForFunction((want: string) => location.pathname === want, {}, carPath);
  // The picked car's own page opens.
  await page.waitForSelector('h1#car-title', { timeout: 10_000 });

  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
      (entry) => entry['event_id'] === 29,
    ),
  );
  expect(events).toEqual([
    {
      event: 'search_select',
      event_id: 29,
      car_id: pickedId,
      car_slug: carPath.slice('/cars/'.length),
      query: make,
      position: 2,
    },
  ]);
  expect(unexpected(problems)).toEqual([]);
  await page.close();
});

test('Escape closes the suggestions and keeps the text; Enter with none active searches', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page);
  const make = await firstMake(page);
  await typeAndWaitForSuggestions(page, make);

  await page.keyboard.press('Escape');
  expect(await combobox(page)).toMatchObject({
    expanded: 'false',
    activeDescendant: null,
    isFocused: true,
    value: make,
  });
  expect(await page.$eval('[role="listbox"]', (el) => (el as HTMLElement).hidden)).toBe(true);

  // Down reopens with the first option active; Up wraps to the last.
  await page.keyboard.press('ArrowDown');
  expect(await combobox(page)).toMatchObject({ expanded: 'true' });
  await page.keyboard.press('ArrowUp');
  const count = (await optionNames(page)).length;
  expect((await combobox(page)).activeDescendant).toMatch(new RegExp(`option-${count - 1}$`));

  // Typing clears the active option; Enter then submits the search, which reads the make as
  // the make's own listing (product rule 9.15).
  await page.type(INPUT, ' ');
  expect((await combobox(page)).activeDescendant).toBeNull();
  await page.keyboard.press('Enter');
  const makePath = `/search/${slugify(make)}`;
  await page.waitForFunction(
    (path: string) => location.pathname === path,
    { timeout: 5000 },
    makePath,
  );
  expect(new URL(page.url()).searchParams.has('query')).toBe(false);
  expect((await combobox(page)).expanded).toBe('false');
  expect(unexpected(problems)).toEqual([]);
  await page.close();
});

test('the mouse: pointing makes an option active, a click opens that car', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await openListing(page);
  await typeAndWaitForSuggestions(page, await firstMake(page));
  const options = await page.$$(OPTIONS);
  const target = options.at(-1)!;
  await target.hover();
  const targetId = await target.evaluate((option) => option.id);
  expect((await combobox(page)).activeDescendant).toBe(targetId);

  const dataRequest = page.waitForRequest(
    (request) => request.url().includes('/cars/') && request.url().includes('_data='),
  );
  await target.click();
  const carPath = new URL((await dataRequest).url()).pathname;
  await page.waitForSelector('h1#car-title', { timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe(carPath);
  expect(unexpected(problems)).toEqual([]);
  await page.close();
});

interface SuggestionHit {
  id: number;
  price: number | null;
}

describe.each([360, 390])('on a %i px phone', (width) => {
  test('the suggestions span the screen, each a 44 px tap target with a thumbnail and the product rules’s price; a tap opens the car in place', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    const answers: Array<Promise<SuggestionHit[]>> = [];
    page.on('response', (response) => {
      if (!response.url().includes('/api/search/multi-search') || !response.ok()) return;
      if (!isCarsQuery(response.request().postData())) return;
      answers.push(
        response
          .json()
          .then((body: { results: Array<{ hits: SuggestionHit[] }> }) => body.results[0]!.hits),
      );
    });
    await page.setViewport({ width, height: 844, isMobile: true, hasTouch: true });
    await page.goto(`${env.origin(SLUG)}${LISTING}`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, INPUT);
    await typeAndWaitForSuggestions(page, await firstMake(page));
    const hits = (await Promise.all(answers)).at(-1)!;

    const layout = await page.evaluate(
      (optionSelector: string, selectorOfInput: string) => {
        const box = (element: Element) => {
          const { left, right, width, height } = element.getBoundingClientRect();
          return { left, right, width, height };
        };
        const form = document.querySelector('.listing-search-box')!;
        const listbox = document.querySelector('[role="listbox"]')!;
        return {
          inputBorder: getComputedStyle(document.querySelector(selectorOfInput)!).borderTopColor,
          page: getComputedStyle(document.body).backgroundColor,
          sidewaysScroll: document.documentElement.scrollWidth - window.innerWidth,
          viewport: window.innerWidth,
          form: box(form),
          listbox: box(listbox),
          options: [...document.querySelectorAll(optionSelector)].map((option) => {
            const image = option.querySelector('img')!;
            return {
              box: box(option),
              image: {
                ...box(image),
                attributes: ['width', 'height', 'loading', 'alt'].map((name) =>
                  image.getAttribute(name),
                ),
              },
              price: option.querySelector('.typeahead__price')?.textContent ?? null,
            };
          }),
        };
      },
      CAR_OPTIONS,
      INPUT,
    );

    expect(layout.sidewaysScroll).toBe(0);
    // The field's outline is its only boundary: 3:1 against the page (WCAG 1.4.11).
    expect(computedContrast(layout.inputBorder, layout.page)).toBeGreaterThanOrEqual(3);
    // Full width: the popup spans the search form, edge to edge of the page's content.
    expect(layout.listbox.left).toBeCloseTo(layout.form.left, 0);
    expect(layout.listbox.right).toBeCloseTo(layout.form.right, 0);
    expect(layout.listbox.right).toBeLessThanOrEqual(layout.viewport);
    // The understood option takes one of the six places.
    expect(layout.options).toHaveLength(Math.min(hits.length, 5));
    layout.options.forEach((option, index) => {
      expect(option.box.height).toBeGreaterThanOrEqual(44);
      expect(option.box.width).toBeGreaterThanOrEqual(layout.listbox.width - 2);
      expect(option.image).toMatchObject({ width: 64, height: 48 });
      expect(option.image.attributes).toEqual(['64', '48', 'lazy', '']);
      // product rule 9.1: the price only when over $250, in the site's one price format.
      const { price } = hits[index]!;
      if (showsTypeaheadPrice(price)) expect(option.price).toMatch(`${formatPrice(price)} `);
      else expect(option.price).toBeNull();
    });

    // A tap opens the car through the router: the document (and this marker) stays.
    await page.evaluate(() => {
      (window as unknown as { tapMarker: boolean }).tapMarker = true;
    });
    const dataRequest = page.waitForRequest(
      (request) => request.url().includes('/cars/') && request.url().includes('_data='),
    );
    const options = await page.$$(CAR_OPTIONS);
    await options.at(-1)!.tap();
    const carPath = new URL((await dataRequest).url()).pathname;
    await page.waitForSelector('h1#car-title', { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe(carPath);
    expect(
      await page.evaluate(() => (window as unknown as { tapMarker?: boolean }).tapMarker),
    ).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });
});
