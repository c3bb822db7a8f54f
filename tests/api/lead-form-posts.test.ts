import { beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { useTestPlatform } from '../support/test-platform.ts';
import { LeadApiClient, siteCar } from '../support/lead-api-client.ts';
import {
  fillFormControls,
  formPostEntries,
  getSitePage,
  postPageForm,
  readFormControls,
} from '../support/lead-form-html.ts';

// Without JavaScript the contact-us enquiry form posts to its own page (a route action).
const fixture = useTestPlatform();
const COASTAL = 'coastal-used-cars'; // no captcha
const HARBOUR = 'harbour-city-motors'; // captcha shown
const COASTAL_PATH = '/contact-us/coastal-used-cars';

const post = (
  slug: string,
  path: string,
  fields: Record<string, string> | ReadonlyArray<readonly [string, string]>,
) => postPageForm(fixture.current.app, slug, path, fields);

const FORM = {
  form: 'general-enquiry',
  name: 'Plain Poster',
  email: 'plain@example.com',
  phone: '0412 345 678',
  message: 'Sent without JavaScript',
  category: 'General Enquiry',
  location: '{{primary_location_id}}',
  opt_in: 'true',
  website: '',
};

const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);

describe('a lead form posted without JavaScript', () => {
  test('the page renders the key it will be posted with', async () => {
    const page = await request(fixture.current.app)
      .get(COASTAL_PATH)
      .set('Host', `${COASTAL}.localhost`);
    expect(page.text).toMatch(/name="idempotency_key" value="lead-[0-9a-f]{32}-page"/);
    expect(page.text).toContain('name="form" value="general-enquiry"');
    expect(page.text).toContain('method="post"');
  });

  test('with errors: the page again, 400, the product rules messages and what was typed', async () => {
    const before = await api().count();
    const res = await post(COASTAL, COASTAL_PATH, {
      ...FORM,
      phone: '0123',
      idempotency_key: api().newKey(),
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain(LEAD_MESSAGES.phone);
    expect(res.text).toContain('value="Plain Poster"');
    expect(res.text).toContain('aria-invalid="true"');
    expect(await api().count()).toBe(before);
  });

  test('valid: stored, then See Other to /success; the same page posted again replays', async () => {
    const key = api().newKey();
    const before = await api().count();
    const res = await post(COASTAL, COASTAL_PATH, { ...FORM, idempotency_key: key });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/success');
    const again = await post(COASTAL, COASTAL_PATH, { ...FORM, idempotency_key: key });
    expect(again.status).toBe(303);
    expect(await api().count()).toBe(before + 1);
    // The same key with other values is another submission, not an error for the shopper.
    const other = await post(COASTAL, COASTAL_PATH, {
      ...FORM,
      message: 'A second question',
      idempotency_key: key,
    });
    expect(other.status).toBe(303);
    expect(await api().count()).toBe(before + 2);
    const { rows } = await fixture.current.database.query<Record<string, unknown>>(
      'select category, email, opt_in, source_page from leads where idempotency_key = $1',
      [key],
    );
    expect(rows[0]).toMatchObject({
      category: 'General Enquiry',
      email: 'plain@example.com',
      opt_in: true,
      source_page: `https://www.coastalusedcars.com.au${COASTAL_PATH}`,
    });
  });

  test('a filled honeypot is answered the same, stored as spam', async () => {
    const key = api().newKey();
    const res = await post(COASTAL, COASTAL_PATH, {
      ...FORM,
      website: 'http://spam.example',
      idempotency_key: key,
    });
    expect(res.status).toBe(303);
    const { rows } = await fixture.current.database.query<{ spam_reason: string }>(
      'select spam_reason from leads where idempotency_key = $1',
      [key],
    );
    expect(rows[0]?.spam_reason).toBe('honeypot');
  });

  test('where the site shows a captcha, a post without one is refused with its message', async () => {
    const res = await post(HARBOUR, '/contact-us/harbour-city-toyota', {
      ...FORM,
      idempotency_key: api().newKey(),
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Please confirm you are not a robot.');
  });

  test.each([
    ['/contact', FORM],
    [
      '/valuations',
      {
        form: 'trade-in',
        name: 'Plain Trader',
        email: 'trader@example.com',
        phone: '0412 345 678',
        postcode: '2000',
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'Corolla',
        'Vehicle Year': '2019',
        'Vehicle Kms': '45,000',
        'Vehicle Condition': 'Good',
        message: 'Trading in',
        location: '{{primary_location_id}}',
      },
    ],
  ])('%s takes its form as a plain post too', async (path, fields) => {
    const key = api().newKey();
    const res = await post(COASTAL, path, { ...fields, idempotency_key: key });
    expect(res.status).toBe(303);
    expect(await api().countWhere(`idempotency_key = '${key}'`)).toBe(1);
  });

  test("a car's page takes its enquiry as a plain post", async () => {
    const car = siteCar(fixture.current.env.DATA_DIR, COASTAL);
    const page = await request(fixture.current.app)
      .get(`/cars/${car.slug}`)
      .set('Host', `${COASTAL}.localhost`);
    expect(page.text).toContain('name="form" value="vehicle-enquiry"');
    const key = api().newKey();
    const res = await post(COASTAL, `/cars/${car.slug}`, {
      form: 'vehicle-enquiry',
      name: 'Plain Buyer',
      email: 'buyer@example.com',
      phone: '0412 345 678',
      message: 'Is it available?',
      subcategory: 'Enquire',
      car_id: String(car.id),
      idempotency_key: key,
    });
    expect(res.status).toBe(303);
    const { rows } = await fixture.current.database.query<Record<string, unknown>>(
      'select category, subcategory, car_id from leads where idempotency_key = $1',
      [key],
    );
    expect(rows[0]).toEqual({
      category: 'Vehicle Enquiry',
      subcategory: 'Enquire',
      car_id: car.id,
    });
  });

  test('a page without a form answers a post with 405', async () => {
    const res = await post(COASTAL, '/', { name: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  test('a form page names POST among its allowed methods', async () => {
    const res = await request(fixture.current.app)
      .put('/contact')
      .set('Host', `${COASTAL}.localhost`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });
});

describe("the footer's subscribe form without JavaScript", () => {
  // This file's copy of High Country has no footer form, so no /subscribe page.
  const NO_SUBSCRIBE = 'high-country-rv-moto';
  beforeAll(() => {
    fixture.tenant(NO_SUBSCRIBE).features.subscribe_form = false;
  });

  async function footerForm(slug: string, path: string) {
    const page = await getSitePage(fixture.current.app, slug, path);
    const form = page.html.querySelector('.site-footer form#subscribe-form');
    return { page, form, controls: form ? readFormControls(form) : [] };
  }

  test('posts to /subscribe with its own key: stored as General Enquiry / Subscribe, then /success', async () => {
    const { form, controls } = await footerForm(COASTAL, '/search/used-cars');
    expect(form?.getAttribute('action')).toBe('/subscribe');
    expect(form?.getAttribute('method')).toBe('post');
    const filled = fillFormControls(controls, {
      typed: { name: 'Footer Fan', email: 'footer.fan@example.com', phone: '0412 345 678' },
    });
    const entries = formPostEntries(filled);
    const key = entries.find(([name]) => name === 'idempotency_key')?.[1];
    expect(key).toMatch(/^lead-[0-9a-f]{32}-footer$/);
    expect(entries).toContainEqual(['form', 'subscribe']);

    const before = await api().count();
    const res = await post(COASTAL, '/subscribe', entries);
    expect(res.status).toBe(303);
    // The success page in its subscription wording; the address stays out of the URL.
    expect(res.headers.location).toBe('/success?subscribed=1');
    // The same page sent twice (a double click) is one lead.
    expect((await post(COASTAL, '/subscribe', entries)).status).toBe(303);
    expect(await api().count()).toBe(before + 1);
    const { rows } = await fixture.current.database.query<Record<string, unknown>>(
      'select category, subcategory, email, message from leads where idempotency_key = $1',
      [key],
    );
    expect(rows).toEqual([
      {
        category: 'General Enquiry',
        subcategory: 'Subscribe',
        email: 'footer.fan@example.com',
        message: null,
      },
    ]);
  });

  test('with errors: the /subscribe page, 400, the message and what was typed, one form', async () => {
    const { controls } = await footerForm(COASTAL, '/');
    const filled = fillFormControls(controls, {
      typed: { name: 'Footer Fan', email: 'not-an-email', phone: '0412 345 678' },
    });
    const before = await api().count();
    const res = await post(COASTAL, '/subscribe', formPostEntries(filled));
    expect(res.status).toBe(400);
    expect(res.text).toContain(LEAD_MESSAGES.email);
    expect(res.text).toContain('value="Footer Fan"');
    expect(await api().count()).toBe(before);
    const page = await getSitePage(fixture.current.app, COASTAL, '/subscribe');
    expect(page.status).toBe(200);
    expect(page.html.querySelectorAll('form.lead-form')).toHaveLength(1);
    expect(page.html.querySelector('main form#subscribe-page-form')).not.toBeNull();
    expect(page.html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,follow',
    );
  });

  test('a site without the footer form has no /subscribe page and takes no post there', async () => {
    const { form } = await footerForm(NO_SUBSCRIBE, '/');
    expect(form).toBeNull();
    expect((await getSitePage(fixture.current.app, NO_SUBSCRIBE, '/subscribe')).status).toBe(404);
    const before = await api().count();
    const res = await post(NO_SUBSCRIBE, '/subscribe', {
      form: 'subscribe',
      name: 'Nobody',
      email: 'nobody@example.com',
      phone: '0412 345 678',
      idempotency_key: api().newKey(),
    });
    expect(res.status).toBe(404);
    expect(await api().count()).toBe(before);
  });
});
