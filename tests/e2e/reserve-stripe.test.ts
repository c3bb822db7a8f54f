// docs/payments.md in Chromium on a phone, Stripe mode: Harbour City Motors with its keys, the
// Stripe API faked at the HTTP boundary and Stripe.js served by a stand-in at js.stripe.com.
// Details, a double click, a declined card, a paid deposit and its confirmation; and Stripe.js
// failing to load, when the shopper's request still reaches the dealer.
import fs from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import { canShowReserveButton } from '#shared/inventory/reservable.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, waitForHydration, watchForProblems } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe-api.ts';
import { interceptStripe } from '../support/fake-stripe/intercept-stripe.ts';
import { demoTenantConfig } from '../support/demo-site.ts';
import { makeServerDataDir } from '../support/test-platform.ts';

const HARBOUR = 'harbour-city-motors';
const FORM = '#reserve-form';
const PAY = '.reserve-payment button[type=submit]';
const WEBHOOK_SECRET = 'whsec_e2eReserve';

let dataDir = '';
let fake: FakeStripe;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = await makeServerDataDir(600);
  fake = await startFakeStripe();
  [server, browser] = await Promise.all([
    startServer({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_e2eReserve',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      ALTCHA_MAX_NUMBER: '1000',
    }),
    launchBrowser(),
  ]);
  fake.setWebhook({
    url: `http://127.0.0.1:${server.port}/api/webhooks/stripe`,
    secret: WEBHOOK_SECRET,
    host: `${HARBOUR}.localhost`,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The nth car the site offers to reserve, from the seeded stock. */
function reservePath(nth: number): string {
  const config = demoTenantConfig(HARBOUR);
  const site = toSiteData(config);
  const cars = readTenantDocuments(dataDir, config).filter((car) =>
    canShowReserveButton(car, site),
  );
  return `${cars[nth]!.url}/checkout`;
}

async function openReservePage(nth: number, stripeJs: 'available' | 'unavailable') {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await interceptStripe(page, fake, { stripeJs });
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  const origin = `http://${HARBOUR}.localhost:${server.port}`;
  const response = await page.goto(`${origin}${reservePath(nth)}`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, `${FORM} button[type=submit]`);
  return { page, problems, close: () => context.close() };
}

async function fillDetails(page: Page) {
  for (const [name, value] of [
    ['name', 'Jo'],
    ['last_name', 'Buyer'],
    ['email', 'jo.buyer@example.com'],
    ['phone', '0412 345 678'],
    ['postcode', '2000'],
  ] as const) {
    await page.type(`${FORM} [name="${name}"]`, value);
  }
  await page.click(`${FORM} [name="terms_conditions"]`);
  // The captcha started when the shopper entered the form.
  await page.waitForFunction(
    (selector: string) => (document.querySelector(selector) as HTMLInputElement | null)?.value,
    { timeout: 30_000 },
    `${FORM} input[name="captcha"]`,
  );
}

async function typeCard(page: Page, number: string) {
  await page.click('::-p-aria(Card number)', { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type('::-p-aria(Card number)', number);
  await page.type('::-p-aria(Expiry (MM / YY))', '12 / 34');
  await page.type('::-p-aria(CVC)', '123');
}

test('details, a double click, a declined card, then paid and reserved', async () => {
  const { page, problems, close } = await openReservePage(0, 'available');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/')) {
      posts.push(new URL(request.url()).pathname);
    }
  });
  await fillDetails(page);
  await page.click(`${FORM} button[type=submit]`, { count: 2 });
  await page.waitForSelector(`${PAY}:not([disabled])`, { timeout: 15_000 });
  expect(posts.filter((path) => path === '/api/leads')).toHaveLength(1);
  expect(posts.filter((path) => path.endsWith('/payment_intent'))).toHaveLength(1);
  expect(fake.paymentIntents.size).toBe(1);
  const [intent] = [...fake.paymentIntents.values()];
  expect(intent).toMatchObject({ amount: 50_000, currency: 'aud' });
  expect(await page.$eval(PAY, (button) => button.textContent)).toBe('Pay $500 deposit');
  expect(await page.$eval('.reserve-details', (details) => details.textContent)).toContain(
    'jo.buyer@example.com',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  await typeCard(page, '4000000000000002');
  await page.click(PAY);
  await page.waitForSelector('#reserve-payment-alert p');
  expect(await page.$eval('#reserve-payment-alert', (alert) => alert.textContent)).toBe(
    'Your card was declined.',
  );
  await page.waitForFunction(() => document.activeElement?.id === 'reserve-payment-alert');
  expect(
    await page.$eval('::-p-aria(Card number)', (input) => (input as HTMLInputElement).value),
  ).toBe('4000000000000002');
  expect(await page.$eval(PAY, (button) => button.textContent)).toBe('Pay $500 deposit');

  await typeCard(page, '4242424242424242');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(PAY)]);
  const back = new URL(page.url());
  expect(back.pathname).toBe('/reservation');
  expect(back.searchParams.get('payment_intent')).toBe(intent!.id);
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Your car is reserved');
  expect(await page.$eval('.reservation-reference__number', (ref) => ref.textContent)).toMatch(
    /^R-[A-Z0-9]+$/,
  );
  expect(await page.$eval('main', (main) => main.textContent)).toContain('j***@example.com');
  const charge = [...fake.charges.values()].find((c) => c.payment_intent === intent!.id && c.paid);
  expect(charge?.billing_details).toMatchObject({
    name: 'Jo Buyer',
    email: 'jo.buyer@example.com',
    phone: '0412 345 678',
    address: { postal_code: '2000', country: 'AU' },
  });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The car's Reserve button goes (the index follows; its badge may rank Hybrid above
  // Reserved), and its reserve page says why.
  const carPage = back.origin + reservePath(0).replace(/\/checkout$/, '');
  await expect
    .poll(
      async () => {
        await page.goto(carPage, { waitUntil: 'networkidle0' });
        return page.$$eval('.car-action--reserve', (links) => links.length);
      },
      { timeout: 10_000, interval: 500 },
    )
    .toBe(0);
  await page.goto(back.origin + reservePath(0), { waitUntil: 'networkidle0' });
  expect(await page.$eval('.reserve-blocked', (section) => section.textContent)).toContain(
    'already been reserved',
  );
  // The decline's 402 is the only problem a shopper's console would show.
  expect(problems.filter((problem) => !problem.includes('402'))).toEqual([]);
  await close();
});

