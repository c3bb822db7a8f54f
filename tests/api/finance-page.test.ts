// product rule 2.3 /finance: the site's own finance offer, the way to pre-approval and a finance enquiry
// that posts without JavaScript; only where the site has finance.
import { beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { HTMLElement } from 'node-html-parser';
import { buildFinalSubmitRequest } from '#shared/forms/multi-step/step-request.ts';
import { initialMultiStepState } from '#shared/forms/multi-step/multi-step-state.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import {
  fillFormControls,
  formPostEntries,
  getSitePage,
  postPageForm,
  readFormControls,
} from '../support/lead-form-html.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);

const HARBOUR = 'harbour-city-motors'; // Taurus, pre-approval on, captcha
const COASTAL = 'coastal-used-cars'; // Angle ($0 final payment), pre-approval on, no captcha
const BAYSIDE = 'bayside-mazda'; // pre-approval off
// Every demo site has finance: this file's copy of trucks has it switched off.
const NO_FINANCE = 'southern-cross-trucks';
const FORM = '#finance-enquiry-form';
const SHOPPER = { name: 'Fin Shopper', email: 'fin@example.com', phone: '0412 345 678' };

beforeAll(() => {
  // Before this site's first request: the registry derives its site data from the config then.
  fixture.tenant(NO_FINANCE).features.finance = false;
});

