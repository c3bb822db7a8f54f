// Every lead form of every demo tenant, end to end: the page as served, its form read from the
// HTML (field names, select options, hidden values), filled like a shopper, sent the way that
// form is sent (a plain post to its page, or the lead API as the browser's LeadForm sends it),
// then the stored lead and its outbox rows read back from the database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { parse, type HTMLElement } from 'node-html-parser';
import { deliveryTargets } from '#server/leads/store/queue-deliveries.server.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import type { RootData } from '#shared/app/root-data.ts';
import {
  bookingDateOptions,
  bookingTimeOptions,
  joinDateTime,
} from '#shared/components/lead-form/booking-slot-fields.tsx';
import { FINANCE_STEPS } from '#shared/components/lead-form/finance-pre-approval-form.tsx';
import { LeadForm } from '#shared/components/lead-form/lead-form.tsx';
import { locationSelectOptions } from '#shared/components/lead-form/location-select-options.ts';
import { CarLeadForm } from '#shared/components/lead-form/car-lead-form.tsx';
import { newIdempotencyKey } from '#shared/forms/idempotency-key.ts';
import { pickLeadValues, stepFieldErrors } from '#shared/forms/lead-form-plan.ts';
import { multiStepReducer } from '#shared/forms/multi-step/multi-step-reducer.ts';
import {
  initialMultiStepState,
  type MultiStepState,
} from '#shared/forms/multi-step/multi-step-state.ts';
import {
  buildFinalSubmitRequest,
  buildStepSaveRequest,
} from '#shared/forms/multi-step/step-request.ts';
import type { Car } from '#shared/inventory/car.ts';
import type { LeadFieldName } from '#shared/leads/lead-fields.ts';
import { LEAD_FORMS, type LeadFormKind } from '#shared/leads/lead-forms.ts';
import { leadRulesFor } from '#shared/leads/lead-rules.ts';
import { contactUsSlug } from '#shared/locations/location-slug.ts';
import { selectLocations } from '#shared/locations/select-locations.ts';
import {
  CAR_FORM_FRAGMENTS,
  CAR_FORMS,
  carForms,
  carPreset,
  type CarFormFragment,
} from '#shared/pages/car/car-forms.ts';
import type { CarType, Location, TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { CarDetail } from '#shared/car/car-detail.ts';
import { demoTenantConfig } from '../support/demo-site.ts';
import { LeadApiClient, siteCar } from '../support/lead-api-client.ts';
import {
  fillFormControls,
  formPostEntries,
  formStateValues,
  getSitePage,
  postPageForm,
  readFormControls,
  type FormControl,
} from '../support/lead-form-html.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);

// ---------------------------------------------------------------------------------------------
// The matrix: which forms each demo tenant has, planned from tenants/<slug>.json.

type FormCase =
  | { form: 'contact' }
  | { form: 'contact (careers)' }
  | { form: 'contact-us'; page: string }
  | { form: 'service' }
  | { form: 'service (booking link only)'; url: string }
  | { form: 'trade-in' }
  | { form: 'valuation'; path: string }
  | { form: 'car'; carType: CarType; fragment: CarFormFragment }
  | { form: 'subscribe' }
  | { form: 'finance pre-approval' }
  | { form: 'finance pre-approval (not offered)' };

function formsOf(config: TenantConfig): FormCase[] {
  const cases: FormCase[] = [{ form: 'contact' }, { form: 'contact (careers)' }];
  const visible = selectLocations(config.locations, { sort: 'name' });
  for (const page of new Set(visible.map(contactUsSlug))) cases.push({ form: 'contact-us', page });
  if (selectLocations(config.locations, { sort: 'name', type: 'service' }).length > 0) {
    cases.push({ form: 'service' });
  } else if (config.service_booking) {
    cases.push({ form: 'service (booking link only)', url: config.service_booking.url });
  }
  if (config.features.trade_in) {
    cases.push({ form: 'trade-in' }, { form: 'valuation', path: config.labels.valuation_path });
  }
  for (const carType of config.search.car_types) {
    for (const fragment of CAR_FORM_FRAGMENTS) {
      if (fragment === 'finance' && !config.features.finance) continue;
      cases.push({ form: 'car', carType, fragment });
    }
  }
  if (config.features.subscribe_form) cases.push({ form: 'subscribe' });
  cases.push({
    form: config.features.finance_pre_approval
      ? 'finance pre-approval'
      : 'finance pre-approval (not offered)',
  });
  return cases;
}

function caseName(formCase: FormCase): string {
  switch (formCase.form) {
    case 'contact-us':
      return `/contact-us/${formCase.page}`;
    case 'valuation':
      return `valuation ${formCase.path}`;
    case 'car':
      return `${formCase.carType} car #${formCase.fragment}`;
    default:
      return formCase.form;
  }
}

const CASES = DEMO_SLUGS.flatMap((slug) =>
  formsOf(demoTenantConfig(slug)).map((formCase) => ({
    slug,
    name: caseName(formCase),
    formCase,
  })),
);

// ---------------------------------------------------------------------------------------------
// Submitting a form the way its page sends it.

/** What a shopper types; the email is new for each case so its lead is told apart. */
function shopperTyping(email: string): Record<string, string> {
  return {
    name: 'Alex',
    last_name: 'Citizen',
    email,
    phone: '0412 345 678',
    postcode: '2000',
    message: 'Sent by the every-form, every-tenant test.',
    Rego: 'ABC123',
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'Corolla',
    'Vehicle Year': '2019',
    'Vehicle Kms': '45,000',
  };
}

interface Shopper {
  email: string;
  chosen?: Record<string, string>;
}

/** A lead a form sent: its id, the page it came from and the controls as submitted. */
interface Sent {
  leadId: string;
  pathname: string;
  kind: LeadFormKind;
  submitted: FormControl[];
}

const tenantConfig = (slug: string) => fixture.tenant(slug);

const hasCaptcha = (controls: readonly FormControl[]) =>
  controls.some((control) => control.name === 'captcha');

/** The form's controls; its captcha box is there exactly when the site shows a captcha. */
function controlsOf(slug: string, form: HTMLElement | null, what: string): FormControl[] {
  expect(form, `${what} is on the page`).not.toBeNull();
  const controls = readFormControls(form!);
  expect(hasCaptcha(controls), `${what}: captcha shown`).toBe(tenantConfig(slug).features.captcha);
  return controls;
}

/** The browser checks a step before sending it (product rule 5): it must let these values through. */
function expectFormCheckPasses(
  slug: string,
  kind: LeadFormKind,
  values: Record<string, unknown>,
  stepFields: readonly LeadFieldName[] | 'all',
) {
  const errors = stepFieldErrors(kind, leadRulesFor(tenantConfig(slug)), values, stepFields);
  expect(errors, 'the form lets its own values through').toEqual({});
}

/** The messages a page shows after a refused plain post, for a readable failure. */
function shownErrors(html: string): string {
  const root = parse(html);
  const messages = root
    .querySelectorAll('.form-error-alert__message, .form-field__error')
    .map((node) => node.textContent.trim());
  // The action's answer in the hydration data names every field, shown on the page or not.
  const fieldErrors = /"fieldErrors":(\{[^}]*\})/.exec(html)?.[1];
  return [...messages, ...(fieldErrors ? [fieldErrors] : [])].join(' | ');
}