test('Stripe.js cannot load: the page says so and sends the reservation request instead', async () => {
  const { page, problems, close } = await openReservePage(1, 'unavailable');
  await fillDetails(page);
  await page.click(`${FORM} button[type=submit]`);
  await page.waitForSelector('#reserve-unavailable-title');
  await page.waitForFunction(() => document.activeElement?.id === 'reserve-unavailable-title');
  expect(await page.$eval('.reserve-unavailable', (panel) => panel.textContent)).toContain(
    'Online payment is unavailable right now.',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  const sent = page.waitForRequest((request) => request.method() === 'PATCH');
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/success', { timeout: 20_000 }),
    page.click('::-p-aria(Send reservation request)'),
  ]);
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ form_completed: true });
  // The address changes as the client navigation commits; the page renders just after.
  await page.waitForFunction(
    () => document.querySelector('h1')?.textContent === 'Reservation request sent',
  );
  // Only Stripe.js's own blocked loads (Chromium's console names no URL for them).
  const stripeJsBlocked = (problem: string) =>
    problem.includes('js.stripe.com') ||
    problem.endsWith('Failed to load resource: net::ERR_FAILED');
  expect(problems.filter((problem) => !stripeJsBlocked(problem))).toEqual([]);
  await close();
});

test('3-D Secure: Stripe’s redirect to the bank and back to the confirmation', async () => {
  const { page, problems, close } = await openReservePage(2, 'available');
  await fillDetails(page);
  await page.click(`${FORM} button[type=submit]`);
  await page.waitForSelector(`${PAY}:not([disabled])`, { timeout: 15_000 });
  await typeCard(page, '4000002500003155');
  await Promise.all([page.waitForNavigation(), page.click(PAY)]);
  expect(new URL(page.url()).hostname).toBe('hooks.stripe.com');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('::-p-aria(Complete authentication)'),
  ]);
  const back = new URL(page.url());
  expect(back.pathname).toBe('/reservation');
  expect(back.searchParams.get('redirect_status')).toBe('succeeded');
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Your car is reserved');
  expect(problems).toEqual([]);
  await close();
});
