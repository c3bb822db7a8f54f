import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { waitForEmail } from './support/picked-up-emails.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment(600);
// coastal-used-cars shows no captcha and has one location (no location select).
const COASTAL = 'coastal-used-cars';
const FORM = '#finance-form';
const MESSAGE = 'Looking to borrow about $20,000 over 5 years';

async function type(page: Page, name: string, text: string) {
  const selector = `${FORM} [name="${name}"]`;
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

async function clickButton(page: Page, label: string) {
  const buttons = await page.$$(`${FORM} button`);
  for (const button of buttons) {
    if ((await button.evaluate((element) => element.textContent)) === label) return button.click();
  }
  throw new Error(`no ${label} button`);
}

async function onStep(page: Page, step: number) {
  await page.waitForFunction(
    (selector, label) => document.querySelector(selector)?.textContent?.includes(label),
    {},
    FORM,
    `Step ${step} of 4`,
  );
  await page.waitForSelector(`${FORM} button[type=submit]:not([disabled])`);
}

test('a finance pre-approval on a phone, with a skip and a Go Back, lands on /success and is delivered', async () => {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport({ width: 390, height: 844 });
  const response = await page.goto(`${env.origin(COASTAL)}/finance-pre-approval`, {
    waitUntil: 'networkidle0',
  });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, `${FORM} button[type=submit]`);

  await onStep(page, 1);
  await type(page, 'name', 'Jordan');
  await type(page, 'last_name', 'Borrower');
  await type(page, 'email', 'jordan@example.com');
  await type(page, 'phone', '0412 345 678');
  await clickButton(page, 'Continue');

  await onStep(page, 2);
  expect(await page.$(`${FORM} [name="Vehicle Make"]`)).not.toBeNull();
  await clickButton(page, 'Skip this step');
  await onStep(page, 3);
  await type(page, 'postcode', '4217');
  await type(page, 'message', MESSAGE);
  // Go Back from a skipped-to step returns to the step the skip left.
  await clickButton(page, 'Go Back');
  await onStep(page, 2);
  await clickButton(page, 'Skip this step');
  await onStep(page, 3);
  expect(
    await page.$eval(`${FORM} [name="postcode"]`, (input) => (input as HTMLInputElement).value),
  ).toBe('4217');
  await clickButton(page, 'Continue');

  await onStep(page, 4);
  await page.click(`${FORM} [name="terms_agreed"]`);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/success'),
    page.click(`${FORM} button[type=submit]`),
  ]);
  await page.waitForSelector('h1');

  const { text: mail } = await waitForEmail(
    env.dataDir,
    ({ text }) => text.includes(MESSAGE),
    'with the finance message',
  );
  expect(mail).toContain('Category: Finance Pre-Approval.');
  expect(mail).toContain('finance disclaimer agreed yes');
  expect(mail).toContain('Borrower');
  expect(problems).toEqual([]);
});
