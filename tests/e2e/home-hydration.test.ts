import fs from 'node:fs';
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { startServer } from './support/server-process.ts';
import { useE2eEnvironment } from './support/test-server.ts';
import { DEMO_SLUGS, makeServerDataDir } from '../support/test-platform.ts';

const env = useE2eEnvironment();

describe.each(DEMO_SLUGS)('%s home page in Chromium', (slug) => {
  test('hydrates with no console error, page error or hydration warning; React handles a click', async () => {
    const page = await env.browser.newPage();
    const problems = watchForProblems(page);
    await page.setViewport({ width: 390, height: 844 });
    const response = await page.goto(`${env.origin(slug)}/`, {
      waitUntil: 'networkidle0',
    });
    expect(response?.status()).toBe(200);

    await waitForHydration(page, 'button.site-header__menu-button');
    const menuButton = await page.$('button.site-header__menu-button');
    expect(await menuButton!.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('false');
    await menuButton!.click();
    await page.waitForFunction(
      () =>
        document.querySelector('button.site-header__menu-button')?.getAttribute('aria-expanded') ===
        'true',
      { timeout: 5000 },
    );
    const navVisible = await page.$eval(
      'nav[aria-label="Main"]',
      (nav) => getComputedStyle(nav).display !== 'none',
    );
    expect(navVisible).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () =>
        document.querySelector('button.site-header__menu-button')?.getAttribute('aria-expanded') ===
        'false',
      { timeout: 5000 },
    );
    expect(
      await page.evaluate(() =>
        document.activeElement?.classList.contains('site-header__menu-button'),
      ),
    ).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('scroll-locked')),
    ).toBe(false);

    const cardsBefore = await page.$$eval('.car-card', (cards) => cards.length);
    const showAll = await page.$('.featured button[aria-expanded="false"]');
    if (showAll) {
      await showAll.click();
      await page.waitForFunction(() => document.querySelectorAll('.car-card').length > 3, {
        timeout: 5000,
      });
      expect(await page.$$eval('.car-card', (cards) => cards.length)).toBeGreaterThan(cardsBefore);
    }

    expect(problems).toEqual([]);
    await page.close();
  });

  test('axe-core finds no serious or critical accessibility violation', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.origin(slug)}/`, { waitUntil: 'networkidle0' });
    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([]);
    await page.close();
  });
});

test('client navigation: from a 404 page the logo link renders the home page without a reload', async () => {
  const page = await env.browser.newPage();
  const origin = env.origin('bayside-mazda');
  const problems = watchForProblems(page, { expectedErrorPages: [`${origin}/no-such-page`] });
  const response = await page.goto(`${origin}/no-such-page`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(404);
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Page not found');
  await page.evaluate(
    () => ((window as unknown as { navigationMarker: boolean }).navigationMarker = true),
  );

  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_data=')) dataRequests.push(new URL(request.url()).search);
  });
  await waitForHydration(page, 'a.site-header__logo');
  await page.click('a.site-header__logo');
  await page.waitForSelector('#hero-title');
  expect(new URL(page.url()).pathname).toBe('/');
  // Same document (no reload), data fetched as JSON per route.
  expect(
    await page.evaluate(
      () => (window as unknown as { navigationMarker?: boolean }).navigationMarker,
    ),
  ).toBe(true);
  expect(dataRequests).toContain('?_data=home');
  expect(await page.$$eval('.car-card', (cards) => cards.length)).toBeGreaterThan(0);
  expect(await page.title()).toMatch(/Bayside Mazda/);
  expect(problems).toEqual([]);
  await page.close();
});

test('client navigation to a page that does not exist shows Page not found inside the site chrome', async () => {
  const page = await env.browser.newPage();
  const origin = env.origin('harbour-city-motors');
  const problems = watchForProblems(page, {
    // One-segment paths belong to the site-page route (tenant paths), whose loader 404s the rest.
    expectedErrorPages: [`${origin}/no-such-page?_data=site-page`],
  });
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, '.site-nav__list > li > .menu-link');
  // Every link on the demo sites has a page (tests/api/internal-links.test.ts), so the
  // router is sent to a missing one the way Back and Forward send it: a popstate.
  await page.evaluate(() => {
    history.pushState(null, '', '/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page not found');
  expect(new URL(page.url()).pathname).toBe('/no-such-page');
  expect(await page.$('.site-header')).not.toBeNull();
  expect(await page.$('.site-footer')).not.toBeNull();
  // The JSON fetch for the missing page answers 404 by design; nothing else may fail.
  expect(problems.filter((problem) => !problem.includes('no-such-page?_data='))).toEqual([]);
  await page.close();
});

test('SIGTERM: a request already accepted still gets its whole page, then the process exits 0', async () => {
  const dataDir = await makeServerDataDir(300);
  const extra = await startServer({ DATA_DIR: dataDir });
  const body = new Promise<{ status: number; html: string }>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: extra.port,
        path: '/',
        headers: { Host: 'bayside-mazda.localhost' },
      },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (html += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
      },
    );
    request.on('error', reject);
    // Signal the server as soon as the connection is accepted, while the page is being produced.
    request.on('socket', (socket) => socket.on('connect', () => extra.child.kill('SIGTERM')));
  });
  const { status, html } = await body;
  expect(status).toBe(200);
  expect(html).toContain('</html>');
  expect(await extra.stop()).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
