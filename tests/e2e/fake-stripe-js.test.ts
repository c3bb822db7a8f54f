// The Stripe.js stand-in in Chromium: served at js.stripe.com by interceptStripe, it mounts an
// accessible Payment Element, confirms against the fake API (success, decline, 3-D Secure with
// the fake issuer page), and satisfies @stripe/stripe-js's loadStripe and @stripe/react-stripe-js.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'puppeteer-core';
import Stripe from 'stripe';
import type {
  PaymentIntentResult,
  Stripe as StripeJs,
  StripeElements,
  StripePaymentElement,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, watchForProblems } from './support/browser.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe-api.ts';
import { interceptStripe } from '../support/fake-stripe/intercept-stripe.ts';
import type { FakeStripeJsRecord } from '../support/fake-stripe/stripe-js-stand-in.ts';

const PUBLISHABLE_KEY = 'pk_test_dealerPlatformFake';

interface TestWindow {
  Stripe?: ((key: string) => StripeJs) & { version: unknown };
  __fakeStripe: FakeStripeJsRecord;
  __test: {
    stripe: StripeJs;
    elements: StripeElements;
    element: StripePaymentElement;
    ready: boolean;
  };
}

const html = (body: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Deposit</title>${head}</head>
<body><main><h1>Reserve this car</h1>${body}</main></body></html>`;
const STRIPE_SCRIPT = '<script src="https://js.stripe.com/endive/stripe.js"></script>';

const reactHarness = `
  import { useState } from 'react';
  import { createRoot } from 'react-dom/client';
  import { loadStripe } from '@stripe/stripe-js';
  import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';

  const params = new URLSearchParams(window.location.search);
  const stripePromise = loadStripe(params.get('pk'));

  function Pay() {
    const stripe = useStripe();
    const elements = useElements();
    const [ready, setReady] = useState(false);
    const [message, setMessage] = useState('');
    async function submit(event) {
      event.preventDefault();
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: window.location.origin + '/return',
          payment_method_data: { billing_details: { name: 'Sam Shopper' } },
        },
        redirect: 'if_required',
      });
      setMessage(result.error ? result.error.message : 'Paid: ' + result.paymentIntent.status);
    }
    return (
      <form onSubmit={submit}>
        <PaymentElement
          options={{ wallets: { applePay: 'never', googlePay: 'never' }, fields: { billingDetails: { name: 'never' } } }}
          onReady={() => setReady(true)}
        />
        <button type="submit" disabled={!stripe || !ready}>Pay deposit</button>
        <p role="status">{message}</p>
      </form>
    );
  }

  createRoot(document.getElementById('root')).render(
    <Elements stripe={stripePromise} options={{ clientSecret: params.get('cs'), appearance: { theme: 'stripe' } }}>
      <Pay />
    </Elements>,
  );