/**
 * A single-step form posted without JavaScript (a route action): 303 to /success, and the
 * lead stored under the key the page rendered into the form.
 */
async function postPlainly(
  slug: string,
  path: string,
  formSelector: string,
  shopper: Shopper,
): Promise<Sent> {
  const page = await getSitePage(fixture.current.app, slug, path);
  expect(page.status, path).toBe(200);
  const controls = controlsOf(slug, page.html.querySelector(formSelector), formSelector);
  const kind = controls.find((control) => control.name === 'form')?.value as LeadFormKind;
  const captcha = hasCaptcha(controls) ? await api().solveCaptcha(slug, kind) : undefined;
  const submitted = fillFormControls(controls, {
    typed: shopperTyping(shopper.email),
    ...(shopper.chosen ? { chosen: shopper.chosen } : {}),
    ...(captcha ? { captcha } : {}),
  });
  const res = await postPageForm(fixture.current.app, slug, path, formPostEntries(submitted));
  expect(res.status, shownErrors(res.text)).toBe(303);
  expect(res.headers.location).toBe('/success');
  const value = (name: string) => submitted.find((control) => control.name === name)?.value;
  const { rows } = await fixture.current.database.query<{ id: string }>(
    'select id from leads where tenant_slug = $1 and idempotency_key = $2',
    [slug, value('idempotency_key')],
  );
  expect(rows).toHaveLength(1);
  return {
    leadId: rows[0]!.id,
    pathname: new URL(path, 'http://x').pathname,
    kind: value('form') as LeadFormKind,
    submitted,
  };
}

