// Every lead form page of every demo tenant (where the tenant has it) hydrates without console
// problems and axe finds nothing serious, the captcha field included.
import { describe, expect, test } from 'vitest';
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
