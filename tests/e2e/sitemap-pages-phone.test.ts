// Every kind of page a site lists in its sitemap (listing, car, content, model, brand, offers,
// location and form pages...) works on a phone: 200, one main heading, no sideways scroll
// at 360 or 390 px, axe clean, nothing in the console.
import { describe, expect, test } from 'vitest';
import { watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { DEMO_SLUGS } from '../support/test-platform.ts';

const env = useE2eEnvironment();
const SMALL_PHONE = { width: 360, height: 740 };
const PHONE = { width: 390, height: 844 };
const MISSING_PAGE = '/no-such-page-here';

/**
 * One page per kind: every one-segment path (each may be a different kind of page) and the
 * first path under each multi-segment prefix (/models/x, /brands/x, /locations/x, /pages/x).
 */
function pagesToVisit(paths: readonly string[]): string[] {
  const prefixes = new Set<string>();
  return paths.filter((path) => {
    const segments = path.split('/').filter(Boolean);
    if (segments.length <= 1) return true;
    const prefix = segments[0]!;
    if (prefixes.has(prefix)) return false;
    prefixes.add(prefix);
    return true;
  });
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('each kind of sitemap page at 360 and 390 px: no sideways scroll, one h1, axe clean', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page, {
      expectedErrorPages: [`${env.origin(slug)}${MISSING_PAGE}`],
    });
    await page.setViewport(SMALL_PHONE);
    await page.goto(`${env.origin(slug)}/`, { waitUntil: 'load' });
    const locs = await page.evaluate(async () => {
      const xml = await (await fetch('/sitemap.xml')).text();
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return [...doc.querySelectorAll('loc')].map((loc) => loc.textContent ?? '');
    });
    const listed = locs.map((loc) => new URL(loc).pathname);
    const paths = pagesToVisit(listed);
    expect(paths.length).toBeGreaterThan(3);
    // Pages the sitemap leaves out (favourites, compare, success, reserve...): the links of
    // the home page and a car page that it does not list, plus a page that does not exist.
    const linked = new Set<string>();
    for (const path of ['/', listed.find((path) => path.startsWith('/cars/'))!]) {
      await page.goto(`${env.origin(slug)}${path}`, { waitUntil: 'load' });
      const hrefs = await page.$$eval('a[href^="/"]', (links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
      for (const href of hrefs) if (!listed.includes(href)) linked.add(href);
    }
    const unlisted = [...pagesToVisit([...linked, '/success', '/subscribe']), MISSING_PAGE];
    const failures: string[] = [];
    // axe once per page kind (the class of main's first element: a range, a model page...).
    const axeChecked = new Set<string>();
    for (const path of [...paths, ...unlisted]) {
      const response = await page.goto(`${env.origin(slug)}${path}`, { waitUntil: 'load' });
      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        headings: document.querySelectorAll('main h1').length,
        kind: document.querySelector('main > :not(nav)')?.className ?? '',
      }));
      await page.setViewport(PHONE);
      const phoneOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      await page.setViewport(SMALL_PHONE);
      const expectedStatus = path === MISSING_PAGE ? 404 : 200;
      if (response?.status() !== expectedStatus) {
        failures.push(`${path}: HTTP ${response?.status()}`);
      }
      if (layout.overflow > 0)
        failures.push(`${path}: ${layout.overflow}px sideways scroll at 360`);
      if (phoneOverflow > 0) failures.push(`${path}: ${phoneOverflow}px sideways scroll at 390`);
      if (layout.headings !== 1) failures.push(`${path}: ${layout.headings} h1 in main`);
      if (axeChecked.has(layout.kind)) continue;
      axeChecked.add(layout.kind);
      for (const violation of await seriousAxeViolations(page)) {
        failures.push(`${path}: axe ${violation}`);
      }
    }
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
