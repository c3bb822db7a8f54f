// docs/leads.md in Chromium on a phone: a service booking on a site with two service
// centres and a captcha. The date choices follow the chosen centre's open days.
import { expect, test } from 'vitest';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment(600);
// Two service locations (a location select) and the default captcha.
const TRUCKS = 'southern-cross-trucks';
const FORM = '#service-booking-form';
const DATE = `${FORM} select[name="dateTime"]`;

test('a service booking: centre, then one of its open days, then /success', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport({ width: 390, height: 844 });
  const response = await page.goto(`${env.origin(TRUCKS)}/service`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, `${FORM} button[type=submit]`);

  // No centre chosen: no dates to offer yet.
  expect(await page.$eval(DATE, (select) => (select as HTMLSelectElement).disabled)).toBe(true);
  const centres = await page.$$eval(`${FORM} select[name="location"] option`, (options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
  );
  expect(centres.length).toBeGreaterThan(1);
  await page.select(`${FORM} select[name="location"]`, centres[1]!);
  await page.waitForFunction(
    (selector: string) => !document.querySelector<HTMLSelectElement>(selector)?.disabled,
    {},
    DATE,
  );
  const dates = await page.$$eval(`${DATE} option`, (options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
  );
  expect(dates.length).toBeGreaterThan(0);
  expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
  // Dates only: a service booking has no time select.
  expect(await page.$(`${FORM} select[id$="-datetime-time"]`)).toBeNull();
  await page.select(DATE, dates[0]!);

  for (const [name, text] of [
    ['name', 'Sam Fleet'],
    ['email', 'sam.fleet@example.com'],
    ['phone', '0412 345 678'],
    ['Rego', 'TRK123'],
    ['message', 'Brake check before a long haul'],
  ] as const) {
    await page.type(`${FORM} [name="${name}"]`, text);
  }
  const dealership = await page.$(`${FORM} select[name="dealership_slug"]`);
  if (dealership) {
    const first = await dealership.$$eval('option', (options) =>
      options.map((option) => (option as HTMLOptionElement).value).find(Boolean),
    );
    await page.select(`${FORM} select[name="dealership_slug"]`, first!);
  }
  // The captcha started when the shopper entered the form.
  await page.waitForFunction(
    (selector: string) =>
      (document.querySelector(selector) as HTMLInputElement | null)?.value !== '',
    { timeout: 30_000 },
    `${FORM} input[name="captcha"]`,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/leads'));
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/success', { timeout: 20_000 }),
    page.click(`${FORM} button[type=submit]`),
  ]);
  const body = JSON.parse((await sent).postData() ?? '{}') as { fields: Record<string, unknown> };
  expect(body.fields).toMatchObject({ dateTime: dates[0], location: centres[1], Rego: 'TRK123' });
  expect(problems).toEqual([]);
  await page.close();
});
