import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { LEAD_MESSAGES, LEAD_API_MESSAGES } from '#shared/leads/lead-messages.ts';
import { PRIMARY_LOCATION_PLACEHOLDER } from '#shared/leads/location-placeholder.ts';
import { REFERENCE_MESSAGES } from '#server/leads/intake/lead-references.server.ts';
import {
  createThrowawayPostgres,
  whyPostgresIsUnavailable,
  type ThrowawayPostgres,
} from '../support/test-databases.ts';
import { createTestPlatform } from '../support/test-platform.ts';
import { LeadApiClient, siteCar } from '../support/lead-api-client.ts';

// coastal-used-cars shows no captcha; the captcha cases are in leads-captcha.test.ts.
const COASTAL = 'coastal-used-cars';
const HARBOUR = 'harbour-city-motors';
const TRUCKS = 'southern-cross-trucks'; // numeric phone rule
const RV = 'high-country-rv-moto'; // terms of use required

const CONTACT = { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678' };

const postgresSkip = await whyPostgresIsUnavailable();
if (postgresSkip) console.warn(postgresSkip);

describe.each([
  { backend: 'PGlite', skip: undefined },
  { backend: 'Postgres', skip: postgresSkip },
])('lead API on $backend', ({ backend, skip }) => {
  let platform: Awaited<ReturnType<typeof createTestPlatform>>;
  let postgres: ThrowawayPostgres | undefined;
  let api: LeadApiClient;

  beforeAll(async () => {
    if (skip) return;
    postgres = backend === 'Postgres' ? await createThrowawayPostgres() : undefined;
    platform = await createTestPlatform(postgres ? { DATABASE_URL: postgres.url } : {});
    api = new LeadApiClient(platform.app, platform.database);
  });
  afterAll(async () => {
    await platform?.cleanup();
    await postgres?.drop();
  });

  test.skipIf(skip)(
    'a single-step enquiry is stored Complete with its deliveries, then answered',
    async () => {
      const car = siteCar(platform.env.DATA_DIR, COASTAL);
      const res = await api.create(COASTAL, {
        form: 'vehicle-enquiry',
        fields: { ...CONTACT, message: 'Is it still available?', car_id: car.id },
        source_page: `/cars/${car.slug}`,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        token: expect.any(String),
        status: 'Complete',
        event_id: car.car_type === 'new' ? 14 : 15,
      });
      const lead = await api.lead(res.body.lead_id);
      expect(lead).toMatchObject({
        tenant_slug: COASTAL,
        status: 'Complete',
        form_completed: true,
        category: 'Vehicle Enquiry',
        phone: '0412345678',
        car_id: car.id,
        location_id: car.location_id,
        source_page: `https://www.coastalusedcars.com.au/cars/${car.slug}`,
        spam_reason: null,
      });
      expect(lead.car_snapshot).toMatchObject({ id: car.id, stocknum: car.stocknum });
      expect(lead.token_hash).not.toContain(res.body.token);
      const deliveries = await api.deliveries(res.body.lead_id);
      expect(deliveries.map((delivery) => [delivery.channel, delivery.target])).toEqual([
        ['email', 'sales@coastalusedcars.com.au'],
      ]);
    },
  );

  test.skipIf(skip)(
    'every product rule 5 message comes back per field, and nothing is stored',
    async () => {
      const before = await api.count();
      const empty = await api.create(COASTAL, { form: 'general-enquiry', fields: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toMatchObject({
        code: 'invalid_lead',
        fields: {
          name: LEAD_MESSAGES.required,
          email: LEAD_MESSAGES.required,
          phone: LEAD_MESSAGES.required,
          message: LEAD_MESSAGES.required,
          category: LEAD_MESSAGES.required,
        },
      });
      const bad = await api.create(COASTAL, {
        form: 'finance',
        fields: {
          name: 'A',
          last_name: 'B',
          email: 'not-an-email',
          phone: '0112345678',
          postcode: '12345',
          message: 'x',
          terms_agreed: false,
        },
      });
      expect(bad.body.error.fields).toEqual({
        email: LEAD_MESSAGES.email,
        phone: LEAD_MESSAGES.phone,
        postcode: LEAD_MESSAGES.postcode,
        terms_agreed: LEAD_MESSAGES.required,
      });
      const tooLong = await api.create(TRUCKS, {
        form: 'subscribe',
        fields: { ...CONTACT, phone: '0412345678901234' },
        captcha: await api.solveCaptcha(TRUCKS, 'subscribe'),
      });
      expect(tooLong.body.error.fields).toEqual({ phone: LEAD_MESSAGES.phoneTooLong });
      const terms = await api.create(RV, {
        form: 'subscribe',
        fields: CONTACT,
        captcha: await api.solveCaptcha(RV, 'subscribe'),
      });
      expect(terms.body.error.fields).toEqual({ terms_conditions: LEAD_MESSAGES.terms });
      expect(await api.count()).toBe(before);
    },
  );

  test.skipIf(skip)('unknown fields are refused, in the form and around it', async () => {
    const inForm = await api.create(COASTAL, {
      form: 'subscribe',
      fields: { ...CONTACT, favourite_colour: 'blue' },
    });
    expect(inForm.status).toBe(400);
    expect(inForm.body.error.fields).toEqual({ favourite_colour: LEAD_API_MESSAGES.unknownField });
    const around = await api.create(COASTAL, { form: 'subscribe', fields: CONTACT, admin: true });
    expect(around.status).toBe(400);
    expect(around.body.error).toMatchObject({
      code: 'invalid_request',
      fields: { admin: expect.any(String) },
    });
    const noForm = await api.create(COASTAL, { form: 'quote', fields: CONTACT });
    expect(noForm.body.error.fields.form).toMatch(/must be one of general-enquiry/);
  });

  test.skipIf(skip)("another site's car, location or dealership is refused", async () => {
    const other = siteCar(platform.env.DATA_DIR, HARBOUR);
    const harbourLocation = platform.tenants.find((t) => t.slug === HARBOUR)!.locations[0]!;
    const res = await api.create(COASTAL, {
      form: 'test-drive',
      fields: {
        ...CONTACT,
        message: 'Test drive please',
        car_id: other.id,
        location: harbourLocation.id,
        dealership_slug: harbourLocation.dealership_slug,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      car_id: REFERENCE_MESSAGES.car,
      location: REFERENCE_MESSAGES.location,
      dealership_slug: REFERENCE_MESSAGES.dealership,
    });
  });

  test.skipIf(skip)('the primary-location placeholder and the Careers mapping', async () => {
    const res = await api.create(COASTAL, {
      form: 'careers',
      fields: {
        ...CONTACT,
        message: 'Do you need a detailer?',
        location: PRIMARY_LOCATION_PLACEHOLDER,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.event_id).toBe(51);
    const coastal = platform.tenants.find((t) => t.slug === COASTAL)!;
    expect(await api.lead(res.body.lead_id)).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      location_id: coastal.locations.find((location) => location.primary)!.id,
    });
  });

  test.skipIf(skip)('a multi-step lead: saved steps, skips, then the final step', async () => {
    const car = siteCar(platform.env.DATA_DIR, COASTAL);
    const first = await api.create(COASTAL, {
      form: 'finance',
      form_completed: false,
      step_number: 0,
      fields: { name: 'Sam', last_name: 'Lee', car_id: car.id },
    });
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('Incomplete');
    const id = first.body.lead_id;
    expect(await api.deliveries(id)).toEqual([]);

    const step = await api.update(COASTAL, id, first.body.token, {
      form_completed: false,
      step_number: 2,
      skipped_steps: [{ from: 0, to: 2 }],
      fields: { email: 'sam@example.com', phone: '+61 412 345 678', postcode: '2000' },
    });
    expect(step.status).toBe(200);
    expect(await api.lead(id)).toMatchObject({
      status: 'Incomplete',
      form_completed: false,
      step_number: 2,
      skipped_steps: [{ from: 0, to: 2 }],
      name: 'Sam',
      phone: '0412345678',
    });

    const missing = await api.update(COASTAL, id, first.body.token, { fields: {} });
    expect(missing.body.error.fields).toEqual({
      message: LEAD_MESSAGES.required,
      terms_agreed: LEAD_MESSAGES.required,
    });
    const final = await api.update(COASTAL, id, first.body.token, {
      step_number: 3,
      fields: { message: 'Weekly budget $150', terms_agreed: true },
    });
    expect(final.status).toBe(200);
    expect(final.body).toEqual({ lead_id: id, status: 'Complete', event_id: 22 });
    const stored = await api.lead(id);
    expect(stored).toMatchObject({ status: 'Complete', form_completed: true, step_number: 3 });
    expect(stored.skipped_steps).toEqual([{ from: 0, to: 2 }]);
    expect((await api.deliveries(id)).map((delivery) => delivery.target)).toEqual([
      'sales@coastalusedcars.com.au',
      'finance@coastalusedcars.com.au',
    ]);
  });

  test.skipIf(skip)(
    'changing a lead needs its token, on its own site, while Incomplete',
    async () => {
      const first = await api.create(COASTAL, {
        form: 'subscribe',
        form_completed: false,
        fields: { name: 'Jo' },
      });
      const id = first.body.lead_id;
      const noToken = await api.update(COASTAL, id, undefined, {
        fields: { email: 'jo@example.com' },
      });
      expect(noToken.status).toBe(401);
      expect(noToken.body.error.code).toBe('token_required');
      const wrong = await api.update(COASTAL, id, 'x'.repeat(43), { fields: {} });
      expect(wrong.status).toBe(403);
      const otherSite = await api.update(HARBOUR, id, first.body.token, { fields: {} });
      expect(otherSite.status).toBe(404);
      const done = await api.update(COASTAL, id, first.body.token, { fields: CONTACT });
      expect(done.body.status).toBe('Complete');
      const later = await api.update(COASTAL, id, first.body.token, {
        form_completed: false,
        fields: { name: 'Changed' },
      });
      expect(later.status).toBe(409);
      expect(later.body.error.code).toBe('lead_complete');
      expect((await api.lead(id)).name).toBe('Alex Citizen');
    },
  );

  test.skipIf(skip)('a repeated final submission gives one lead and one delivery', async () => {
    const body = { form: 'subscribe', fields: { ...CONTACT, email: 'twice@example.com' } };
    const key = api.newKey();
    const [a, b] = await Promise.all([
      api.create(COASTAL, body, key),
      api.create(COASTAL, body, key),
    ]);
    const retry = await api.create(COASTAL, body, key);
    for (const res of [a, b, retry]) expect(res.status).toBe(201);
    expect(new Set([a.body.lead_id, b.body.lead_id, retry.body.lead_id]).size).toBe(1);
    expect(retry.body.token).toBe(a.body.token);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await api.countWhere("email = 'twice@example.com'")).toBe(1);
    expect(await api.deliveries(a.body.lead_id)).toHaveLength(1);

    const reused = await api.create(
      COASTAL,
      { ...body, fields: { ...body.fields, name: 'Other' } },
      key,
    );
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotency_key_reused');

    const multi = await api.create(COASTAL, {
      form: 'subscribe',
      form_completed: false,
      fields: { name: 'M' },
    });
    const final = { fields: { email: 'multi@example.com', phone: '0412345678' } };
    const finals = await Promise.all([
      api.update(COASTAL, multi.body.lead_id, multi.body.token, final),
      api.update(COASTAL, multi.body.lead_id, multi.body.token, final),
      api.update(COASTAL, multi.body.lead_id, multi.body.token, final),
    ]);
    for (const res of finals) expect(res.body).toMatchObject({ status: 'Complete' });
    expect(await api.deliveries(multi.body.lead_id)).toHaveLength(1);
  });

  test.skipIf(skip)(
    'the same person about the same car within 24 hours is linked as a repeat',
    async () => {
      const car = siteCar(platform.env.DATA_DIR, COASTAL, 1);
      const fields = { ...CONTACT, email: 'repeat@example.com', message: 'Hi', car_id: car.id };
      const first = await api.create(COASTAL, { form: 'vehicle-enquiry', fields });
      const second = await api.create(COASTAL, {
        form: 'test-drive',
        fields: { ...fields, email: 'REPEAT@example.com', phone: '0499 999 999' },
      });
      const byPhone = await api.create(COASTAL, {
        form: 'vehicle-enquiry',
        fields: { ...fields, email: 'someone.else@example.com' },
      });
      expect((await api.lead(first.body.lead_id)).duplicate_of).toBeNull();
      expect((await api.lead(second.body.lead_id)).duplicate_of).toBe(first.body.lead_id);
      expect((await api.lead(byPhone.body.lead_id)).duplicate_of).toBe(first.body.lead_id);
      // Stored and delivered all the same: staff see it marked as a repeat.
      expect(await api.deliveries(second.body.lead_id)).toHaveLength(1);
    },
  );

  test.skipIf(skip)(
    'the honeypot: answered like any lead, stored as spam, never delivered',
    async () => {
      const res = await api.create(COASTAL, {
        form: 'subscribe',
        fields: CONTACT,
        website: 'http://spam.example',
      });
      expect(res.status).toBe(201);
      expect((await api.lead(res.body.lead_id)).spam_reason).toBe('honeypot');
      expect(await api.deliveries(res.body.lead_id)).toEqual([]);
    },
  );

  test.skipIf(skip)('bad requests: no key, not JSON, too big, foreign source page', async () => {
    const before = await api.count();
    const noKey = await api.create(COASTAL, { form: 'subscribe', fields: CONTACT }, null);
    expect(noKey.body.error.code).toBe('idempotency_key_required');
    const text = await request(platform.app)
      .post('/api/leads')
      .set('Host', `${COASTAL}.localhost`)
      .set('Idempotency-Key', api.newKey())
      .set('Content-Type', 'text/plain')
      .send('name=x');
    expect(text.status).toBe(415);
    const big = await api.create(COASTAL, {
      form: 'subscribe',
      fields: { ...CONTACT, message: 'x'.repeat(40_000) },
    });
    expect(big.status).toBe(413);
    const foreign = await api.create(COASTAL, {
      form: 'subscribe',
      fields: CONTACT,
      source_page: 'https://evil.example/phish',
    });
    expect(foreign.body.error.fields).toEqual({ source_page: 'Must be a page of this site.' });
    expect(await api.count()).toBe(before);
  });
});
