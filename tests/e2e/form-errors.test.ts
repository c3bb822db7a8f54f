// decision 0010 on a phone: a lead form whose submission fails brings its alert into view, moves
// focus to it and shows product rule 8.2's words; what the shopper typed stays in the fields.
import { describe, expect, test } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment(600);
// No captcha, one location (no location select).
const COASTAL = 'coastal-used-cars';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type Answer = (request: HTTPRequest) => Promise<void>;

/** How a lead request fails, and the alert's words for it. */
const FAILURES: ReadonlyArray<{ failure: string; answer: Answer; message: string }> = [
  {
    failure: 'a 500, even with a message of its own',
    answer: (request) =>
      request.respond({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Internal Server Error' } }),
      }),
    message: LEAD_MESSAGES.submitFailed,
  },
  {
    failure: 'a network failure',
    answer: (request) => request.abort('failed'),
    message: LEAD_MESSAGES.submitFailed,
  },
  {
    failure: 'a 4xx answer without a message',
    answer: (request) =>
      request.respond({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unprocessable' } }),
      }),
    message: LEAD_MESSAGES.unexpected,
  },
];

// What the browser reports about the failures a test provokes, and nothing else.
const PROVOKED =
  /\/api\/leads|^console\.error: Failed to load resource: (net::ERR_FAILED|the server responded with a status of (400|422|500))/;

async function openPage(path: string, submit: string, { javaScript = true } = {}) {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page, {
    expectedErrorPages: [`${env.origin(COASTAL)}${path}`],
  });
  await page.setViewport(PHONE);
  await page.setJavaScriptEnabled(javaScript);
  const response = await page.goto(`${env.origin(COASTAL)}${path}`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
  if (javaScript) {
    // As a shopper reaches the form: a car page's lead forms load when their panel comes near
    // (docs/decisions/0033-script-before-interaction.md).
    await page.$eval(submit, (button) => button.scrollIntoView({ block: 'center' }));
    await waitForHydration(page, submit);
  }
  return { page, problems };
}

/** Every lead request answered by `answer`; everything else goes through. */
async function answerLeadRequests(page: Page, answer: Answer) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    void (request.url().includes('/api/leads') ? answer(request) : request.continue());
  });
}