/** A single-step form sent through the lead API, as LeadForm builds and sends it. */
async function sendThroughApi(
  slug: string,
  pathname: string,
  kind: LeadFormKind,
  controls: FormControl[],
  shopper: Shopper,
): Promise<Sent> {
  const captcha = hasCaptcha(controls) ? await api().solveCaptcha(slug, kind) : undefined;
  const submitted = fillFormControls(controls, {
    typed: shopperTyping(shopper.email),
    ...(shopper.chosen ? { chosen: shopper.chosen } : {}),
  });
  const values = formStateValues(submitted);
  expectFormCheckPasses(slug, kind, values, 'all');
  const fields = pickLeadValues(values, Object.keys(LEAD_FORMS[kind].fields));
  const request = buildFinalSubmitRequest(initialMultiStepState(1), {
    form: kind,
    fields,
    idempotencyKey: newIdempotencyKey(),
    sourcePage: pathname,
    ...(captcha ? { captcha } : {}),
  });
  const res = await api().send(slug, request);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe('Complete');
  return { leadId: res.body.lead_id, pathname, kind, submitted };
}

/** A route's loader data as the browser fetches it (`?_data=<route id>`). */
async function routeData<T>(slug: string, path: string, routeId: string): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const res = await getSitePage(fixture.current.app, slug, `${path}${separator}_data=${routeId}`);
  expect(res.status, `${path} ${routeId} data`).toBe(200);
  return JSON.parse(res.text) as T;
}

/**
 * A form the browser draws after hydration, rendered by the same component on its page: inside
 * a router holding the page's root data (the site), as the hydrated page does.
 */
function renderOnPage(
  pathname: string,
  rootData: RootData,
  element: ReactElement,
  formSelector: string,
) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, children: [{ path: '*', element }] }],
    { initialEntries: [pathname], hydrationData: { loaderData: { root: rootData } } },
  );
  const html = renderToString(createElement(RouterProvider, { router }));
  router.dispose();
  return parse(html).querySelector(formSelector);
}

/**
 * Booking slots are built after hydration (they depend on the clock): until then the date
 * select is disabled. The browser then offers the location's open days and times; the
 * shopper takes the first.
 */
function pickFirstSlot(controls: FormControl[], location: Location): FormControl[] {
  const now = new Date();
  const [date] = bookingDateOptions(location, now);
  expect(date, `${location.name} takes bookings in the next fortnight`).toBeDefined();
  const [time] = bookingTimeOptions(location, date!.value, now);
  return controls.map((control) =>
    control.name === 'dateTime'
      ? { ...control, disabled: false, value: joinDateTime(date!.value, time?.value ?? '') }
      : control,
  );
}

// ---------------------------------------------------------------------------------------------
// Each form.

interface Expected {
  category: string;
  subcategory: string | null;
  event_id: number;
  /** Other stored columns the form decides. */
  columns?: Partial<LeadRow>;
  /** Location ids the lead may belong to (a page's location, a select's choices). */
  locations?: number[];
}

interface Outcome {
  sent: Sent;
  expected: Expected;
}

