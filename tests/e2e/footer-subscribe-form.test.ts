import { describe, expect, test } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment();
// No captcha on coastal-used-cars: the form sends straight away.
const COASTAL = 'coastal-used-cars';
const FORM = '.site-footer #subscribe-form';
const COASTAL_NAME = loadTenants(repoPath('tenants')).find((tenant) => tenant.slug === COASTAL)!
  .dealership.name;

/** The confirmation: the heading, what it is described by (a status region) and who has focus. */
async function confirmation(page: Page) {
  return page.$eval('main h1', (heading) => {
    const described = document.getElementById(heading.getAttribute('aria-describedby') ?? '');
    return {
      heading: heading.textContent,
      sentence: described?.textContent,
      role: described?.getAttribute('role'),
      isFocused: document.activeElement === heading,
    };
  });
}

/** Script URLs the page requests, as they happen. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: HTTPRequest) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const isSubscribeChunk = (url: string) => /\/subscribe-lead-form-[^/]+\.js$/.test(url);

async function openOnPhone(path: string) {
  // A context of its own: no details saved by another test prefill the form.
  const context = await env.browser.createBrowserContext();
  const page = await context.newPage();
  const problems = watchForProblems(page);
  const scripts = watchScripts(page);
  await page.setViewport({ width: 390, height: 844 });
  const response = await page.goto(`${env.origin(COASTAL)}${path}`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, 'button.site-header__menu-button');
  return { page, problems, scripts };
}

async function isFormHydrated(page: Page) {
  return page.$eval(FORM, (form) =>
    Object.keys(form).some((key) => key.startsWith('__reactProps')),
  );
}

describe('the footer subscribe form', () => {
  test('is server HTML until the footer comes near, then loads its chunk, hydrates and sends', async () => {
    const { page, problems, scripts } = await openOnPhone('/');
    // The page is hydrated, the form is there (server HTML), its code is not loaded.
    expect(await page.$(`${FORM} [name="email"]`)).not.toBeNull();
    expect(scripts.filter(isSubscribeChunk)).toEqual([]);
    expect(await isFormHydrated(page)).toBe(false);

    await page.$eval('.site-footer .subscribe-form', (section) => section.scrollIntoView());
    await waitForHydration(page, FORM);
    expect(scripts.filter(isSubscribeChunk)).toHaveLength(1);

    await page.type(`${FORM} [name="name"]`, 'Sam Subscriber');
    await page.type(`${FORM} [name="email"]`, 'sam@example.com');
    await page.type(`${FORM} [name="phone"]`, '0412 345 678');
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/success'),
      page.click(`${FORM} button[type=submit]`),
    ]);
    // What was signed up for, and where to: said to a screen reader with the focused heading.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await confirmation(page)).toEqual({
      heading: "You're subscribed",
      sentence: `${COASTAL_NAME} will email sam@example.com about new stock, offers and events.`,
      role: 'status',
      isFocused: true,
    });
    // The address is not in the URL (it would reach the logs).
    expect(await page.evaluate(() => location.href)).not.toContain('sam');
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  test('a keyboard shopper tabbing into the form gets it hydrated where it is', async () => {
    const { page, problems } = await openOnPhone('/contact');
    // Focus moves in without scrolling first (the observer may not have fired yet).
    await page.$eval(`${FORM} [name="name"]`, (input) => (input as HTMLInputElement).focus());
    await waitForHydration(page, FORM);
    await page.keyboard.type('Kim Keyboard');
    expect(
      await page.$eval(`${FORM} [name="name"]`, (input) => (input as HTMLInputElement).value),
    ).toBe('Kim Keyboard');
    await page.click(`${FORM} button[type=submit]`);
    // Email and phone are missing: the product rules messages, focus on the first invalid field.
    await page.waitForSelector(`${FORM} [name="email"][aria-invalid="true"]`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  test('what was typed before its code arrived is kept when it hydrates', async () => {
    const { page, problems } = await openOnPhone('/');
    // A slow network: the form's chunk arrives 1.5 s after it is asked for.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!isSubscribeChunk(new URL(request.url()).pathname)) return void request.continue();
      setTimeout(() => void request.continue(), 1500);
    });
    await page.$eval('.site-footer .subscribe-form', (section) => section.scrollIntoView());
    await page.type(`${FORM} [name="name"]`, 'Early Typist');
    expect(await isFormHydrated(page)).toBe(false);
    await waitForHydration(page, FORM);
    const value = (name: string) =>
      page.$eval(`${FORM} [name="${name}"]`, (input) => (input as HTMLInputElement).value);
    expect(await value('name')).toBe('Early Typist');
    // And it is the form's state, not just the page's: it goes with the submission.
    await page.type(`${FORM} [name="email"]`, 'early@example.com');
    await page.type(`${FORM} [name="phone"]`, '0412 345 678');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/leads'));
    await page.click(`${FORM} button[type=submit]`);
    const body = JSON.parse((await sent).postData() ?? '{}') as { fields: Record<string, unknown> };
    expect(body.fields).toMatchObject({ name: 'Early Typist', email: 'early@example.com' });
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  test('a client navigation before the footer was reached keeps the form working', async () => {
    const { page, problems } = await openOnPhone('/');
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/contact'),
      page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('a[href="/contact"]');
        if (!link) throw new Error('no link to /contact on the home page');
        link.click();
      }),
    ]);
    await page.waitForSelector('#general-contact-form');
    await page.$eval('.site-footer .subscribe-form', (section) => section.scrollIntoView());
    await waitForHydration(page, FORM);
    await page.click(`${FORM} button[type=submit]`);
    await page.waitForSelector(`${FORM} [name="name"][aria-invalid="true"]`);
    // One document load: the navigation happened in the page.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  test('without its chunk (offline, a new deployment) a client navigation still completes', async () => {
    const { page, problems } = await openOnPhone('/');
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (isSubscribeChunk(new URL(request.url()).pathname)) void request.abort();
      else void request.continue();
    });
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/contact'),
      page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/contact"]')!.click()),
    ]);
    await page.waitForSelector('#general-contact-form');
    // What a shopper's console shows: the failed chunk, the warning, and React's report
    // that it rendered the form's boundary afresh (error 422), without the form.
    const expected = [
      /^requestfailed: .*\/subscribe-lead-form-/,
      /^console\.error: Failed to load resource/,
      /^console\.warn: The subscribe form could not be loaded/,
      /^pageerror: Minified React error #422/,
    ];
    expect(problems.filter((problem) => !expected.some((known) => known.test(problem)))).toEqual(
      [],
    );
    expect(await page.$(FORM)).toBeNull();
    await page.browserContext().close();
  });
});

describe('the footer form without JavaScript', () => {
  test('posts to /subscribe: a mistake is shown there with what was typed; fixed, /success', async () => {
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${env.origin(COASTAL)}/compare`, { waitUntil: 'load' });
    await page.type(`${FORM} [name="name"]`, 'Plain Reader');
    await page.type(`${FORM} [name="email"]`, 'plain.reader@example');
    await page.type(`${FORM} [name="phone"]`, '0412 345 678');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click(`${FORM} button[type="submit"]`),
    ]);
    expect(await page.evaluate(() => location.pathname)).toBe('/subscribe');
    const PAGE_FORM = 'main #subscribe-page-form';
    expect(
      await page.$eval(`${PAGE_FORM} [name="name"]`, (el) => (el as HTMLInputElement).value),
    ).toBe('Plain Reader');
    expect(
      await page.$eval(`${PAGE_FORM} [name="email"]`, (el) => el.getAttribute('aria-invalid')),
    ).toBe('true');
    await page.$eval(`${PAGE_FORM} [name="email"]`, (el) => ((el as HTMLInputElement).value = ''));
    await page.type(`${PAGE_FORM} [name="email"]`, 'plain.reader@example.com');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click(`${PAGE_FORM} button[type="submit"]`),
    ]);
    expect(await page.evaluate(() => location.pathname)).toBe('/success');
    expect(await confirmation(page)).toMatchObject({
      heading: "You're subscribed",
      sentence: `${COASTAL_NAME} will email you about new stock, offers and events.`,
      role: 'status',
    });
    await context.close();
  });
});
