// Every lead form page of every demo tenant (where the tenant has it) hydrates without console
// problems and axe finds nothing serious, the captcha field included; on a desktop screen each
// lead form spans its content column.
import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { DEMO_SLUGS } from '../support/test-platform.ts';

const env = useE2eEnvironment(600);

const FORM_PAGES = [
  '/contact',
  '/finance',
  '/finance-pre-approval',
  '/subscribe',
  '/service',
  '/valuations',
  '/instant-price',
  '/cars/trade-in',
];

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('each form page it has: no console problems, axe clean', async () => {
    let checked = 0;
    for (const path of FORM_PAGES) {
      const page = await env.browser.newPage();
      await page.setViewport({ width: 390, height: 844 });
      // A page the tenant does not have (no finance, no service location, the other valuation
      // path) is a 404.
      const problems = watchForProblems(page, { expectedErrorPages: [path] });
      const response = await page.goto(`${env.origin(slug)}${path}`, {
        waitUntil: 'networkidle0',
      });
      if (response?.status() === 404) {
        await page.close();
        continue;
      }
      expect([path, response?.status()]).toEqual([path, 200]);
      // A site booking service only through its manufacturer shows a link, not a form.
      const hasForm = (await page.$('main form.lead-form')) !== null;
      await waitForHydration(page, hasForm ? 'main form.lead-form button[type=submit]' : 'main a');
      expect(await seriousAxeViolations(page), path).toEqual([]);
      expect(problems, path).toEqual([]);
      await page.close();
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});

/**
 * The pages with lead forms a site has beyond FORM_PAGES, found as a shopper would: the first
 * location contact page, model page and car page its sitemap lists, that car's test drive,
 * and the reserve page the car page links to.
 */
async function linkedFormPages(page: Page, slug: string): Promise<string[]> {
  await page.goto(`${env.origin(slug)}/`, { waitUntil: 'load' });
  const listed = await page.evaluate(async () => {
    const xml = await (await fetch('/sitemap.xml')).text();
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    return [...doc.querySelectorAll('loc')].map((loc) => new URL(loc.textContent ?? '').pathname);
  });
  const first = (pattern: RegExp) => listed.filter((path) => pattern.test(path)).slice(0, 1);
  const car = first(/^\/cars\/(?!trade-in$)[^/]+$/);
  const pages = [...first(/^\/contact-us\/[^/]+$/), ...first(/^\/models\/[^/]+$/)];
  for (const carPath of car) {
    pages.push(carPath, `${carPath}#test-drive`);
    await page.goto(`${env.origin(slug)}${carPath}`, { waitUntil: 'load' });
    const reserve = await page.$$eval(
      'main a[href$="/checkout"], main a[href$="/buy-online"]',
      (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    pages.push(...reserve.slice(0, 1));
  }
  return pages;
}

describe.each(DEMO_SLUGS)('%s at 1440x900', (slug) => {
  test('each lead form spans at least 90% of its content column', async () => {
    const finder = await env.browser.newPage();
    const paths = [...FORM_PAGES, ...(await linkedFormPages(finder, slug))];
    await finder.close();
    const narrow: string[] = [];
    let measured = 0;
    for (const path of paths) {
      const page = await env.browser.newPage();
      await page.setViewport({ width: 1440, height: 900 });
      const response = await page.goto(`${env.origin(slug)}${path}`, { waitUntil: 'load' });
      if (response?.status() === 404) {
        await page.close();
        continue;
      }
      await page.waitForSelector('main form.lead-form').catch(() => undefined);
      // Once hydrated (a hash like #test-drive then moves its form into a dialog), and found
      // and measured in one step, so nothing moves in between.
      await waitForHydration(page, 'main');
      const forms = await page.evaluate(() =>
        [...document.querySelectorAll('main form.lead-form')].map((form) => {
          const main = form.closest('main')!;
          const style = getComputedStyle(main);
          let column =
            main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          // A page may set the form beside other content on purpose (the checkout beside its
          // car, a model's two forms): then its column is its cell of that grid.
          for (let box = form as Element; box.parentElement !== main; box = box.parentElement!) {
            const tracks = getComputedStyle(box.parentElement!).gridTemplateColumns;
            if (tracks !== 'none' && tracks.split(' ').length > 1) {
              column = box.getBoundingClientRect().width;
              break;
            }
          }
          return { id: form.id, form: form.getBoundingClientRect().width, column };
        }),
      );
      for (const { id, form, column } of forms) {
        measured += 1;
        if (form < 0.9 * column) narrow.push(`${path} #${id}: ${form}px of ${column}px`);
      }
      await page.close();
    }
    expect(narrow).toEqual([]);
    expect(measured).toBeGreaterThanOrEqual(5);
  });
});
