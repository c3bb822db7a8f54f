// product rule 8.4: a car photo that fails to load shows its fallback picture, whether it fails before
// the page hydrates (server HTML) or on a card the browser draws. product rule 4.11: promo cards follow
// the car types of the results, in server HTML and after client-side refinements.
import { expect, test } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
const SLUG = 'bayside-mazda';
const DESKTOP = { width: 1280, height: 900 };
const RUNOUT = 'Runout sale on selected Mazda demonstrators';
/** Coloured photos are the ones made to fail; white body pictures are the fallbacks. */
const BROKEN_PHOTO = /\/images\/vehicles\/(?!image-not-found)[a-z0-9-]+-(?!white)[a-z]+\.svg/;

/** Answers every coloured car photo with a 404 and, when asked, keeps the bundle away. */
async function breakPhotos(page: Page, { withoutScripts = false } = {}) {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (withoutScripts && request.resourceType() === 'script') return void request.abort();
    if (BROKEN_PHOTO.test(request.url())) {
      return void request.respond({ status: 404, contentType: 'text/plain', body: 'gone' });
    }
    void request.continue();
  });
}

/** The problems a test did not cause on purpose (its own 404s and aborted bundle). */
function unexpected(problems: string[]) {
  return problems.filter(
    (problem) =>
      !/Failed to load resource: (the server responded with a status of 404|net::ERR_FAILED)/.test(
        problem,
      ) &&
      !(problem.startsWith('http 404') && BROKEN_PHOTO.test(problem)) &&
      !/requestfailed: .*\/assets\/.*net::ERR_FAILED/.test(problem),
  );
}

/** The cards' pictures: what the server sent (React's props once hydrated) and what shows. */
function cardPictures(page: Page) {
  return page.$$eval('.car-card__image', (images) =>
    (images as HTMLImageElement[]).map((img) => ({
      shown: img.getAttribute('src'),
      fallback: img.getAttribute('data-fallback-src'),
      loaded: img.complete && img.naturalWidth > 0,
      requested: img.complete,
      box: `${Math.round((img.getBoundingClientRect().width / img.getBoundingClientRect().height) * 3)}:3`,
    })),
  );
}

const promos = (page: Page) =>
  page.$$eval('.listing-hits > li.promo-card img', (images) =>
    images.map((img) => img.getAttribute('alt')),
  );

test('before hydration, a failed photo already shows its fallback in the same 4:3 box', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport(DESKTOP);
  await breakPhotos(page, { withoutScripts: true });
  const response = await page.goto(`${env.origin(SLUG)}/search/new-cars`, {
    waitUntil: 'networkidle0',
  });
  // The first row, as the server sent it: some of its photos are among the broken ones.
  const eager = [
    ...(await response!.text()).matchAll(
      /<img class="car-card__image" src="([^"]+)"[^>]*loading="eager"/g,
    ),
  ];
  const brokenEager = eager.filter(([, src]) => BROKEN_PHOTO.test(src!)).length;
  expect(brokenEager).toBeGreaterThan(0);
  expect(await page.$eval('.listing-hits article', (el) => Object.keys(el).length)).toBe(0);
  const pictures = await cardPictures(page);
  expect(pictures.filter((picture) => picture.requested && !picture.loaded)).toEqual([]);
  expect(
    pictures.slice(0, eager.length).filter((picture) => picture.shown === picture.fallback).length,
  ).toBeGreaterThanOrEqual(brokenEager);
  expect(new Set(pictures.map((picture) => picture.box))).toEqual(new Set(['4:3']));
  expect(unexpected(problems)).toEqual([]);
  await page.close();
});

test('after hydration and on cards the browser draws, a failed photo shows its fallback', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport(DESKTOP);
  await breakPhotos(page);
  await page.goto(`${env.origin(SLUG)}/search/new-cars`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, '.listing-hits article');
  const first = await page.$eval('.car-card h2', (el) => el.textContent);
  // By keyboard: below the cards, a pointer can miss the link while they are drawn as they come
  // near (docs/testing.md, "Pointers and off-screen content").
  await page.focus('.listing-pagination a[rel="next"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (before: string | null) => document.querySelector('.car-card h2')?.textContent !== before,
    { timeout: 5000 },
    first,
  );
  // The new first row: drawn by React, its coloured photos fail and are replaced.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('.car-card__image[loading="eager"]')]
        .slice(0, 3)
        .every((img) => img.complete && img.naturalWidth > 0),
    { timeout: 5000 },
  );
  const drawn = await page.$$eval('.car-card__image', (images) =>
    images.map((img) => {
      const props = Object.entries(img).find(([key]) => key.startsWith('__reactProps'))?.[1] as
        { src?: string } | undefined;
      return { asked: props?.src, shown: img.getAttribute('src') };
    }),
  );
  expect(drawn.some(({ asked, shown }) => asked !== shown)).toBe(true);
  expect((await cardPictures(page)).filter((p) => p.requested && !p.loaded)).toEqual([]);
  expect(unexpected(problems)).toEqual([]);
  await page.close();
});

test('Bayside’s new/demo promo shows on its new listing, not on its used-only one', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport(DESKTOP);
  await page.goto(`${env.origin(SLUG)}/search/used-cars`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, '.facet-tile');
  expect(await promos(page)).toEqual([]);

  // Add New in the browser (new or used): the results now hold new cars, so the promo shows.
  await page.click('#facet-car_type ~ ul .facet-tile:not([aria-current])');
  await page.waitForFunction(() => document.querySelector('.listing-hits > li.promo-card'), {
    timeout: 5000,
  });
  expect(await promos(page)).toEqual([RUNOUT]);

  await page.goto(`${env.origin(SLUG)}/search/new-cars`, { waitUntil: 'networkidle0' });
  expect(await promos(page)).toEqual([RUNOUT]);
  expect(problems).toEqual([]);
  await page.close();
});
