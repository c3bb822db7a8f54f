// The return page after paying (RESERVATION_RETURN_PATH), for each outcome the server reads
// from Stripe: rendered with the route's loader data as the browser hydrates it.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import type { RootData } from '#shared/app/root-data.ts';
import { ReservationPage } from '#shared/pages/reservation/reservation.page.tsx';
import type { ReservationConfirmation } from '#shared/reserve/reserve-checkout.ts';
import { demoSite } from '../../support/demo-site.ts';

const site = demoSite('harbour-city-motors');
const rootData: RootData = {
  site,
  stock: { counts: { new: 0, used: 0, demo: 0 }, makes: {} },
  subscribeFormKey: 'lead-0000000000000000',
};

const confirmation = (overrides: Partial<ReservationConfirmation>): ReservationConfirmation => ({
  outcome: 'reserved',
  reference: 'R-7KQ2M9',
  deposit: 500,
  car: {
    id: 7,
    slug: '2022-kia-sportage-s-hcm1',
    year: 2022,
    make: 'Kia',
    model: 'Sportage',
    badge: 'S',
    stocknum: 'HCM1',
    primary_image_url: null,
  },
  email: 'j***@example.com',
  message: null,
  ...overrides,
});

function render(result: ReservationConfirmation) {
  const page = {
    isFound: true,
    confirmation: result,
    terms: site.reservation!,
    retryPath: '/cars/2022-kia-sportage-s-hcm1/checkout',
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        children: [
          {
            id: 'reservation',
            path: 'reservation',
            loader: () => page,
            Component: ReservationPage,
          },
        ],
      },
    ],
    {
      initialEntries: ['/reservation?payment_intent=pi_1&payment_intent_client_secret=s'],
      hydrationData: { loaderData: { root: rootData, reservation: page } },
    },
  );
  const html = renderToString(createElement(RouterProvider, { router }));
  router.dispose();
  const root = parse(html);
  return {
    root,
    h1: root.querySelector('h1')?.textContent,
    text: (root.querySelector('.reservation')?.textContent ?? '').replace(/\s+/g, ' '),
  };
}

describe('the reservation return page', () => {
  test('reserved: the reference, the car, the deposit paid, the email and next steps', () => {
    const page = render(confirmation({}));
    expect(page.h1).toBe('Your car is reserved');
    expect(page.root.querySelector('.reservation-reference__number')?.textContent).toBe('R-7KQ2M9');
    expect(page.text).toContain('2022 Kia Sportage S');
    expect(page.text).toMatch(/Deposit paid\s*\$500/);
    expect(page.text).toContain('A confirmation email is on its way to j***@example.com.');
    expect(page.text).toContain('held for you for 7 days');
    expect(page.text).toContain("Bring your driver's licence");
    expect(page.root.querySelector('a[href="/reservation-terms"]')).not.toBeNull();
    expect(page.root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,follow',
    );
  });

  test('refunded: another buyer was first, refunded in full, similar cars', () => {
    const page = render(confirmation({ outcome: 'refunded', reference: null }));
    expect(page.h1).toBe('Someone reserved this car just before you');
    expect(page.text).toContain('Your $500 deposit has been refunded in full');
    expect(page.text).toContain('5 to 10 business days');
    const links = page.root
      .querySelectorAll('.reservation__links a')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/cars/2022-kia-sportage-s-hcm1#car-similar-title',
      '/cars/2022-kia-sportage-s-hcm1#enquire',
      site.listing_path,
    ]);
    expect(page.root.querySelector('.reservation-reference')).toBeNull();
  });

  test('processing: the bank is confirming, the page checks again', () => {
    const page = render(confirmation({ outcome: 'processing', reference: null }));
    expect(page.h1).toBe('Confirming your payment');
    expect(page.root.querySelector('[role="status"]')?.textContent).toContain(
      'checks again every few seconds',
    );
    expect(page.root.querySelector('meta[http-equiv="refresh"]')).toBeNull();
    expect(
      page.root.querySelector('a[href^="/reservation?payment_intent=pi_1"]')?.textContent,
    ).toBe('Check now');
  });

  test('failed: Stripe’s message, and the way back to try again', () => {
    const page = render(
      confirmation({ outcome: 'failed', reference: null, message: 'Your card was declined.' }),
    );
    expect(page.h1).toBe('Your payment did not go through');
    expect(page.root.querySelector('[role="alert"]')?.textContent).toBe('Your card was declined.');
    expect(page.text).toContain('No deposit was taken');
    expect(
      page.root.querySelector('a[href="/cars/2022-kia-sportage-s-hcm1/checkout"]')?.textContent,
    ).toBe('Try again');
  });
});
