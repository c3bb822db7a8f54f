// Every demo tenant's listing and vehicle pages hydrate without console problems and axe
// finds nothing serious (the quality bar: axe clean on every page).
import { describe, expect, test } from 'vitest';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { DEMO_SLUGS } from '../support/test-platform.ts';
import { demoTenantConfig } from '../support/demo-site.ts';

const env = useE2eEnvironment();

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('listing and a vehicle page: no console problems, axe clean', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await page.setViewport({ width: 390, height: 844 });
    // The site's own listing path, as the home page links to it.
    await page.goto(`${env.origin(slug)}/`, { waitUntil: 'load' });
    const listingPath = await page.$eval('.hero a.button--primary', (a) => a.getAttribute('href'));
    await page.goto(`${env.origin(slug)}${listingPath}`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, '.facet-tile, .listing-search-box input');
    expect(await seriousAxeViolations(page), 'listing').toEqual([]);

    const carHref = await page.$eval('.listing-hits article a[href^="/cars/"]', (a) =>
      a.getAttribute('href'),
    );
    await page.goto(`${env.origin(slug)}${carHref}`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, '.vehicle-sidebar a, .vehicle-sidebar button');
    expect(await seriousAxeViolations(page), 'vehicle').toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

// issue 15: content pages on a 360px phone: axe clean, no console problems, and the page
// never scrolls sideways (a wide table scrolls in its own box).
describe.each(['harbour-city-motors', 'coastal-used-cars'])('%s content pages', (slug) => {
  test('every declared page: axe clean, no sideways scroll at 360px', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await page.setViewport({ width: 360, height: 740 });
    for (const { path } of demoTenantConfig(slug).content_pages) {
      await page.goto(`${env.origin(slug)}${path}`, { waitUntil: 'networkidle0' });
      await waitForHydration(page, 'nav.breadcrumbs a');
      expect(await seriousAxeViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the footer’s Privacy Policy link opens the page by client navigation', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${env.origin(slug)}/`, { waitUntil: 'networkidle0' });
    const link = 'footer a[href="/privacy-policy"]';
    await waitForHydration(page, link);
    await page.click(link);
    await page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Privacy Policy',
    );
    expect(await page.title()).toMatch(/^Privacy Policy \| /);
    expect(await page.$('article.content-page__article h2')).not.toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });
});

// issue 15: the model range and a model page on a 360px phone: axe clean (contrast too), no
// console problems, no sideways scroll; a body chip filters the range by client navigation.
describe.each([
  ['bayside-mazda', '/cx-60'],
  ['southern-cross-trucks', '/canter'],
])('%s model pages', (slug, modelPath) => {
  test('range, one body and a model page: axe clean, no sideways scroll at 360px', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await page.setViewport({ width: 360, height: 740 });
    for (const path of ['/models', modelPath]) {
      await page.goto(`${env.origin(slug)}${path}`, { waitUntil: 'networkidle0' });
      await waitForHydration(page, 'nav.breadcrumbs a');
      expect(await seriousAxeViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
    await page.goto(`${env.origin(slug)}/models`, { waitUntil: 'networkidle0' });
    const chip = '.model-range__filters li:nth-child(2) a';
    await waitForHydration(page, chip);
    const body = await page.$eval(chip, (a) => a.getAttribute('href'));
    await page.click(chip);
    await page.waitForFunction(
      (href) =>
        document
          .querySelector('.model-range__filters [aria-current=page]')
          ?.getAttribute('href') === href,
      {},
      body,
    );
    expect(await seriousAxeViolations(page), body!).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

// issue 15: brand pages, special offers and the service-booking page, on a 390px phone and a
// 360px one: axe clean (contrast too), no console problems, no sideways scroll.
describe.each(DEMO_SLUGS)('%s brand, offer and service-booking pages', (slug) => {
  const config = demoTenantConfig(slug);
  const paths = [
    ...(config.manufacturers ?? []).slice(0, 1).map((maker) => `/brands/${maker.slug}`),
    ...(config.features.offers ? ['/special-offers'] : []),
    ...(config.service_booking ? [config.service_booking.path] : []),
  ];
  test.skipIf(paths.length === 0)(
    `${paths.join(', ')}: axe clean, no sideways scroll`,
    async () => {
      const page = await env.browser.newPage();
      const problems = watchForProblems(page);
      for (const width of [390, 360]) {
        await page.setViewport({ width, height: 844 });
        for (const path of paths) {
          await page.goto(`${env.origin(slug)}${path}`, { waitUntil: 'networkidle0' });
          await waitForHydration(page, 'nav.breadcrumbs a');
          expect(await seriousAxeViolations(page), `${path} at ${width}px`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${path} at ${width}px`).toBe(0);
        }
      }
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});

test('the header’s Special Offers link opens the page by client navigation', async () => {
  const slug = 'harbour-city-motors';
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${env.origin(slug)}/`, { waitUntil: 'networkidle0' });
  const link = 'header a[href="/special-offers"]';
  await waitForHydration(page, link);
  await page.click(link);
  await page.waitForFunction(
    () => document.querySelector('main h1')?.textContent === 'Special Offers',
  );
  expect(await page.title()).toMatch(/^Special Offers \| /);
  expect(await page.$$('.offer-card, .offers-page__empty')).not.toHaveLength(0);
  expect(problems).toEqual([]);
  await page.close();
});
