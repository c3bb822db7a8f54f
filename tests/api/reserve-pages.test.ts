// docs/payments.md: the reserve page (/cars/{slug}/checkout or /buy-online), the reservation terms
// page and the return page, as each demo site serves them. No Stripe keys here: Harbour City
// Motors takes reservation requests like the Till and St George sites.
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import {
  canShowReserveButton,
  RESERVE_BLOCKER_MESSAGES,
  type ReserveBlocker,
} from '#shared/inventory/reservable.ts';
import { isSitemapPath } from '#server/crawl/served-path.server.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

const RESERVING = [
  ['harbour-city-motors', 'checkout', '$500'],
  ['coastal-used-cars', 'buy-online', '$250'],
  ['bayside-mazda', 'checkout', '$1,000'],
] as const;
const NOT_RESERVING = ['southern-cross-trucks', 'high-country-rv-moto'] as const;

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function stock(slug: string): CarDocument[] {
  return readTenantDocuments(fixture.current.env.DATA_DIR, fixture.tenant(slug));
}

function reservableCar(slug: string): CarDocument {
  const site = toSiteData(fixture.tenant(slug));
  const car = stock(slug).find((candidate) => canShowReserveButton(candidate, site));
  if (!car) throw new Error(`the demo stock of ${slug} has no reservable car`);
  return car;
}

async function expectBlocked(
  slug: string,
  segment: string,
  blocker: ReserveBlocker,
  predicate: (car: CarDocument) => boolean,
) {
  const car = stock(slug).find(predicate);
  if (!car) throw new Error(`the demo stock of ${slug} has no ${blocker} car`);
  const { res, root, main } = await getPage(slug, `${car.url}/${segment}`);
  expect(res.status).toBe(200);
  expect(main).toContain(RESERVE_BLOCKER_MESSAGES[blocker]);
  expect(root.querySelector('form#reserve-form')).toBeNull();
  expect(root.querySelector(`.reserve-blocked a[href="${car.url}#enquire"]`)).not.toBeNull();
  expect(root.querySelector(`.reserve-blocked a[href="${car.url}"]`)).not.toBeNull();
}

async function getPage(slug: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
  const root = parse(res.text);
  return { res, root, main: text(root.querySelector('main')?.textContent) };
}

describe.each(RESERVING)('%s reserve page', (slug, segment, deposit) => {
  test('a reservable car: the car, the deposit, what happens next and a request form', async () => {
    const car = reservableCar(slug);
    const tenant = fixture.tenant(slug);
    const { res, root, main } = await getPage(slug, `${car.url}/${segment}`);
    expect(res.status).toBe(200);
    expect(text(root.querySelector('h1')?.textContent)).toBe('Reserve this Car');
    expect(root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,follow',
    );
    expect(main).toContain(car.stocknum);
    expect(main).toContain(`${car.km.toLocaleString('en-AU')} km`);
    const facts = root
      .querySelectorAll('.reserve-car__facts div')
      .map(
        (fact) =>
          `${text(fact.querySelector('dt')?.textContent)}: ${text(fact.querySelector('dd')?.textContent)}`,
      );
    expect(facts).toContain(`Deposit to reserve: ${deposit}`);
    expect(facts).toContain(`Stock number: ${car.stocknum}`);
    expect(main).toContain('What happens next');
    expect(main).toMatch(/held for you for \d+ days?/);
    const location = tenant.locations.find((candidate) => candidate.id === car.location_id)!;
    expect(main).toContain(location.contact_detail.phone);
    expect(main).toContain(location.address.street);
    // No Stripe keys in tests: every site sends a request and says who takes the deposit.
    expect(main).toContain(
      `${tenant.dealership.name} will call you to take the ${deposit} deposit`,
    );
    const form = root.querySelector('form#reserve-form');
    expect(form?.getAttribute('method')).toBe('post');
    const names = form!.querySelectorAll('[name]').map((field) => field.getAttribute('name'));
    for (const name of ['name', 'last_name', 'email', 'phone', 'postcode', 'terms_conditions']) {
      expect(names).toContain(name);
    }
    expect(form!.querySelector('input[name="car_id"]')?.getAttribute('value')).toBe(String(car.id));
    expect(form!.querySelector('input[name="form"]')?.getAttribute('value')).toBe('reserve');
    const terms = form!.querySelector('label[for="reserve-form-terms-conditions"] a');
    expect(terms?.getAttribute('href')).toBe('/reservation-terms');
    expect(text(form!.querySelector('button[type="submit"]')?.textContent)).toBe(
      'Send reservation request',
    );
    // A request sends no card details: no payment fields, no Stripe.
    expect(res.text).not.toContain('js.stripe.com');
    expect(root.querySelector('.reserve-payment')).toBeNull();
  });

  test('the other checkout segment and an unknown car are 404s', async () => {
    const car = reservableCar(slug);
    const other = segment === 'checkout' ? 'buy-online' : 'checkout';
    expect((await getPage(slug, `${car.url}/${other}`)).res.status).toBe(404);
    expect((await getPage(slug, `/cars/no-such-car/${segment}`)).res.status).toBe(404);
  });

  test('a sold car says why it cannot be reserved, with no form', async () => {
    await expectBlocked(slug, segment, 'sold', (c) => c.sold);
  });

  test('the reservation terms: the deposit, the hold, refunds and the dealer', async () => {
    const tenant = fixture.tenant(slug);
    const { res, main } = await getPage(slug, '/reservation-terms');
    expect(res.status).toBe(200);
    expect(main).toContain(`a deposit of ${deposit}`);
    expect(main).toContain(`${tenant.reservation!.hold_days} days`);
    expect(main).toContain('refunded in full, automatically');
    expect(main).toContain(tenant.dealership.phone);
    const footer = (await getPage(slug, '/')).root.querySelector(
      '.site-footer a[href="/reservation-terms"]',
    );
    expect(footer).not.toBeNull();
  });
});