const GENERAL = { category: 'General Enquiry', subcategory: null, event_id: 22 };

/** The first unsold car on the yard (it can be test driven) of a type. */
function carOfType(slug: string, carType: CarType): Car {
  return siteCar(
    fixture.current.env.DATA_DIR,
    slug,
    0,
    (car) => car.car_type === carType && car.status === 'in_stock',
  );
}

const visibleIds = (slug: string) =>
  selectLocations(tenantConfig(slug).locations, { sort: 'name' }).map((location) => location.id);

async function contact(slug: string, shopper: Shopper, careers: boolean): Promise<Outcome> {
  const chosen = careers ? { category: 'Careers Enquiry' } : undefined;
  const sent = await postPlainly(slug, '/contact', '#general-contact-form', {
    ...shopper,
    ...(chosen ? { chosen } : {}),
  });
  const expected = careers
    ? { category: 'General Enquiry', subcategory: 'Career Enquiry', event_id: 51 }
    : GENERAL;
  return { sent, expected: { ...expected, locations: visibleIds(slug) } };
}

async function contactUs(slug: string, page: string, shopper: Shopper): Promise<Outcome> {
  const sent = await postPlainly(slug, `/contact-us/${page}`, '#contact-form', shopper);
  const here = selectLocations(tenantConfig(slug).locations, { sort: 'name' }).filter(
    (location) => contactUsSlug(location) === page,
  );
  return { sent, expected: { ...GENERAL, locations: here.map((location) => location.id) } };
}

async function service(slug: string, shopper: Shopper): Promise<Outcome> {
  const sent = await postPlainly(slug, '/service', '#service-booking-form', shopper);
  const services = selectLocations(tenantConfig(slug).locations, { sort: 'name', type: 'service' });
  return {
    sent,
    expected: {
      category: 'Service Booking',
      subcategory: null,
      event_id: 22,
      locations: services.map((location) => location.id),
    },
  };
}

async function tradeIn(slug: string, path: string, car: Car | null, shopper: Shopper) {
  const sent = await postPlainly(slug, path, '#trade-in-form', shopper);
  const expected: Expected = {
    category: 'Trade-In Valuation',
    subcategory: null,
    event_id: 22,
    columns: { car_id: car?.id ?? null },
    locations: visibleIds(slug),
  };
  return { sent, expected };
}

// product rule 3.4: which button opened a car's enquiry is its subcategory.
const ENQUIRY_SUBCATEGORY: Partial<Record<CarFormFragment, string>> = {
  enquire: 'Enquire',
  question: 'Got a Question?',
  finance: 'Get Finance',
};

/** product rule 9.2: 14/15 enquiry, 17/48 test drive, 17 find-similar for a new car; demo stock is used. */
function carExpectation(fragment: CarFormFragment, car: Car): Expected {
  const isNew = car.car_type === 'new';
  const columns: Partial<LeadRow> = {
    car_id: car.id,
    car_type: car.car_type,
    stock_number: car.stocknum,
    vehicle_make: car.make,
    vehicle_model: car.model,
  };
  const base = { columns, locations: [car.location_id] };
  switch (CAR_FORMS[fragment].kind) {
    case 'test-drive':
      return { ...base, category: 'Test Drive', subcategory: null, event_id: isNew ? 17 : 48 };
    case 'find-similar':
      return { ...base, category: 'Find Similar', subcategory: null, event_id: isNew ? 17 : 22 };
    default:
      return {
        ...base,
        category: 'Vehicle Enquiry',
        subcategory: ENQUIRY_SUBCATEGORY[fragment]!,
        event_id: isNew ? 14 : 15,
      };
  }
}

/**
 * A car page: its default form is in the served HTML and posts plainly; the others are drawn
 * in the browser when a button's fragment (#test-drive...) picks them, and use the lead API.
 */
