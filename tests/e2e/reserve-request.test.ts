// docs/payments.md in Chromium on a phone: Coastal Used Cars (Till: the dealer takes the deposit)
// from a listing card's Reserve Now to the reserve page, the request sent, and the
// confirmation. Both pages pass axe-core and never scroll sideways at 390 px.
import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment(600);
const COASTAL = 'coastal-used-cars';
const FORM = '#reserve-form';

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('listing card Reserve Now, the request form, then the request-sent confirmation', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await page.goto(`${env.origin(COASTAL)}/search/used-cars`, { waitUntil: 'networkidle0' });
  const reserve = 'a.car-card__action--reserve';
  await waitForHydration(page, reserve);
  const href = await page.$eval(reserve, (link) => link.getAttribute('href'));
  expect(href).toMatch(/^\/cars\/[a-z0-9-]+\/buy-online$/);
  expect(await page.$eval(reserve, (link) => link.textContent)).toContain('($250 deposit)');

  // A whole document load: the reserve page has its own Content-Security-Policy.
  const [response] = await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click(reserve),
  ]);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(href);
  await waitForHydration(page, `${FORM} button[type=submit]`);
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Reserve this Car');
  expect(await page.$eval('.reserve-checkout', (section) => section.textContent)).toContain(
    'Coastal Used Cars will call you to take the $250 deposit',
  );
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Submitting empty: the product rules' messages, the first invalid field focused.
  await page.click(`${FORM} button[type=submit]`);
  await page.waitForSelector(`${FORM} [name="name"][aria-invalid="true"]`);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
  const errors = await page.$$eval(`${FORM} .form-field__error`, (nodes) =>
    nodes.map((node) => node.textContent),
  );
  expect(errors).toContain(LEAD_MESSAGES.required);
  expect(errors).toContain(LEAD_MESSAGES.terms);

  // The send button stays on screen while the shopper is in the form.
  await page.focus(`${FORM} [name="email"]`);
  const button = await page.$eval(`${FORM} button[type=submit]`, (element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });
  expect(button.bottom).toBeLessThanOrEqual(844);
  expect(button.top).toBeGreaterThanOrEqual(0);

  for (const [name, value] of [
    ['name', 'Jo'],
    ['last_name', 'Buyer'],
    ['email', 'jo.buyer@example.com'],
    ['phone', '0412 345 678'],
    ['postcode', '4217'],
  ] as const) {
    await page.type(`${FORM} [name="${name}"]`, value);
  }
  // A shopper scrolls the box clear of the sticky send button before tapping it.
  await page.$eval(`${FORM} [name="terms_conditions"]`, (box) =>
    box.scrollIntoView({ block: 'center' }),
  );
  await page.click(`${FORM} [name="terms_conditions"]`);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/leads'));
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/success', { timeout: 20_000 }),
    page.click(`${FORM} button[type=submit]`),
  ]);
  const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
  expect(body).toMatchObject({ form: 'reserve', form_completed: true });
  expect(body.fields).toMatchObject({ name: 'Jo', postcode: '4217', terms_conditions: true });
  expect(new URL(page.url()).searchParams.get('reserve')).toBe('request');
  // The address changes as the client navigation commits; the page renders just after.
  await page.waitForFunction(
    () => document.querySelector('h1')?.textContent === 'Reservation request sent',
  );
  expect(await page.$eval('main', (main) => main.textContent)).toContain(
    'Coastal Used Cars will call you',
  );
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});
