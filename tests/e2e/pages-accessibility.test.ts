// Every demo tenant's listing and vehicle pages hydrate without console problems and axe
// finds nothing serious (the quality bar: axe clean on every page).
import { describe, expect, test } from 'vitest';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { DEMO_SLUGS } from '../support/test-platform.ts';

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
