import { describe, expect, test } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { multiStepReducer } from '#shared/forms/multi-step/multi-step-reducer.ts';
import { initialMultiStepState } from '#shared/forms/multi-step/multi-step-state.ts';
import {
  buildFinalSubmitRequest,
  buildStepSaveRequest,
  type LeadApiRequest,
} from '#shared/forms/multi-step/step-request.ts';
import { selectLocations } from '#shared/locations/select-locations.ts';
import { bookingDays } from '#shared/hours/booking-slots.ts';
import { LEAD_API_MESSAGES } from '#shared/leads/lead-messages.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import { getSitePage } from '../support/lead-form-html.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);

// coastal: one sales location, no captcha. harbour: one service location of several.
// trucks: two service locations. bayside: a manufacturer booking link, no service location.
const COASTAL = 'coastal-used-cars';
const HARBOUR = 'harbour-city-motors';
const TRUCKS = 'southern-cross-trucks';
const BAYSIDE = 'bayside-mazda';
const CONTACT = { name: 'Alex', email: 'alex@example.com', phone: '0412 345 678' };

const getPage = (slug: string, path: string) => getSitePage(fixture.current.app, slug, path);

const text = (node: HTMLElement | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const names = (form: HTMLElement | null) =>
  (form?.querySelectorAll('input, select, textarea') ?? [])
    // The honeypot (`website`) is for bots; people never see it.
    .filter(
      (field) =>
        field.getAttribute('type') !== 'hidden' && field.getAttribute('name') !== 'website',
    )
    .map((field) => field.getAttribute('name'));
const options = (select: HTMLElement | null) =>
  (select?.querySelectorAll('option') ?? []).map((option) => option.getAttribute('value'));

/** Sends a request the form built (POST creates, PATCH continues). */
async function send(slug: string, built: LeadApiRequest, token?: string, captcha?: string) {
  if (built.method === 'POST') {
    return api().create(slug, { ...built.body, ...(captcha ? { captcha } : {}) });
  }
  return api().update(slug, built.path.split('/').pop()!, token, built.body);
}

/** A single-step form's submission, as LeadForm builds it. */
function singleStep(form: 'general-enquiry' | 'service-booking' | 'subscribe', fields: object) {
  const state = initialMultiStepState(1);
  const input = { form, fields: { ...fields }, idempotencyKey: 'k', sourcePage: '/x' };
  return buildFinalSubmitRequest(state, input);
}

describe('pages', () => {
  test('/contact: one h1, the general enquiry with its category defaulting to General Enquiry', async () => {
    const { status, html } = await getPage(HARBOUR, '/contact');
    expect(status).toBe(200);
    expect(html.querySelectorAll('h1').map(text)).toEqual(['Contact Us']);
    expect(text(html.querySelector('title'))).toMatch(/^Contact Us \| /);
    const form = html.querySelector('#general-contact-form');
    expect(names(form)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'message']));
    const category = form!.querySelector('[name=category]');
    expect(category?.querySelector('option[selected]')?.getAttribute('value')).toBe(
      'General Enquiry',
    );
    expect(options(category)).toContain('Careers Enquiry');
    const tenant = fixture.tenant(HARBOUR);
    const visible = tenant.locations.filter((location) => location.visible);
    const location = form!.querySelector('[name=location]');
    expect(options(location).filter(Boolean).sort()).toEqual(
      visible.map((place) => String(place.id)).sort(),
    );
    expect(text(location)).toContain(visible[0]!.name);
  });

  test('/contact on a one-location site has no location select', async () => {
    const { html } = await getPage(COASTAL, '/contact');
    expect(html.querySelector('#general-contact-form select[name=location]')).toBeNull();
  });

  test('/finance-pre-approval: step 1 of 4 with the contact details', async () => {
    const { status, html } = await getPage(COASTAL, '/finance-pre-approval');
    expect(status).toBe(200);
    expect(html.querySelectorAll('h1').map(text)).toEqual(['Finance Pre-Approval']);
    const form = html.querySelector('#finance-form');
    expect(text(form)).toContain('Step 1 of 4');
    expect(names(form)).toEqual(['name', 'last_name', 'email', 'phone']);
    expect(text(form!.querySelector('button[type=submit]'))).toBe('Continue');
  });

  test('/service offers only service locations, or the one service location preset', async () => {
    const trucks = await getPage(TRUCKS, '/service');
    expect(trucks.status).toBe(200);
    expect(trucks.html.querySelectorAll('h1').map(text)).toEqual(['Book a Service']);
    const form = trucks.html.querySelector('#service-booking-form');
    expect(names(form)).toEqual(expect.arrayContaining(['Rego', 'dateTime', 'location']));
    const services = selectLocations(fixture.tenant(TRUCKS).locations, {
      sort: 'name',
      type: 'service',
    });
    expect(options(form!.querySelector('[name=location]')).filter(Boolean).sort()).toEqual(
      services.map((place) => String(place.id)).sort(),
    );

    const harbour = await getPage(HARBOUR, '/service');
    const single = harbour.html.querySelector('#service-booking-form');
    expect(single?.querySelector('select[name=location]')).toBeNull();
    const [service] = selectLocations(fixture.tenant(HARBOUR).locations, {
      sort: 'name',
      type: 'service',
    });
    expect(single?.querySelector('input[name=location]')?.getAttribute('value')).toBe(
      String(service!.id),
    );
  });

  test('/service links to the manufacturer booking site; 404 with neither', async () => {
    const bayside = await getPage(BAYSIDE, '/service');
    expect(bayside.status).toBe(200);
    const { url, path } = fixture.tenant(BAYSIDE).service_booking!;
    expect(bayside.html.querySelector(`a[href="${url}"]`)).not.toBeNull();
    // docs/content-pages.md: and to the site's page explaining the online booking.
    expect(bayside.html.querySelector(`a[href="${path}"]`)).not.toBeNull();
    expect(bayside.html.querySelector('#service-booking-form')).toBeNull();
    expect((await getPage(COASTAL, '/service')).status).toBe(404);
  });

  test('the footer subscribe form: contact details, no message, no location', async () => {
    const { html } = await getPage(HARBOUR, '/');
    const form = html.querySelector('.site-footer #subscribe-form');
    expect(names(form)).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
    expect(names(form)).not.toContain('message');
    expect(names(form)).not.toContain('location');
  });
});

