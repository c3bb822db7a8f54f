// product rule 2.2 trade-in valuation pages: /cars/trade-in?car_id= and the tenant's one valuation path,
// with the form and the product rule 9.11 FAQ server-side; the lead they send is stored as a trade-in.
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { TRADE_IN_FAQ } from '#shared/trade-in/trade-in-faq.ts';
import { LeadApiClient, siteCar } from '../support/lead-api-client.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const COASTAL = 'coastal-used-cars'; // valuation_path /valuations, no captcha
const HARBOUR = 'harbour-city-motors'; // valuation_path /instant-price

async function getPage(slug: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
  return { status: res.status, html: parse(res.text) };
}

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const fieldNames = (html: ReturnType<typeof parse>) =>
  html.querySelectorAll('#trade-in-form [name]').map((field) => field.getAttribute('name'));

describe.each([
  { slug: COASTAL, path: '/valuations', other: '/instant-price' },
  { slug: HARBOUR, path: '/instant-price', other: '/valuations' },
])('$slug trade-in pages', ({ slug, path, other }) => {
  test.each([path, '/cars/trade-in'])('%s: the form and the FAQ, server-side', async (url) => {
    const { status, html } = await getPage(slug, url);
    expect(status).toBe(200);
    expect(html.querySelectorAll('h1').map((h1) => text(h1.textContent))).toEqual([
      'Trade-In Valuation',
    ]);
    expect(fieldNames(html)).toEqual(
      expect.arrayContaining([
        'Rego',
        'Vehicle Make',
        'Vehicle Model',
        'Vehicle Year',
        'Vehicle Kms',
        'Vehicle Condition',
        'postcode',
      ]),
    );
    const grades = html
      .querySelectorAll('select[name="Vehicle Condition"] option:not([disabled])')
      .map((option) => option.getAttribute('value'));
    expect(grades).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
    const faq = html.querySelectorAll('.trade-in-faq details');
    expect(faq.map((entry) => text(entry.querySelector('summary')?.textContent))).toEqual(
      TRADE_IN_FAQ.map((entry) => entry.question),
    );
    expect(text(html.querySelector('.trade-in-faq')?.textContent)).toContain(
      'over 7 years old or over 100,000 km',
    );
    // The estimate's live region is there, empty until the shopper describes the vehicle.
    expect(
      html.querySelector('#trade-in-form .trade-in-estimate[role="status"]')?.textContent,
    ).toBe('');
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`${path}$`),
    );
  });

  test(`${other} is a 404`, async () => {
    const { status, html } = await getPage(slug, other);
    expect(status).toBe(404);
    expect(text(html.querySelector('h1')?.textContent)).toBe('Page not found');
    expect(html.querySelector('#trade-in-form')).toBeNull();
  });
});

describe('/cars/trade-in?car_id=', () => {
  test('names the car traded towards, links back to it and sends its id', async () => {
    const car = siteCar(fixture.current.env.DATA_DIR, COASTAL);
    const { status, html } = await getPage(COASTAL, `/cars/trade-in?car_id=${car.id}`);
    expect(status).toBe(200);
    const link = html.querySelector(`.trade-in-page__car a[href="/cars/${car.slug}"]`);
    expect(text(link?.textContent)).toBe(car.name);
    expect(html.querySelector('#trade-in-form input[name="car_id"]')?.getAttribute('value')).toBe(
      String(car.id),
    );
  });

  test("another site's car is ignored: no car named, none sent", async () => {
    const coastal = readTenantInventory(fixture.current.env.DATA_DIR, COASTAL)?.cars ?? [];
    const coastalIds = new Set(coastal.map((car) => car.id));
    const foreign = siteCar(fixture.current.env.DATA_DIR, HARBOUR);
    expect(coastalIds.has(foreign.id)).toBe(false);
    const { status, html } = await getPage(COASTAL, `/cars/trade-in?car_id=${foreign.id}`);
    expect(status).toBe(200);
    expect(html.querySelector('.trade-in-page__car')).toBeNull();
    expect(html.querySelector('#trade-in-form input[name="car_id"]')).toBeNull();
    expect(html.toString()).not.toContain(foreign.slug);
  });

  test('outranks /cars/:slug, and a bad car_id is no car', async () => {
    const { status, html } = await getPage(COASTAL, '/cars/trade-in?car_id=not-a-car');
    expect(status).toBe(200);
    expect(html.querySelector('.trade-in-page #trade-in-form')).not.toBeNull();
    expect(html.querySelector('.trade-in-page__car')).toBeNull();
  });
});

test('the trade-in lead is stored with its category and the vehicle fields', async () => {
  const api = new LeadApiClient(fixture.current.app, fixture.current.database);
  const car = siteCar(fixture.current.env.DATA_DIR, COASTAL);
  const res = await api.create(COASTAL, {
    form: 'trade-in',
    fields: {
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      Rego: 'ABC123',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      'Vehicle Year': '2012',
      'Vehicle Kms': '145,000',
      'Vehicle Condition': 'Good',
      message: 'Two sets of keys and full service history.',
      car_id: car.id,
    },
    source_page: `/cars/trade-in?car_id=${car.id}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const lead = await api.lead(res.body.lead_id);
  expect(lead).toMatchObject({
    tenant_slug: COASTAL,
    category: 'Trade-In Valuation',
    car_id: car.id,
  });
  expect(lead).toMatchObject({
    rego: 'ABC123',
    vehicle_make: 'Toyota',
    vehicle_model: 'Corolla',
    vehicle_year: 2012,
    vehicle_kms: 145000,
    vehicle_condition: 'Good',
  });
});