async function carForm(
  slug: string,
  carType: CarType,
  fragment: CarFormFragment,
  shopper: Shopper,
): Promise<Outcome> {
  const car = carOfType(slug, carType);
  const path = `/cars/${car.slug}`;
  const expected = carExpectation(fragment, car);
  const selector = `#car-${fragment}-form`;
  const page = await getSitePage(fixture.current.app, slug, path);
  expect(page.status, path).toBe(200);
  if (page.html.querySelector(selector)) {
    return { sent: await postPlainly(slug, path, selector, shopper), expected };
  }
  expect(fragment, 'the enquiry is the page default, in its HTML').not.toBe('enquire');
  const rootData = await routeData<RootData>(slug, path, 'root');
  const { site } = rootData;
  const carData = await routeData<{ car: CarDetail; leadFormKey: string }>(slug, path, 'car');
  expect(carForms(carData.car, site)).toContain(fragment);
  const form = CAR_FORMS[fragment];
  const location = site.locations.find((candidate) => candidate.id === carData.car.location_id);
  const rendered = renderOnPage(
    path,
    rootData,
    createElement(CarLeadForm, {
      id: `car-${fragment}-form`,
      kind: form.kind,
      site,
      car: carData.car,
      preset: carPreset(carData.car, form),
      submitLabel: form.submitLabel,
      location,
      post: { idempotencyKey: carData.leadFormKey },
    }),
    selector,
  );
  let controls = controlsOf(slug, rendered, selector);
  const bookable = controls.some((control) => control.name === 'dateTime');
  expect(bookable, 'a test drive asks for a date').toBe(form.kind === 'test-drive');
  if (bookable) {
    expect(location, 'the car has a location to book at').toBeDefined();
    controls = pickFirstSlot(controls, location!);
  }
  return { sent: await sendThroughApi(slug, path, form.kind, controls, shopper), expected };
}

/** The footer's subscribe form has no plain post: the browser sends it to the lead API. */
async function subscribe(slug: string, shopper: Shopper): Promise<Outcome> {
  const page = await getSitePage(fixture.current.app, slug, '/');
  expect(page.status).toBe(200);
  const controls = controlsOf(
    slug,
    page.html.querySelector('.site-footer #subscribe-form'),
    'subscribe',
  );
  const sent = await sendThroughApi(slug, '/', 'subscribe', controls, shopper);
  return {
    sent,
    expected: { category: 'General Enquiry', subcategory: 'Subscribe', event_id: 22 },
  };
}

/**
 * The finance pre-approval, step by step as useLeadForm sends it: each step saved once
 * (Incomplete, nothing delivered), the last one submitted (Complete). Step 1 is read from the
 * served page; later steps are drawn in the browser, so each is rendered by LeadForm.
 */