async function fill(page: Page, form: string, values: Readonly<Record<string, string>>) {
  for (const [name, text] of Object.entries(values)) {
    const selector = `${form} [name="${name}"]`;
    if (await page.$eval(selector, (control) => control.tagName === 'SELECT')) {
      await page.select(selector, text);
      continue;
    }
    await page.click(selector, { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type(selector, text);
  }
}

function readValues(page: Page, form: string, names: readonly string[]) {
  return page.$eval(
    form,
    (element, fieldNames) =>
      Object.fromEntries(
        fieldNames.map((name) => [
          name,
          ((element as HTMLFormElement).elements.namedItem(name) as HTMLInputElement).value,
        ]),
      ),
    names,
  );
}

/**
 * The shopper has scrolled on to the submit button (the form's top, where its alert is,
 * is out of sight above) and presses it.
 */
async function submitFromBelow(page: Page, form: string) {
  const formTop = await page.$eval(`${form} button[type=submit]`, (button) => {
    button.scrollIntoView({ block: 'start' });
    return button.closest('form')!.getBoundingClientRect().top;
  });
  expect(formTop).toBeLessThan(0);
  await page.click(`${form} button[type=submit]`);
}

/** The alert once it has words: where it is, whether it holds focus, and the page's width. */
async function shownAlert(page: Page, form: string) {
  const selector = `${form} .form-error-alert`;
  await page.waitForFunction(
    (sel: string) => document.querySelector(sel)?.textContent !== '',
    {},
    selector,
  );
  return page.$eval(selector, (alert) => {
    const box = alert.getBoundingClientRect();
    return {
      text: alert.textContent,
      role: alert.getAttribute('role'),
      focused: alert === document.activeElement || alert.contains(document.activeElement),
      top: box.top,
      bottom: box.bottom,
      viewportHeight: window.innerHeight,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

function expectRevealed(alert: Awaited<ReturnType<typeof shownAlert>>, message: string) {
  expect(alert.text).toBe(message);
  expect(alert.role).toBe('alert');
  expect(alert.focused).toBe(true);
  expect(alert.top).toBeGreaterThanOrEqual(0);
  expect(alert.bottom).toBeLessThanOrEqual(alert.viewportHeight);
  expect(alert.pageWidth).toBeLessThanOrEqual(PHONE.width);
}

/** The message a field's aria-describedby points at (its error is the last one). */
function fieldError(page: Page, form: string, name: string) {
  return page.$eval(`${form} [name="${name}"]`, (input) => {
    const id = input.getAttribute('aria-describedby')?.split(' ').pop() ?? '';
    return document.getElementById(id)?.textContent;
  });
}

const CONTACT = {
  name: 'Robin Shopper',
  email: 'robin@example.com',
  phone: '0412 345 678',
  message: 'Do you take trade-ins?',
};

describe('the contact form, when sending fails', () => {
  const FORM = '#contact-form';
  test.each(FAILURES)('$failure: $message', async ({ answer, message }) => {
    const { page, problems } = await openPage(
      '/contact-us/coastal-used-cars',
      `${FORM} button[type=submit]`,
    );
    await answerLeadRequests(page, answer);
    await fill(page, FORM, CONTACT);
    await submitFromBelow(page, FORM);
    expectRevealed(await shownAlert(page, FORM), message);
    expect(await readValues(page, FORM, Object.keys(CONTACT))).toEqual(CONTACT);
    expect(problems.filter((problem) => !PROVOKED.test(problem))).toEqual([]);
    await page.close();
  });
});

test('on a desktop too, the contact form brings its alert into view and focus', async () => {
  const FORM = '#contact-form';
  const { page, problems } = await openPage(
    '/contact-us/coastal-used-cars',
    `${FORM} button[type=submit]`,
  );
  await page.setViewport(DESKTOP);
  await answerLeadRequests(page, FAILURES[0]!.answer);
  await fill(page, FORM, CONTACT);
  await submitFromBelow(page, FORM);
  const alert = await shownAlert(page, FORM);
  expect(alert.text).toBe(LEAD_MESSAGES.submitFailed);
  expect(alert.focused).toBe(true);
  expect(alert.top).toBeGreaterThanOrEqual(0);
  expect(alert.bottom).toBeLessThanOrEqual(DESKTOP.height);
  expect(problems.filter((problem) => !PROVOKED.test(problem))).toEqual([]);
  await page.close();
});

describe("a car page's enquiry form, when sending fails", () => {
  const FORM = '#car-enquire-form';
  let carPath = '';

  test.each(FAILURES)('$failure: $message', async ({ answer, message }) => {
    if (!carPath) {
      const finder = await env.browser.newPage();
      await finder.goto(`${env.origin(COASTAL)}/search/used-cars`, { waitUntil: 'networkidle0' });
      carPath = await finder.$eval('.listing-hits a[href^="/cars/"]', (a) =>
        (a.getAttribute('href') ?? '').replace(/#.*$/, ''),
      );
      await finder.close();
    }
    const { page, problems } = await openPage(carPath, `${FORM} button[type=submit]`);
    await answerLeadRequests(page, answer);
    await fill(page, FORM, CONTACT);
    await submitFromBelow(page, FORM);
    expectRevealed(await shownAlert(page, FORM), message);
    expect(await readValues(page, FORM, Object.keys(CONTACT))).toEqual(CONTACT);
    expect(problems.filter((problem) => !PROVOKED.test(problem))).toEqual([]);
    await page.close();
  });
});

describe("a postcode that cannot be placed: 'Invalid postcode'", () => {
  const FORM = '#trade-in-form';
  const TRADE_IN = {
    ...CONTACT,
    postcode: '0000',
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'Corolla',
    'Vehicle Year': '2019',
    'Vehicle Kms': '45000',
    'Vehicle Condition': 'Good',
  };

  test('the trade-in form shows it in the alert and at the postcode, and keeps the typing', async () => {
    const { page, problems } = await openPage('/valuations', `${FORM} button[type=submit]`);
    await fill(page, FORM, TRADE_IN);
    await submitFromBelow(page, FORM);
    expectRevealed(await shownAlert(page, FORM), LEAD_MESSAGES.postcodeNotFound);
    expect(await fieldError(page, FORM, 'postcode')).toBe(LEAD_MESSAGES.postcodeNotFound);
    expect(await readValues(page, FORM, Object.keys(TRADE_IN))).toEqual(TRADE_IN);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.filter((problem) => !PROVOKED.test(problem))).toEqual([]);
    await page.close();
  });

  test('without JavaScript the answered page focuses its alert in view, with the typing', async () => {
    const { page, problems } = await openPage('/valuations', '', { javaScript: false });
    await fill(page, FORM, TRADE_IN);
    await Promise.all([page.waitForNavigation(), submitFromBelow(page, FORM)]);
    expectRevealed(await shownAlert(page, FORM), LEAD_MESSAGES.postcodeNotFound);
    expect(await fieldError(page, FORM, 'postcode')).toBe(LEAD_MESSAGES.postcodeNotFound);
    expect(await readValues(page, FORM, Object.keys(TRADE_IN))).toEqual(TRADE_IN);
    // With JavaScript off the browser refuses the page's scripts; nothing else may fail.
    const scriptRefused = /^requestfailed: \S+\/assets\/\S+\.js $/;
    expect(problems.filter((problem) => !scriptRefused.test(problem))).toEqual([]);
    await page.close();
  });

  test('on the finance pre-approval, the step with the postcode stays, its alert focused', async () => {
    const STEPS = '#finance-form';
    const { page, problems } = await openPage(
      '/finance-pre-approval',
      `${STEPS} button[type=submit]`,
    );
    const details = { name: 'Jordan', last_name: 'Borrower', email: 'jordan@example.com' };
    await fill(page, STEPS, { ...details, phone: '0412 345 678' });
    await page.click(`${STEPS} button[type=submit]`);
    await page.waitForSelector(`${STEPS} [name="Vehicle Make"]`);
    await page.waitForSelector(`${STEPS} button[type=submit]:not([disabled])`);
    await page.click(`${STEPS} button[type=submit]`);
    await page.waitForSelector(`${STEPS} [name="postcode"]`);
    await fill(page, STEPS, { postcode: '0300', message: 'About $20,000 over 5 years' });
    await page.click(`${STEPS} button[type=submit]`);
    expectRevealed(await shownAlert(page, STEPS), LEAD_MESSAGES.postcodeNotFound);
    expect(await fieldError(page, STEPS, 'postcode')).toBe(LEAD_MESSAGES.postcodeNotFound);
    expect(
      await page.$eval(`${STEPS} [name="postcode"]`, (input) => (input as HTMLInputElement).value),
    ).toBe('0300');
    expect(await page.$eval(`#finance-form-step`, (step) => step.textContent)).toContain(
      'Step 3 of 4',
    );
    expect(problems.filter((problem) => !PROVOKED.test(problem))).toEqual([]);
    await page.close();
  });
});