`;

async function bundleReactHarness(): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: reactHarness, resolveDir: process.cwd(), loader: 'jsx' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.text;
}

describe('the Stripe.js stand-in in Chromium', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let browser: Browser;
  let site: http.Server;
  let origin = '';

  beforeAll(async () => {
    const [reactJs, started, launched] = await Promise.all([
      bundleReactHarness(),
      startFakeStripe(),
      launchBrowser(),
    ]);
    fake = started;
    browser = launched;
    stripe = new Stripe('sk_test_dealerPlatformFake', {
      ...fake.clientOptions,
      maxNetworkRetries: 0,
    });
    site = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/favicon.ico') return void res.writeHead(204).end();
      if (path === '/react.js') {
        return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(reactJs);
      }
      const body =
        path === '/react'
          ? html('<div id="root"></div><script type="module" src="/react.js"></script>')
          : path === '/return'
            ? html('<p>Back from the bank.</p>', STRIPE_SCRIPT)
            : html('<form><div id="express"></div><div id="payment"></div></form>', STRIPE_SCRIPT);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await fake?.close();
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  });

  const newIntent = (car: string) =>
    stripe.paymentIntents.create({
      amount: 50_000,
      currency: 'aud',
      automatic_payment_methods: { enabled: true },
      metadata: { tenant: 'harbour-city-motors', car },
    });

  async function openPage(path = '/'): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage();
    const problems = watchForProblems(page);
    await interceptStripe(page, fake);
    await page.goto(`${origin}${path}`);
    return { page, problems };
  }

  /** Mounts a Payment Element for the PaymentIntent (replacing any earlier one). */
  async function mount(page: Page, clientSecret: string, options: StripePaymentElementOptions) {
    await page.evaluate(
      (secret, paymentOptions, key) => {
        const w = window as unknown as TestWindow;
        w.__test?.element.destroy();
        const stripe = w.Stripe!(key);
        const elements = stripe.elements({ clientSecret: secret, appearance: { theme: 'stripe' } });
        const element = elements.create('payment', paymentOptions);
        w.__test = { stripe, elements, element, ready: false };
        element.on('ready', () => {
          w.__test.ready = true;
        });
        element.mount('#payment');
      },
      clientSecret,
      options,
      PUBLISHABLE_KEY,
    );
    await page.waitForFunction(() => (window as unknown as TestWindow).__test.ready, {
      timeout: 5_000,
    });
  }

  async function typeCard(page: Page, number: string) {
    await page.type('::-p-aria(Card number)', number);
    await page.type('::-p-aria(Expiry (MM / YY))', '12 / 34');
    await page.type('::-p-aria(CVC)', '123');
  }

  const confirm = (page: Page, returnUrl: string) =>
    page.evaluate(
      (url) =>
        (window as unknown as TestWindow).__test.stripe.confirmPayment({
          elements: (window as unknown as TestWindow).__test.elements,
          confirmParams: {
            return_url: url,
            payment_method_data: { billing_details: { name: 'Sam Shopper' } },
          },
          redirect: 'if_required',
        }) as Promise<PaymentIntentResult>,
      returnUrl,
    );

  test('mounts an accessible Payment Element, then confirms, declines and runs 3-D Secure', async () => {
    const { page, problems } = await openPage();
    const paid = await newIntent('car-1');
    await mount(page, paid.client_secret!, {
      wallets: { applePay: 'never', googlePay: 'auto' },
    });

    const record = await page.evaluate(() => ({
      ...(window as unknown as TestWindow).__fakeStripe,
      stripeVersion: (window as unknown as TestWindow).Stripe!.version,
    }));
    expect(record).toMatchObject({
      stripeVersion: 'endive',
      publishableKey: PUBLISHABLE_KEY,
      mountedTypes: ['payment'],
      wallets: { applePay: 'never', googlePay: 'auto' },
      walletsShown: { applePay: false, googlePay: true },
    });
    expect(await page.$('::-p-aria(Google Pay)')).not.toBeNull();
    expect(await page.$('::-p-aria(Apple Pay)')).toBeNull();

    // An Express Checkout Element in the same group shows its own wallet buttons.
    const expressReady = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const { elements } = (window as unknown as TestWindow).__test;
          const express = elements.create('expressCheckout', {
            paymentMethods: { applePay: 'auto', googlePay: 'never' },
          });
          express.on('ready', (event) => resolve(event.availablePaymentMethods));
          express.mount('#express');
        }),
    );
    expect(expressReady).toMatchObject({ applePay: true, googlePay: false });
    expect(await page.$('#express ::-p-aria(Apple Pay)')).not.toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Nothing typed: Stripe.js's validation error, and no request.
    const empty = await confirm(page, `${origin}/return`);
    expect(empty.error).toMatchObject({
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    });
    expect(fake.requests.some((r) => r.path.endsWith(`${paid.id}/confirm`))).toBe(false);

    await typeCard(page, '4242424242424242');
    const success = await confirm(page, `${origin}/return`);
    expect(success.error).toBeUndefined();
    expect(success.paymentIntent).toMatchObject({ id: paid.id, status: 'succeeded' });
    expect(success.paymentIntent).not.toHaveProperty('metadata');
    const charge = fake.charges.get(String(fake.paymentIntents.get(paid.id)!.latest_charge))!;
    expect(charge.billing_details).toMatchObject({
      name: 'Sam Shopper',
      address: { country: 'AU' },
    });
    await fake.waitForEvent('payment_intent.succeeded', {
      where: (e) => e.data.object.id === paid.id,
    });

    // A declined card resolves with Stripe.js's card_error.
    const declined = await newIntent('car-2');
    await mount(page, declined.client_secret!, {});
    await typeCard(page, '4000000000000002');
    const decline = await confirm(page, `${origin}/return`);
    expect(decline.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(fake.paymentIntents.get(declined.id)!.status).toBe('requires_payment_method');

    // 3-D Secure: off to the fake issuer page, approve, back to return_url with Stripe's params.
    const secure = await newIntent('car-3');
    await mount(page, secure.client_secret!, {});
    await typeCard(page, '4000002500003155');
    await Promise.all([
      page.waitForNavigation({ timeout: 5_000 }),
      confirm(page, `${origin}/return`).catch(() => undefined),
    ]);
    expect(page.url()).toBe(`https://hooks.stripe.com/3d_secure_2/fake/${secure.id}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForNavigation({ timeout: 5_000 }),
      page.click('::-p-aria(Complete authentication)'),
    ]);
    const back = new URL(page.url());
    expect(back.pathname).toBe('/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: secure.id,
      payment_intent_client_secret: secure.client_secret,
      redirect_status: 'succeeded',
    });
    const retrieved = await page.evaluate(
      (key, secret) => (window as unknown as TestWindow).Stripe!(key).retrievePaymentIntent(secret),
      PUBLISHABLE_KEY,
      secure.client_secret!,
    );
    expect(retrieved.paymentIntent?.status).toBe('succeeded');

    // The decline's 402 is the only problem a shopper's console would show.
    expect(problems.filter((p) => !p.includes('402'))).toEqual([]);
    await page.close();
  });

  test('works behind @stripe/stripe-js loadStripe and @stripe/react-stripe-js Elements', async () => {
    const pi = await newIntent('car-4');
    const { page, problems } = await openPage(
      `/react?pk=${PUBLISHABLE_KEY}&cs=${encodeURIComponent(pi.client_secret!)}`,
    );
    await page.waitForSelector('button:not([disabled])', { timeout: 5_000 });
    await typeCard(page, '4242424242424242');
    await page.click('::-p-aria(Pay deposit)');
    await page.waitForFunction(
      () => document.querySelector('[role=status]')?.textContent === 'Paid: succeeded',
      { timeout: 5_000 },
    );

    const record = await page.evaluate(() => (window as unknown as TestWindow).__fakeStripe);
    expect(record.wrappers.map((w) => w.name).sort()).toEqual(['react-stripe-js', 'stripe-js']);
    expect(record.walletsShown).toEqual({ applePay: false, googlePay: false });
    expect(record.confirmCalls).toEqual([
      expect.objectContaining({
        paymentIntent: pi.id,
        redirect: 'if_required',
        billingDetails: { name: 'Sam Shopper', address: { country: 'AU' } },
      }),
    ]);
    expect(fake.paymentIntents.get(pi.id)!.status).toBe('succeeded');
    expect(problems).toEqual([]);
    await page.close();
  });

  test("stripeJs: 'unavailable' makes Stripe.js fail to load", async () => {
    const page = await browser.newPage();
    const problems = watchForProblems(page);
    await interceptStripe(page, fake, { stripeJs: 'unavailable' });
    await page.goto(`${origin}/`);

    expect(await page.evaluate(() => typeof (window as unknown as TestWindow).Stripe)).toBe(
      'undefined',
    );
    expect([...problems].sort()).toEqual([
      'console.error: Failed to load resource: net::ERR_FAILED',
      'requestfailed: https://js.stripe.com/endive/stripe.js net::ERR_FAILED',
    ]);
    await page.close();
  });
});
