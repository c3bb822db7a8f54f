import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { waitForEmail } from './support/picked-up-emails.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment(600);
// coastal-used-cars shows no captcha; one location, so no location select.
const COASTAL = 'coastal-used-cars';
const CONTACT_PATH = '/contact-us/coastal-used-cars';
const FORM = '#contact-form';

async function openContactForm(slug = COASTAL, contactPath = CONTACT_PATH) {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  await page.setViewport({ width: 390, height: 844 });
  const response = await page.goto(`${env.origin(slug)}${contactPath}`, {
    waitUntil: 'networkidle0',
  });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, `${FORM} button[type=submit]`);
  return { page, problems };
}

function fieldValue(page: Page, name: string) {
  return page.$eval(`${FORM} [name="${name}"]`, (input) => (input as HTMLInputElement).value);
}

async function type(page: Page, name: string, text: string) {
  const selector = `${FORM} [name="${name}"]`;
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

describe('the contact form on a phone', () => {
  test('a bad phone shows the product rules message and keeps the rest; fixed, it lands on /success and is delivered', async () => {
    const { page, problems } = await openContactForm();
    await type(page, 'name', 'Robin Shopper');
    await type(page, 'email', 'robin@example.com');
    await type(page, 'phone', '0123');
    await type(page, 'message', 'Do you take trade-ins?');
    await page.click(`${FORM} button[type=submit]`);
    await page.waitForSelector(`${FORM} [name="phone"][aria-invalid="true"]`);
    const phoneError = await page.$eval(`${FORM} [name="phone"]`, (input) => {
      const id = input.getAttribute('aria-describedby')?.split(' ').pop() ?? '';
      return document.getElementById(id)?.textContent;
    });
    expect(phoneError).toBe(LEAD_MESSAGES.phone);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
    expect(await fieldValue(page, 'name')).toBe('Robin Shopper');
    expect(await fieldValue(page, 'message')).toBe('Do you take trade-ins?');

    await type(page, 'phone', '0412 345 678');
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/success'),
      page.click(`${FORM} button[type=submit]`),
    ]);
    await page.waitForSelector('h1');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).map(
        (entry) => entry.event_id,
      ),
    );
    expect(events).toContain(22);
    await waitForEmail(
      env.dataDir,
      ({ text }) => text.includes('Do you take trade-ins?'),
      'with the contact message',
    );
    expect(problems).toEqual([]);

    // The next form on the site is prefilled from the details just sent.
    const next = await openContactForm();
    await next.page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLInputElement | null)?.value !== '',
      {},
      `${FORM} [name="email"]`,
    );
    expect(await fieldValue(next.page, 'name')).toBe('Robin Shopper');
    expect(await fieldValue(next.page, 'phone')).toBe('0412 345 678');
    expect(await fieldValue(next.page, 'message')).toBe('');
  });

  test('a careers enquiry fires event 51 and is stored as General Enquiry / Career Enquiry', async () => {
    // A shopper of its own: no details saved by the other tests to prefill the form.
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${env.origin(COASTAL)}/contact`, { waitUntil: 'networkidle0' });
    const form = '#general-contact-form';
    await waitForHydration(page, `${form} button[type=submit]`);
    await page.select(`${form} [name="category"]`, 'Careers Enquiry');
    for (const [name, text] of [
      ['name', 'Jordan Jobseeker'],
      ['email', 'jordan@example.com'],
      ['phone', '0412 345 678'],
      ['message', 'Are you hiring apprentice mechanics?'],
    ]) {
      await page.type(`${form} [name="${name}"]`, text!);
    }
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/leads'));
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/success'),
      page.click(`${form} button[type=submit]`),
    ]);
    const { lead_id: leadId } = (await (await answered).json()) as { lead_id: string };
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [],
    );
    expect(events).toContainEqual({ event: 'careers_enquiry', event_id: 51, lead_id: leadId });
    expect(events.filter((entry) => entry.lead_id === leadId)).toHaveLength(1);
    // The stored lead as the dealer receives it: its email is named by its id.
    const email = await waitForEmail(
      env.dataDir,
      ({ file }) => file.startsWith(leadId),
      `named ${leadId}`,
    );
    expect(email.text).toContain('Category: General Enquiry / Career Enquiry.');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the form page passes axe-core', async () => {
    const { page, problems } = await openContactForm();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