const getPage = (slug: string, path: string) => getSitePage(fixture.current.app, slug, path);
const text = (node: HTMLElement | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The enquiry as a browser without JavaScript sends it: read from the page, filled, posted. */
async function postFinanceEnquiry(slug: string) {
  const page = await getPage(slug, '/finance');
  const form = page.html.querySelector(FORM);
  expect(form, `${slug} /finance form`).not.toBeNull();
  const controls = readFormControls(form!);
  const needsCaptcha = controls.some((control) => control.name === 'captcha');
  const submitted = fillFormControls(controls, {
    typed: { ...SHOPPER, message: 'What would my repayments be on a $30,000 car?' },
    ...(needsCaptcha ? { captcha: await api().solveCaptcha(slug, 'general-enquiry') } : {}),
  });
  const key = submitted.find((control) => control.name === 'idempotency_key')!.value;
  const res = await postPageForm(fixture.current.app, slug, '/finance', formPostEntries(submitted));
  return { res, key };
}

describe('/finance on a finance site', () => {
  test('one h1, its meta, the offer, the pre-approval button and the enquiry form', async () => {
    const { status, html } = await getPage(HARBOUR, '/finance');
    expect(status).toBe(200);
    expect(html.querySelectorAll('h1').map(text)).toEqual(['Finance']);
    const tenant = fixture.tenant(HARBOUR);
    expect(text(html.querySelector('title'))).toBe(`Finance | ${tenant.dealership.name}`);
    expect(html.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      `https://${tenant.primary_hostname}/finance`,
    );
    expect(html.querySelector('meta[name=description]')?.getAttribute('content')).toContain(
      'Taurus',
    );
    expect(html.querySelector('meta[name=robots]')).toBeNull();

    const preApproval = html.querySelector('main a[href="/finance-pre-approval"]');
    expect(text(preApproval)).toBe('Finance Pre-Approval');

    const form = html.querySelector(FORM);
    expect(form?.getAttribute('method')).toBe('post');
    const controls = readFormControls(form!);
    const named = (name: string) => controls.find((control) => control.name === name);
    // Its subject is set: sent hidden, no category select to change it.
    expect(named('category')).toMatchObject({ type: 'hidden', value: 'Finance Enquiry' });
    expect(controls.filter((control) => control.name === 'category')).toHaveLength(1);
    expect(named('form')).toMatchObject({ type: 'hidden', value: 'general-enquiry' });
    expect(named('idempotency_key')?.value).toMatch(/^lead-[0-9a-f]{32}-page$/);
    for (const field of ['name', 'email', 'phone', 'message']) {
      expect(named(field)?.type, field).not.toBe('hidden');
    }
  });

  test.each([
    [
      HARBOUR,
      ['5.86% p.a.', '8.38% p.a.'],
      'Rates based on a 5-year term, 10% deposit and 20% final payment.',
      'Taurus',
    ],
    [
      COASTAL,
      ['9.95% p.a.', '10.89% p.a.'],
      'Rates based on a 5-year term, 0% deposit and $0 final payment.',
      'Angle',
    ],
  ])("%s: the copy states the site's own rates, terms and disclaimer", async (...row) => {
    const [slug, [annual, comparison], terms, provider] = row;
    const { html } = await getPage(slug, '/finance');
    const offer = html.querySelector('.finance-page__offer');
    // Both rates, each labelled, in the same list (the comparison rate no less prominent).
    const figures = offer!.querySelectorAll('.finance-disclosure-figures > div').map(text);
    expect(figures).toEqual([`Annual rate${annual}`, `Comparison rate${comparison}`]);
    expect(text(offer)).toContain(terms);
    // The warning once: the demo disclaimers carry it in their own words.
    expect(
      text(offer).match(/comparison rate is true only for the examples? given/gi),
    ).toHaveLength(1);
    expect(text(offer)).toContain(fixture.tenant(slug).finance.disclaimer);
    expect(text(html.querySelector('.lead-page__intro'))).toContain(`through ${provider}`);
  });

  test('no pre-approval button where the site has no pre-approval', async () => {
    const { status, html } = await getPage(BAYSIDE, '/finance');
    expect(status).toBe(200);
    expect(html.querySelector('a[href="/finance-pre-approval"]')).toBeNull();
  });

  test.each([COASTAL, HARBOUR])(
    '%s: a plain post stores a Finance Enquiry (event 22), then /success',
    async (slug) => {
      const { res, key } = await postFinanceEnquiry(slug);
      expect(res.status, res.text.slice(0, 200)).toBe(303);
      expect(res.headers.location).toBe('/success');
      const { rows } = await fixture.current.database.query<Record<string, unknown>>(
        `select form_kind, category, subcategory, event_id, status, email, source_page
           from leads where tenant_slug = $1 and idempotency_key = $2`,
        [slug, key],
      );
      expect(rows).toEqual([
        {
          form_kind: 'general-enquiry',
          category: 'Finance Enquiry',
          subcategory: null,
          event_id: 22,
          status: 'Complete',
          email: SHOPPER.email,
          source_page: `https://${fixture.tenant(slug).primary_hostname}/finance`,
        },
      ]);
    },
  );

  test('through the lead API (the hydrated form) the answer names event 22 to fire', async () => {
    const built = buildFinalSubmitRequest(initialMultiStepState(1), {
      form: 'general-enquiry',
      fields: { ...SHOPPER, category: 'Finance Enquiry', message: 'Low deposit options?' },
      idempotencyKey: api().newKey(),
      sourcePage: '/finance',
    });
    const res = await api().send(COASTAL, built);
    expect(res.status).toBe(201);
    expect(res.body.event_id).toBe(22);
    expect(await api().lead(res.body.lead_id)).toMatchObject({
      category: 'Finance Enquiry',
      event_id: 22,
    });
  });

  test('a post with errors shows the page again (400) with the category still set', async () => {
    const res = await postPageForm(fixture.current.app, COASTAL, '/finance', {
      form: 'general-enquiry',
      category: 'Finance Enquiry',
      name: SHOPPER.name,
      email: 'not-an-email',
      phone: SHOPPER.phone,
      message: 'Hello',
      idempotency_key: api().newKey(),
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).toContain(`value="${SHOPPER.name}"`);
    expect(res.text).toMatch(/name="category" value="Finance Enquiry"/);
  });

  test('the sitemap lists /finance', async () => {
    const res = await request(fixture.current.app)
      .get('/sitemap.xml')
      .set('Host', `${HARBOUR}.localhost`);
    expect(res.text).toContain(
      `<loc>https://${fixture.tenant(HARBOUR).primary_hostname}/finance</loc>`,
    );
  });
});

describe('/finance on a site without finance', () => {
  test('is the 404 page, for a visit and for client navigation data', async () => {
    const { status, html } = await getPage(NO_FINANCE, '/finance');
    expect(status).toBe(404);
    expect(html.querySelectorAll('h1').map(text)).toEqual(['Page not found']);
    expect(html.querySelector(FORM)).toBeNull();
    const data = await getPage(NO_FINANCE, '/finance?_data=finance');
    expect(data.status).toBe(404);
  });

  test('takes no post: nothing is stored', async () => {
    const key = api().newKey();
    const res = await postPageForm(fixture.current.app, NO_FINANCE, '/finance', {
      form: 'general-enquiry',
      category: 'Finance Enquiry',
      ...SHOPPER,
      message: 'Hello',
      idempotency_key: key,
    });
    expect(res.status).toBe(404);
    expect(await api().countWhere(`idempotency_key = '${key}'`)).toBe(0);
  });

  test('its cars offer no Get Finance', async () => {
    const { html } = await getPage(NO_FINANCE, fixture.tenant(NO_FINANCE).search.listing_path);
    expect(html.querySelectorAll('.car-card__action--finance')).toHaveLength(0);
    expect(html.querySelectorAll('.car-card__action--enquire').length).toBeGreaterThan(0);
  });
});