async function financePreApproval(slug: string, shopper: Shopper): Promise<Outcome> {
  const pathname = '/finance-pre-approval';
  const page = await getSitePage(fixture.current.app, slug, pathname);
  expect(page.status).toBe(200);
  expect(page.html.querySelector('#finance-form')?.textContent).toContain(
    `Step 1 of ${FINANCE_STEPS.length}`,
  );
  const rootData = await routeData<RootData>(slug, pathname, 'root');
  const { site } = rootData;
  const stepControls = (index: number) =>
    index === 0
      ? controlsOf(slug, page.html.querySelector('#finance-form'), 'finance step 1')
      : readFormControls(
          renderOnPage(
            pathname,
            rootData,
            createElement(LeadForm, {
              id: 'finance-form',
              kind: 'finance',
              site,
              steps: [FINANCE_STEPS[index]!],
              options: locationSelectOptions(site),
              onSubmitted: () => {},
            }),
            '#finance-form',
          )!,
        ).filter((control) => control.name !== 'captcha'); // shown until the lead exists

  const key = newIdempotencyKey();
  let state: MultiStepState = initialMultiStepState(FINANCE_STEPS.length);
  let values: Record<string, unknown> = {};
  let token: string | undefined;
  let leadId: string | undefined;
  const submitted: FormControl[] = [];
  for (let index = 0; index < FINANCE_STEPS.length; index += 1) {
    const controls = stepControls(index);
    const captcha =
      index === 0 && hasCaptcha(controls) ? await api().solveCaptcha(slug, 'finance') : undefined;
    const filled = fillFormControls(controls, {
      typed: shopperTyping(shopper.email),
      ...(shopper.chosen ? { chosen: shopper.chosen } : {}),
    });
    submitted.push(...filled);
    const stepValues = formStateValues(filled);
    values = { ...values, ...stepValues };
    const last = index === FINANCE_STEPS.length - 1;
    expectFormCheckPasses(slug, 'finance', values, last ? 'all' : FINANCE_STEPS[index]!);
    const input = { form: 'finance' as const, idempotencyKey: key, sourcePage: pathname };
    const request = last
      ? buildFinalSubmitRequest(state, {
          ...input,
          fields: pickLeadValues(values, Object.keys(LEAD_FORMS.finance.fields)),
        })
      : buildStepSaveRequest(state, {
          ...input,
          fields: pickLeadValues(values, Object.keys(stepValues)),
          ...(captcha ? { captcha } : {}),
        });
    const res = await api().send(slug, request);
    expect(res.status, `step ${index + 1}: ${JSON.stringify(res.body)}`).toBe(
      index === 0 ? 201 : 200,
    );
    if (index === 0) {
      leadId = res.body.lead_id;
      token = res.body.token;
    }
    if (last) break;
    const stored = await api().lead(leadId!);
    expect(stored.status, `after step ${index + 1}`).toBe('Incomplete');
    expect(await api().deliveries(leadId!)).toEqual([]);
    state = multiStepReducer(state, { type: 'stepSaved', leadId: leadId!, token: token! });
    state = multiStepReducer(state, { type: 'next' });
  }
  return {
    sent: { leadId: leadId!, pathname, kind: 'finance', submitted },
    expected: {
      category: 'Finance Pre-Approval',
      subcategory: null,
      event_id: 22,
      columns: { terms_agreed: true, step_number: FINANCE_STEPS.length - 1 },
      locations: visibleIds(slug),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What the database must hold.

/** How a submitted field reads back from its column. */
const STORED_AS: Record<string, [keyof LeadRow, (value: string) => unknown]> = {
  name: ['name', (value) => value],
  last_name: ['last_name', (value) => value],
  email: ['email', (value) => value],
  phone: ['phone', (value) => value.replace(/\D/g, '')],
  postcode: ['postcode', (value) => value],
  message: ['message', (value) => value],
  Rego: ['rego', (value) => value],
  'Vehicle Make': ['vehicle_make', (value) => value],
  'Vehicle Model': ['vehicle_model', (value) => value],
  'Vehicle Year': ['vehicle_year', Number],
  'Vehicle Kms': ['vehicle_kms', (value) => Number(value.replace(/,/g, ''))],
  'Vehicle Condition': ['vehicle_condition', (value) => value],
  dealership_slug: ['dealership_slug', (value) => value],
  car_id: ['car_id', Number],
  dateTime: ['date_time', (value) => value],
};

async function expectStored(slug: string, { sent, expected }: Outcome) {
  const config = tenantConfig(slug);
  const lead = await api().lead(sent.leadId);
  expect(lead).toMatchObject({
    tenant_slug: slug,
    form_kind: sent.kind,
    status: 'Complete',
    form_completed: true,
    spam_reason: null,
    category: expected.category,
    subcategory: expected.subcategory,
    event_id: expected.event_id,
    source_page: `https://${config.primary_hostname}${sent.pathname}`,
    ...expected.columns,
  });
  expect(lead.completed_at).not.toBeNull();

  // What the shopper filled in is what was stored.
  for (const control of sent.submitted) {
    const column = STORED_AS[control.name];
    if (!column || control.disabled || control.value === '') continue;
    expect(lead[column[0]], control.name).toEqual(column[1](control.value));
  }
  const location = sent.submitted.find((control) => control.name === 'location');
  if (location && /^\d+$/.test(location.value)) {
    expect(lead.location_id, 'the location the form named').toBe(Number(location.value));
  }
  const optIn = sent.submitted.find((control) => control.name === 'opt_in');
  if (optIn) expect(lead.opt_in).toBe(optIn.checked);
  if (expected.locations) expect(expected.locations).toContain(lead.location_id);

  // The outbox: this lead's deliveries per the tenant's routing, to the tenant's own staff.
  const deliveries = await api().deliveries(sent.leadId);
  expect(deliveries.length).toBeGreaterThan(0);
  expect(deliveries.every((delivery) => delivery.purpose === 'lead')).toBe(true);
  const routed = deliveryTargets(config.lead_delivery, lead);
  expect(deliveries.map(({ channel, target }) => `${channel} ${target}`).sort()).toEqual(
    routed.map(({ channel, target }) => `${channel} ${target}`).sort(),
  );
  const email = config.lead_delivery.email;
  const staff = new Set(
    [
      email.default,
      ...Object.values(email.departments ?? {}),
      ...Object.values(email.categories ?? {}),
      ...Object.values(email.locations ?? {}).flatMap((byDepartment) =>
        Object.values(byDepartment ?? {}),
      ),
    ].flat(),
  );
  for (const delivery of deliveries.filter(({ channel }) => channel === 'email')) {
    expect(staff, `${delivery.target} is ${slug} staff`).toContain(delivery.target);
  }
}

// ---------------------------------------------------------------------------------------------

describe('every lead form of every demo tenant stores its lead and queues its deliveries', () => {
  test('the matrix covers every demo tenant in tenants/', () => {
    const files = fs
      .readdirSync('tenants')
      .filter((file) => file.endsWith('.json') && file !== 'tenant.schema.json')
      .map((file) => file.replace(/\.json$/, ''));
    expect(new Set(DEMO_SLUGS)).toEqual(new Set(files));
    expect(new Set(CASES.map(({ slug }) => slug))).toEqual(new Set(DEMO_SLUGS));
  });

  test.each(CASES)('$slug: $name', async ({ slug, formCase }) => {
    const shopper: Shopper = { email: `shopper-${crypto.randomUUID()}@example.com` };
    let outcome: Outcome;
    switch (formCase.form) {
      case 'contact':
      case 'contact (careers)':
        outcome = await contact(slug, shopper, formCase.form === 'contact (careers)');
        break;
      case 'contact-us':
        outcome = await contactUs(slug, formCase.page, shopper);
        break;
      case 'service':
        outcome = await service(slug, shopper);
        break;
      case 'service (booking link only)': {
        // The manufacturer books services: a link, no form, no lead.
        const page = await getSitePage(fixture.current.app, slug, '/service');
        expect(page.status).toBe(200);
        expect(page.html.querySelector(`a[href="${formCase.url}"]`)).not.toBeNull();
        expect(page.html.querySelector('#service-booking-form')).toBeNull();
        return;
      }
      case 'finance pre-approval (not offered)': {
        // features.finance_pre_approval off: no such page, so no form and no lead.
        const page = await getSitePage(fixture.current.app, slug, '/finance-pre-approval');
        expect(page.status).toBe(404);
        expect(page.html.querySelector('form.lead-form#finance-form')).toBeNull();
        return;
      }
      case 'trade-in': {
        const car = siteCar(fixture.current.env.DATA_DIR, slug, 0, (c) => c.status === 'in_stock');
        outcome = await tradeIn(slug, `/cars/trade-in?car_id=${car.id}`, car, shopper);
        break;
      }
      case 'valuation':
        outcome = await tradeIn(slug, formCase.path, null, shopper);
        break;
      case 'car':
        outcome = await carForm(slug, formCase.carType, formCase.fragment, shopper);
        break;
      case 'subscribe':
        outcome = await subscribe(slug, shopper);
        break;
      case 'finance pre-approval':
        outcome = await financePreApproval(slug, shopper);
        break;
    }
    expect(outcome.sent.submitted.find((control) => control.name === 'email')?.value).toBe(
      shopper.email,
    );
    await expectStored(slug, outcome);
  });
});