describe('their leads', () => {
  test('a careers enquiry is General Enquiry / Career Enquiry with event 51', async () => {
    const body = { ...CONTACT, category: 'Careers Enquiry', message: 'Any openings?' };
    const res = await send(COASTAL, singleStep('general-enquiry', body));
    expect(res.status).toBe(201);
    expect(res.body.event_id).toBe(51);
    expect(await api().lead(res.body.lead_id)).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      event_id: 51,
      status: 'Complete',
    });
  });

  test('a subscribe lead is General Enquiry / Subscribe', async () => {
    const res = await send(COASTAL, singleStep('subscribe', CONTACT));
    expect(res.status).toBe(201);
    expect(await api().lead(res.body.lead_id)).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Subscribe',
      event_id: 22,
    });
  });

  test('a service booking at a service location keeps its rego and date', async () => {
    const [service] = selectLocations(fixture.tenant(TRUCKS).locations, {
      sort: 'name',
      type: 'service',
    });
    const day = bookingDays(service!, { now: new Date() }).find((candidate) => candidate.open);
    const fields = {
      ...CONTACT,
      Rego: 'ABC123',
      dateTime: day!.date,
      message: 'Logbook service',
      location: String(service!.id),
      dealership_slug: service!.dealership_slug,
    };
    const captcha = await api().solveCaptcha(TRUCKS, 'service-booking');
    const res = await send(TRUCKS, singleStep('service-booking', fields), undefined, captcha);
    expect(res.status).toBe(201);
    expect(await api().lead(res.body.lead_id)).toMatchObject({
      category: 'Service Booking',
      event_id: 22,
      rego: 'ABC123',
      location_id: service!.id,
    });
  });

  test('a booking on a day the location is closed, or past its hours, is refused', async () => {
    const [service] = selectLocations(fixture.tenant(TRUCKS).locations, {
      sort: 'name',
      type: 'service',
    });
    const days = bookingDays(service!, { now: new Date() });
    const closed = days.find((candidate) => candidate.reason === 'closed');
    const open = days.find((candidate) => candidate.open && candidate.date !== days[0]!.date);
    const base = {
      ...CONTACT,
      message: 'Logbook service',
      location: String(service!.id),
      dealership_slug: service!.dealership_slug,
    };
    for (const dateTime of [closed!.date, `${open!.date}T23:30`, '2020-01-06']) {
      const captcha = await api().solveCaptcha(TRUCKS, 'service-booking');
      const built = singleStep('service-booking', { ...base, dateTime });
      const res = await send(TRUCKS, built, undefined, captcha);
      expect(res.status, dateTime).toBe(400);
      expect(res.body.error.fields).toEqual({ dateTime: LEAD_API_MESSAGES.notBookable });
    }
  });

  test('finance: each step saved Incomplete, a skip recorded, the last step Complete', async () => {
    let state = initialMultiStepState(4);
    const input = { form: 'finance' as const, idempotencyKey: 'k', sourcePage: '/finance' };
    const contact = { ...CONTACT, last_name: 'Citizen' };
    const first = await send(COASTAL, buildStepSaveRequest(state, { ...input, fields: contact }));
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('Incomplete');
    const { lead_id: id, token } = first.body;
    state = multiStepReducer(state, { type: 'stepSaved', leadId: id, token });
    state = multiStepReducer(state, { type: 'next' });
    state = multiStepReducer(state, { type: 'skipTo', step: 2 });
    const about = { postcode: '4217', message: 'About $20k' };
    const second = await send(
      COASTAL,
      buildStepSaveRequest(state, { ...input, fields: about }),
      token,
    );
    expect(second.status).toBe(200);
    expect(await api().lead(id)).toMatchObject({ status: 'Incomplete', step_number: 2 });
    state = multiStepReducer(state, { type: 'stepSaved', leadId: id, token });
    state = multiStepReducer(state, { type: 'next' });
    const all = { ...contact, ...about, terms_agreed: true };
    const final = buildFinalSubmitRequest(state, { ...input, fields: all });
    const done = await send(COASTAL, final, token);
    expect(done.status).toBe(200);
    expect(await api().lead(id)).toMatchObject({
      status: 'Complete',
      category: 'Finance Pre-Approval',
      terms_agreed: true,
      step_number: 3,
      skipped_steps: [{ from: 1, to: 2 }],
      event_id: 22,
    });
  });
});
