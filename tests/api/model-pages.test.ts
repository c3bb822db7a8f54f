// docs/content-pages.md: the model range (/models, ?body=) and model pages (/{model-slug}, with
// /models/{slug} redirecting there), their forms' leads, and model renames (product rule 9.7) on
// every page that shows a model name.
import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { parse, type HTMLElement } from 'node-html-parser';
import { ROUTE_REDIRECT_HEADER } from '#shared/app/route-data-param.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import type { LeadFormKind } from '#shared/leads/lead-forms.ts';
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

const MAZDA = 'bayside-mazda';
const TRUCKS = 'southern-cross-trucks';
const NO_MODELS = 'coastal-used-cars';

const getPage = (slug: string, path: string) => getSitePage(fixture.current.app, slug, path);
const get = (slug: string, path: string) =>
  request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
const text = (node: HTMLElement | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const cardNames = (html: HTMLElement) => html.querySelectorAll('.model-card__title').map(text);
const canonical = (html: HTMLElement) =>
  html.querySelector('link[rel=canonical]')?.getAttribute('href');
const breadcrumbNames = (html: HTMLElement) => {
  const script = html
    .querySelectorAll('script[type="application/ld+json"]')
    .map((node) => JSON.parse(node.textContent))
    .find((json) => json['@type'] === 'BreadcrumbList');
  return script?.itemListElement.map((item: { name: string }) => item.name);
};

describe('the model range', () => {
  test('every model, renamed, with its tags, short description and link; its meta and trail', async () => {
    const { status, html } = await getPage(MAZDA, '/models?body=all');
    expect(status).toBe(200);
    expect(html.querySelectorAll('h1').map(text)).toEqual(['Mazda range']);
    expect(text(html.querySelector('title'))).toBe('Mazda range | Bayside Mazda');
    expect(canonical(html)).toBe(`https://${fixture.tenant(MAZDA).primary_hostname}/models`);
    expect(html.querySelector('meta[name=robots]')).toBeNull();
    expect(breadcrumbNames(html)).toEqual(['Home', 'Mazda range']);
    expect(cardNames(html)).toEqual([
      'Mazda2',
      'Mazda3',
      'Mazda6',
      'CX-3',
      'CX-30',
      'CX-5',
      'CX-60',
      'CX-90',
      'BT-50',
      'MX-5',
    ]);
    const card = (name: string) =>
      html.querySelectorAll('.model-card').find((node) => text(node.querySelector('h2')) === name)!;
    expect(text(card('CX-90').querySelector('.model-tags'))).toBe('ALL-NEW');
    expect(text(card('CX-5').querySelector('.model-tags'))).toBe('NEW');
    expect(text(card('CX-60').querySelector('.model-tags'))).toBe('Hybrid');
    expect(card('BT-50').querySelector('.model-tags')).toBeNull();
    expect(card('Mazda3').querySelector('a')?.getAttribute('href')).toBe('/mazda3');
    // product rule 9.7: 75 characters at most, cut on a word boundary.
    expect(text(card('CX-60').querySelector('.model-card__description'))).toBe(
      'Large SUV with a plug-in hybrid option, a rear-wheel-drive platform and a…',
    );
    for (const description of html.querySelectorAll('.model-card__description').map(text)) {
      expect(description.length).toBeLessThanOrEqual(75);
    }
    expect(html.querySelector('.model-card img')?.getAttribute('src')).toBe(
      '/tenant-assets/bayside-mazda/models/mazda2.svg',
    );
  });

  test('one chip per body present; ?body= shows that body, the chip marked current', async () => {
    const { html } = await getPage(MAZDA, '/models?body=suv');
    const chips = html.querySelectorAll('.model-range__filters a');
    expect(chips.map((chip) => chip.getAttribute('href'))).toEqual([
      '/models?body=all',
      '/models?body=hatchback',
      '/models?body=sedan',
      '/models?body=suv',
      '/models?body=ute',
      '/models?body=convertible',
    ]);
    expect(text(html.querySelector('.model-range__filters [aria-current=page]'))).toBe('SUV (5)');
    expect(text(html.querySelector('h1'))).toBe('Mazda SUV range');
    expect(cardNames(html)).toEqual(['CX-3', 'CX-30', 'CX-5', 'CX-60', 'CX-90']);
    expect(breadcrumbNames(html)).toEqual(['Home', 'Mazda range', 'SUV']);
    expect(canonical(html)).toBe(`https://${fixture.tenant(MAZDA).primary_hostname}/models`);
  });

  test("the manufacturer footer's range links all answer with models", async () => {
    const { html } = await getPage(MAZDA, '/');
    const hrefs = [
      ...new Set(
        html.querySelectorAll('a[href^="/models"]').map((link) => link.getAttribute('href')!),
      ),
    ];
    expect(hrefs).toEqual(expect.arrayContaining(['/models?body=all', '/models?body=ute']));
    for (const href of hrefs) {
      const page = await getPage(MAZDA, href);
      expect(page.status, href).toBe(200);
      expect(cardNames(page.html).length, href).toBeGreaterThan(0);
    }
  });

  test('a body the range does not have: 404 with a note over the whole range, not indexed', async () => {
    const { status, html } = await getPage(MAZDA, '/models?body=vans');
    expect(status).toBe(404);
    expect(text(html.querySelector('.model-range__note'))).toContain('vans');
    expect(cardNames(html)).toHaveLength(10);
    expect(html.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex,follow');
  });

  test('truck sites: their static models with the warranty and roadside facts, Let’s Talk and Why Choose', async () => {
    const { status, html } = await getPage(TRUCKS, '/models');
    expect(status).toBe(200);
    expect(text(html.querySelector('h1'))).toBe('Fuso range');
    expect(cardNames(html)).toEqual(['Canter', 'Fighter', 'Shogun', 'Rosa', 'Built Ready']);
    const facts = text(html.querySelector('.highlights'));
    expect(facts).toContain('5-year warranty');
    expect(facts).toContain('24-hour roadside assist');
    expect(text(html.querySelector('#lets-talk-title'))).toBe("Let's Talk");
    expect(html.querySelector('.lets-talk a')?.getAttribute('href')).toBe('/contact');
    expect(text(html.querySelector('#why-choose-title'))).toBe('Why Choose Fuso');
    expect(html.querySelectorAll('.why-choose__item h3').map(text)).toEqual([
      'Safety',
      'Reliability',
      'Sustainability',
      'Efficiency',
    ]);
    const bodies = await getPage(TRUCKS, '/models?body=light-duty');
    expect(cardNames(bodies.html)).toEqual(['Canter']);
  });
});

describe('a model page', () => {
  test('at /{model-slug}: picture, name, tags, description, variants, accessories, its stock and forms', async () => {
    const { status, html } = await getPage(MAZDA, '/cx-60');
    expect(status).toBe(200);
    expect(html.querySelectorAll('h1').map(text)).toEqual(['Mazda CX-60']);
    expect(text(html.querySelector('title'))).toBe('Mazda CX-60 | Bayside Mazda');
    expect(canonical(html)).toBe(`https://${fixture.tenant(MAZDA).primary_hostname}/cx-60`);
    expect(breadcrumbNames(html)).toEqual(['Home', 'Mazda range', 'CX-60']);
    expect(html.querySelector('.model-page__image')?.getAttribute('src')).toBe(
      '/tenant-assets/bayside-mazda/models/cx-60.svg',
    );
    expect(text(html.querySelector('.model-page__header .model-tags'))).toBe('Hybrid');
    expect(text(html.querySelector('.model-details__description'))).toContain('plug-in hybrid');
    expect(html.querySelectorAll('.model-details__variants li').map(text)).toEqual([
      'G40e Evolve',
      'D50e Touring',
      'G40e GT',
      'P50e Azami',
    ]);
    expect(text(html.querySelector('.model-details__facts'))).toContain('27 genuine accessories');
    expect(html.querySelector('.model-page__actions a[href="#enquire"]')).not.toBeNull();
    expect(html.querySelector('.model-page__actions a[href="#test-drive"]')).not.toBeNull();
    expect(html.querySelector('#enquire form')).not.toBeNull();
    expect(html.querySelector('#test-drive form')).not.toBeNull();
  });

  test("its stock is the site's cars of that model, linking the listing of that model", async () => {
    const { html } = await getPage(MAZDA, '/mazda3');
    const titles = html.querySelectorAll('.model-page__stock .car-card__title').map(text);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^\d{4} Mazda3\b/);
    const listing = html.querySelector('.model-page__stock a.button');
    expect(listing?.getAttribute('href')).toBe('/search/mazda/mazda3');
    const stockCount = readTenantInventory(fixture.current.env.DATA_DIR, MAZDA)!.cars.filter(
      (car) => car.model === 'Mazda3' && !car.sold,
    ).length;
    expect(text(listing)).toBe(`View all ${stockCount} Mazda3 vehicles in stock`);
    expect((await get(MAZDA, '/search/mazda/mazda3')).status).toBe(200);
  });

  test('/models/{slug} is a permanent redirect to the one model page, query kept', async () => {
    const res = await get(MAZDA, '/models/mazda3?utm_source=footer');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/mazda3?utm_source=footer');
    const truck = await get(TRUCKS, '/models/built-ready');
    expect(truck.status).toBe(301);
    expect(truck.headers.location).toBe('/built-ready');
    const page = await getPage(TRUCKS, '/built-ready');
    expect(page.status).toBe(200);
    expect(text(page.html.querySelector('h1'))).toBe('Fuso Built Ready');
    expect(text(page.html.querySelector('.highlights'))).toContain('24-hour roadside assist');
    expect(page.html.querySelector('.why-choose')).not.toBeNull();
    expect(page.html.querySelector('.lets-talk')).not.toBeNull();
  });

  test.each([
    [NO_MODELS, '/models'],
    [NO_MODELS, '/models?body=all'],
    [NO_MODELS, '/models/mazda3'],
    [NO_MODELS, '/mazda3'],
    [MAZDA, '/models/mazda9'],
    [MAZDA, '/mazda9'],
    [TRUCKS, '/mazda3'],
  ])('%s %s: 404', async (slug, path) => {
    const { status, html } = await getPage(slug, path);
    expect(status).toBe(404);
    expect(text(html.querySelector('h1'))).toBe('Page not found');
  });
});

describe('client navigation JSON agrees with the page', () => {
  test.each([
    [MAZDA, '/models', 'model-range', 200],
    [MAZDA, '/models?body=ute', 'model-range', 200],
    [MAZDA, '/models?body=vans', 'model-range', 404],
    [NO_MODELS, '/models', 'model-range', 404],
    [MAZDA, '/mazda3', 'site-page', 200],
    [MAZDA, '/mazda9', 'site-page', 404],
    [NO_MODELS, '/mazda3', 'site-page', 404],
    [MAZDA, '/models/mazda9', 'model-redirect', 404],
  ])('%s %s (%s): %i', async (slug, path, routeId, status) => {
    const separator = path.includes('?') ? '&' : '?';
    const res = await get(slug, `${path}${separator}_data=${routeId}`);
    expect(res.status).toBe(status);
  });

  test('the redirect is answered as a redirect', async () => {
    const res = await get(MAZDA, '/models/mazda3?_data=model-redirect');
    expect(res.headers[ROUTE_REDIRECT_HEADER.toLowerCase()]).toBe('/mazda3');
  });
});

describe("a model page's forms make real leads that carry the model", () => {
  const SHOPPER = { name: 'Model Shopper', email: 'model@example.com', phone: '0412 345 678' };

  async function leadWithKey(key: string) {
    const { rows } = await fixture.current.database.query<LeadRow>(
      'select * from leads where idempotency_key = $1',
      [key],
    );
    return rows[0];
  }

  async function postModelForm(formId: string, message: string) {
    const page = await getPage(MAZDA, '/mazda3');
    const form = page.html.querySelector(formId);
    expect(form?.getAttribute('method')).toBe('post');
    const controls = readFormControls(form!);
    const kind = controls.find((control) => control.name === 'form')!.value as LeadFormKind;
    const submitted = fillFormControls(controls, {
      typed: { ...SHOPPER, message },
      captcha: await api().solveCaptcha(MAZDA, kind),
    });
    const key = submitted.find((control) => control.name === 'idempotency_key')!.value;
    const res = await postPageForm(
      fixture.current.app,
      MAZDA,
      '/mazda3',
      formPostEntries(submitted),
    );
    return { res, lead: () => leadWithKey(key) };
  }

  test('the enquiry: a Vehicle Enquiry about a new Mazda3, event 14, page id the model id', async () => {
    const { res, lead } = await postModelForm('#model-enquire-form', 'Is the Mazda3 in stock?');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/success');
    expect(await lead()).toMatchObject({
      status: 'Complete',
      form_kind: 'model-enquiry',
      event_id: 14,
      category: 'Vehicle Enquiry',
      subcategory: 'Enquire',
      vehicle_make: 'Mazda',
      vehicle_model: 'Mazda3',
      car_type: 'new',
      manufacturer_slug: 'mazda',
      page_id: '4002',
      car_id: null,
      source_page: `https://${fixture.tenant(MAZDA).primary_hostname}/mazda3`,
      location_id: fixture.tenant(MAZDA).locations[0]!.id,
    });
  });

  test('the test drive: a Test Drive for a new Mazda3, event 17', async () => {
    const { res, lead } = await postModelForm('#model-test-drive-form', 'Saturday morning?');
    expect(res.status).toBe(303);
    expect(await lead()).toMatchObject({
      form_kind: 'test-drive',
      event_id: 17,
      category: 'Test Drive',
      vehicle_make: 'Mazda',
      vehicle_model: 'Mazda3',
      car_type: 'new',
      page_id: '4002',
    });
  });

  test('with errors: the page again (400) with the messages on the form that was sent', async () => {
    const page = await getPage(MAZDA, '/mazda3');
    const form = page.html.querySelector('#model-enquire-form')!;
    const controls = readFormControls(form).map((control) =>
      control.name === 'email' ? { ...control, value: 'not-an-email' } : control,
    );
    const res = await postPageForm(
      fixture.current.app,
      MAZDA,
      '/mazda3',
      formPostEntries(controls),
    );
    expect(res.status).toBe(400);
    const again = parse(res.text);
    expect(again.querySelector('#model-enquire-form [aria-invalid="true"]')).not.toBeNull();
    expect(again.querySelector('#model-test-drive-form [aria-invalid="true"]')).toBeNull();
  });

  test('other one-segment pages take no form', async () => {
    const res = await postPageForm(fixture.current.app, MAZDA, '/mazda9', { name: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('model renames (product rule 9.7) wherever a model name is shown', () => {
  test("the index holds the shown name: stock, facets and typeahead say Mazda3, never '3'", async () => {
    const cars = readTenantInventory(fixture.current.env.DATA_DIR, MAZDA)!.cars;
    const models = new Set(cars.map((car) => car.model));
    expect(models).toContain('Mazda3');
    for (const bare of ['2', '3', '6']) expect(models).not.toContain(bare);
    const search = await request(fixture.current.app)
      .post('/api/search/multi-search')
      .set('Host', `${MAZDA}.localhost`)
      .send({ queries: [{ indexUid: 'cars', q: 'mazda3', limit: 5, facets: ['make_model'] }] });
    expect(search.status).toBe(200);
    const [result] = search.body.results;
    expect(Object.keys(result.facetDistribution.make_model)).toContain('Mazda Mazda3');
    expect(Object.keys(result.facetDistribution.make_model)).not.toContain('Mazda 3');
    for (const hit of result.hits) expect(hit.name).toContain('Mazda3');
  });

  test('the car page and the header dropdown show the renamed model', async () => {
    const car = readTenantInventory(fixture.current.env.DATA_DIR, MAZDA)!.cars.find(
      (candidate) => /^Mazda[236]$/.test(candidate.model) && !candidate.sold,
    )!;
    const { html } = await getPage(MAZDA, car.url);
    expect(text(html.querySelector('h1'))).toMatch(new RegExp(`^\\d{4} ${car.model}\\b`));
    const menu = html.querySelectorAll(`.site-header a[href="/${car.model.toLowerCase()}"]`);
    expect(menu.map(text).join(' ')).toContain(car.model);
  });
});
