import { describe, expect, test } from 'vitest';
import { buildLeadJson, LEAD_JSON_SCHEMA } from '#server/leads/delivery/lead-json.ts';
import { leadFixture } from './lead-fixture.ts';

const base = leadFixture();

describe('buildLeadJson: dealer-platform.lead.v1', () => {
  test('carries the schema, ids, customer, vehicle and dealer', () => {
    const payload = buildLeadJson(base);
    expect(payload).toMatchObject({
      schema: 'dealer-platform.lead.v1',
      lead_id: 'lead_01J2ABCDEF',
      created_at: '2025-07-12T00:30:05Z',
      redelivery: false,
      lead_status: 'Complete',
      form_kind: 'enquiry',
      category: 'Used Car Enquiry',
      subcategory: null,
      repeat_of: null,
      customer: {
        name: 'Jane',
        last_name: 'Citizen',
        full_name: 'Jane Citizen',
        email: 'jane.citizen@example.com',
        phone: '0491 570 156',
        phone_type: 'cellphone',
        postcode: '2150',
        state: 'NSW',
        country: 'AU',
        opt_in: true,
      },
      message: 'Is this car still available?\nCan I see it on Saturday?',
      vehicle: {
        id: 40123,
        stocknum: 'ABC123',
        car_type: 'used',
        km: 45_210,
        price: 25_990,
        price_type: 'Drive Away',
        body: 'hatch',
        transmission: 'Automatic',
        url: 'https://www.harbourcitymotors.com.au/cars/2021-toyota-corolla-ascent-abc123',
      },
      trade_in: null,
      deposit: null,
      dealer: {
        dealership_id: 7,
        name: 'Harbour City Motors',
        url: 'https://www.harbourcitymotors.com.au',
        location: { id: 701, name: 'Harbour City Toyota - Sales', state: 'NSW' },
      },
    });
    expect(payload.schema).toBe(LEAD_JSON_SCHEMA);
  });

  test('survives a JSON round trip unchanged (no undefined, dates, or class instances)', () => {
    const payload = buildLeadJson(base);
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });

  test('repeat, incomplete, deposit and trade-in are all in the payload and its notes', () => {
    const payload = buildLeadJson(
      leadFixture({
        lead_status: 'Incomplete',
        step_number: 1,
        redelivery: true,
        repeat_of: { lead_id: 'lead_earlier', created_at: '2025-07-11T23:00:00.000Z' },
        deposit: { amount: 500, processor: 'Stripe', reference: 'pi_123', state: 'paid' },
        trade_in: {
          year: 2015,
          make: 'Mazda',
          model: '3',
          badge: null,
          km: 120_000,
          rego: 'ABC12D',
          vin: null,
          colour: null,
        },
      }),
    );
    expect(payload.redelivery).toBe(true);
    expect(payload.lead_status).toBe('Incomplete');
    expect(payload.repeat_of).toEqual({
      lead_id: 'lead_earlier',
      created_at: '2025-07-11T23:00:00Z',
    });
    expect(payload.deposit).toEqual({
      amount: 500,
      currency: 'AUD',
      processor: 'Stripe',
      reference: 'pi_123',
      state: 'paid',
    });
    expect(payload.trade_in).toMatchObject({ make: 'Mazda', km: 120_000, rego: 'ABC12D' });
    expect(payload.notes.join('\n')).toMatch(/^Repeat enquiry/);
    expect(payload.notes.some((note) => note.startsWith('Incomplete'))).toBe(true);
    expect(payload.notes.some((note) => note.startsWith('Deposit: $500'))).toBe(true);
  });

  test('no car: vehicle is null and the asked-about model is kept', () => {
    const payload = buildLeadJson(
      leadFixture({ car: null, wanted_vehicle: { make: 'Mazda', model: 'CX-5', car_type: 'new' } }),
    );
    expect(payload.vehicle).toBeNull();
    expect(payload.wanted_vehicle).toEqual({ make: 'Mazda', model: 'CX-5', car_type: 'new' });
  });

  test('hostile text is kept as data; JSON encoding is what makes it safe', () => {
    const name = 'Tom & "Jerry" <script>';
    const payload = buildLeadJson(leadFixture({ customer: { ...base.customer, name } }));
    expect(JSON.parse(JSON.stringify(payload)).customer.name).toBe(name);
  });
});