test('a reserved car says another buyer reserved it, with no form', async () => {
  await expectBlocked('harbour-city-motors', 'checkout', 'reserved', (c) => c.reserved && !c.sold);
});

test('Coastal: the deposit is not refundable; Bayside: refundable for its days', async () => {
  expect((await getPage('coastal-used-cars', '/reservation-terms')).main).toContain(
    'The $250 deposit is not refundable once paid',
  );
  expect((await getPage('bayside-mazda', '/reservation-terms')).main).toContain(
    'Ask within 7 days of paying and the $1,000 deposit is refunded in full;',
  );
});

test('Harbour without Stripe keys says online payment is not available and takes a request', async () => {
  const car = reservableCar('harbour-city-motors');
  const { main } = await getPage('harbour-city-motors', `${car.url}/checkout`);
  expect(main).toContain('Online payment is not available at the moment');
});

describe.each(NOT_RESERVING)('%s (no reserving)', (slug) => {
  test('reserve pages, the terms page and the return page are 404s', async () => {
    const car = stock(slug).find((candidate) => !candidate.sold)!;
    for (const path of [`${car.url}/checkout`, `${car.url}/buy-online`, '/reservation-terms']) {
      expect((await getPage(slug, path)).res.status, path).toBe(404);
    }
    const footer = (await getPage(slug, '/')).root.querySelector('a[href="/reservation-terms"]');
    expect(footer).toBeNull();
  });
});

test('/reservation without a valid payment intent is a 404', async () => {
  for (const path of [
    '/reservation',
    '/reservation?payment_intent=pi_123',
    '/reservation?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
  ]) {
    expect((await getPage('harbour-city-motors', path)).res.status, path).toBe(404);
  }
});

test('sitemaps may list the terms page only where it is served, never a reserve page', async () => {
  for (const [slug] of RESERVING) {
    const site = toSiteData(fixture.tenant(slug));
    expect(isSitemapPath('/reservation-terms', site)).toBe(true);
    expect(isSitemapPath(`${reservableCar(slug).url}/checkout`, site)).toBe(false);
    expect(isSitemapPath('/reservation', site)).toBe(false);
    const { res } = await getPage(slug, '/sitemap.xml');
    expect(res.text).not.toMatch(/\/(checkout|buy-online)<\/loc>/);
  }
  for (const slug of NOT_RESERVING) {
    expect(isSitemapPath('/reservation-terms', toSiteData(fixture.tenant(slug)))).toBe(false);
  }
});

describe('a plain form post (no JavaScript)', () => {
  test('sends the request and lands on the request-sent confirmation', async () => {
    const car = reservableCar('coastal-used-cars');
    const path = `${car.url}/buy-online`;
    const { root } = await getPage('coastal-used-cars', path);
    const form = root.querySelector('form#reserve-form')!;
    const fields: Record<string, string> = {};
    for (const input of form.querySelectorAll('input[type="hidden"]')) {
      fields[input.getAttribute('name')!] = input.getAttribute('value') ?? '';
    }
    Object.assign(fields, {
      name: 'Jo',
      last_name: 'Buyer',
      email: 'jo.buyer@example.com',
      phone: '0412 345 678',
      postcode: '4217',
      terms_conditions: 'true',
    });
    const res = await request(fixture.current.app)
      .post(path)
      .set('Host', 'coastal-used-cars.localhost')
      .type('form')
      .send(fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/success?car=${car.slug}&reserve=request`);
    const sent = await getPage('coastal-used-cars', String(res.headers.location));
    expect(text(sent.root.querySelector('h1')?.textContent)).toBe('Reservation request sent');
    expect(sent.main).toContain('Coastal Used Cars will call you');
    expect(sent.main).toContain('$250 deposit');
  });

  test('a missing field shows the product rules’s messages and keeps what was typed', async () => {
    const car = reservableCar('coastal-used-cars');
    const path = `${car.url}/buy-online`;
    const { root } = await getPage('coastal-used-cars', path);
    const key = root.querySelector('input[name="idempotency_key"]')!.getAttribute('value')!;
    const res = await request(fixture.current.app)
      .post(path)
      .set('Host', 'coastal-used-cars.localhost')
      .type('form')
      .send({
        form: 'reserve',
        idempotency_key: key,
        car_id: String(car.id),
        name: 'Jo',
        postcode: '12',
      });
    expect(res.status).toBe(400);
    const page = parse(res.text);
    const errors = page
      .querySelectorAll('.form-field__error')
      .map((error) => text(error.textContent));
    expect(errors).toContain(LEAD_MESSAGES.required);
    expect(errors).toContain(LEAD_MESSAGES.postcode);
    expect(errors).toContain(LEAD_MESSAGES.terms);
    expect(page.querySelector('input[name="name"]')?.getAttribute('value')).toBe('Jo');
  });
});
