import { describe, expect, test } from 'vitest';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import type { LeadFormKind } from '#shared/leads/lead-form-kinds.ts';
import { leadForDeliveryFromRow } from '#server/leads/outbox/lead-for-delivery-from-row.ts';
import { CAR, CUSTOMER, tenantWith } from './relay-fixture.ts';

const tenant = tenantWith({ email: { default: ['sales@dealer.test'] } });
const created = new Date('2025-07-12T00:30:05.123Z');

function row(overrides: Partial<LeadRow> = {}): LeadRow {
  const nulls = Object.fromEntries(
    [
      'step_number',
      'skipped_steps',
      'event_id',
      'subcategory',
      'dealership_slug',
      'rego',
      'car_id',
      'stock_number',
      'vehicle_make',
      'vehicle_model',
      'vehicle_year',
      'vehicle_kms',
      'vehicle_condition',
      'car_type',
      'vehicle_status',
      'manufacturer_slug',
      'page_id',
      'date_time',
      'terms_conditions',
      'terms_agreed',
      'source_page',
      'car_snapshot',
      'duplicate_of',
      'idempotency_key',
      'request_fingerprint',
      'spam_reason',
      'incomplete_delivery_at',
      'completed_at',
      'location_id',
    ].map((name) => [name, null]),
  );
  return {
    ...nulls,
    id: '0b5e4c8e-4a7c-4f53-9d1e-2f6a2b7c9d10',
    tenant_slug: 'bayside-mazda',
    token_hash: 'hash',
    status: 'Complete',
    form_completed: true,
    form_kind: 'vehicle-enquiry',
    category: 'Vehicle Enquiry',
    opt_in: true,
    created_at: created,
    updated_at: created,
    ...CUSTOMER,
    ...overrides,
  } as LeadRow;
}

const build = (lead: LeadRow, extra: { purpose?: 'lead' | 'incomplete' | 'redelivery' } = {}) =>
  leadForDeliveryFromRow({
    lead,
    purpose: extra.purpose ?? 'lead',
    repeatOfCreatedAt: null,
    tenant,
  });

describe('leadForDeliveryFromRow', () => {
  test('a stock car enquiry: customer, car snapshot, dealer at the lead location', () => {
    const lead = build(row({ car_snapshot: CAR, location_id: 4101, source_page: '/cars/x' }));
    expect(lead).toMatchObject({
      lead_id: '0b5e4c8e-4a7c-4f53-9d1e-2f6a2b7c9d10',
      created_at: '2025-07-12T00:30:05.123Z',
      redelivery: false,
      lead_status: 'Complete',
      form_kind: 'enquiry',
      customer: { name: 'Jane', last_name: 'Citizen', country: 'AU', opt_in: true },
      car: CAR,
      wanted_vehicle: null,
      trade_in: null,
      source_page: 'https://www.baysidemazda.com.au/cars/x',
      dealer: {
        dealership_id: 401,
        name: 'Bayside Mazda',
        site_url: 'https://www.baysidemazda.com.au',
        location: { id: 4101, city: 'Highett', state: 'VIC', postcode: expect.any(String) },
      },
    });
  });

  test('form kinds: the stored form becomes the delivery wording', () => {
    // A string, not a LeadFormKind: a row written by an older release may hold a retired kind.
    const kind = (form_kind: string, subcategory: string | null = null) =>
      build(row({ form_kind: form_kind as LeadFormKind, subcategory })).form_kind;
    expect(kind('general-enquiry')).toBe('general');
    expect(kind('careers')).toBe('general');
    expect(kind('vehicle-enquiry', 'Enquire')).toBe('enquiry');
    expect(kind('vehicle-enquiry', 'Got a Question?')).toBe('question');
    expect(kind('service-booking')).toBe('service');
    expect(kind('test-drive')).toBe('test-drive');
    expect(kind('subscribe')).toBe('subscribe');
    expect(kind('something-new')).toBe('general');
  });

  test('an unknown or missing location falls back to the primary location', () => {
    expect(build(row({ location_id: 999_999 })).dealer.location.id).toBe(4101);
    expect(build(row()).dealer.location.id).toBe(4101);
  });

  test('a trade-in: the customer vehicle, its condition in the message', () => {
    const lead = build(
      row({
        form_kind: 'trade-in',
        vehicle_make: 'Mazda',
        vehicle_model: 'CX-5',
        vehicle_year: 2017,
        vehicle_kms: 98_000,
        vehicle_condition: 'Fair',
        rego: 'ABC12D',
        message: 'Some scratches.',
      }),
    );
    expect(lead.trade_in).toEqual({
      year: 2017,
      make: 'Mazda',
      model: 'CX-5',
      badge: null,
      km: 98_000,
      rego: 'ABC12D',
      vin: null,
      colour: null,
    });
    expect(lead.wanted_vehicle).toBeNull();
    expect(lead.message).toBe('Some scratches.\n\nTrade-in condition: Fair');
  });

  test('a model page enquiry without a stock car names the wanted make and model', () => {
    const lead = build(row({ vehicle_make: 'Mazda', vehicle_model: 'CX-60', car_type: 'new' }));
    expect(lead.wanted_vehicle).toEqual({ make: 'Mazda', model: 'CX-60', car_type: 'new' });
  });

  test('a service booking: the rego as the vehicle, the date asked for', () => {
    const lead = build(
      row({ form_kind: 'service-booking', rego: 'XYZ789', date_time: '2025-07-15T09:30' }),
    );
    expect(lead.service_vehicle).toMatchObject({ rego: 'XYZ789', make: '', model: '' });
    expect(lead.requested_at).toEqual({ date: '2025-07-15', time: '09:30' });
    expect(build(row({ date_time: '2025-07-15' })).requested_at).toEqual({
      date: '2025-07-15',
      time: null,
    });
  });

  test('purpose: incomplete and redelivery; a repeat names the first lead', () => {
    expect(build(row(), { purpose: 'incomplete' }).lead_status).toBe('Incomplete');
    expect(build(row(), { purpose: 'redelivery' }).redelivery).toBe(true);
    const repeat = leadForDeliveryFromRow({
      lead: row({ duplicate_of: 'first-lead' }),
      purpose: 'lead',
      repeatOfCreatedAt: new Date('2025-07-11T22:00:00Z'),
      tenant,
    });
    expect(repeat.repeat_of).toEqual({
      lead_id: 'first-lead',
      created_at: '2025-07-11T22:00:00.000Z',
    });
  });

  test('country from the phone: NZ numbers by their length, AU otherwise', () => {
    const country = (phone: string | null) => build(row({ phone })).customer.country;
    expect(country('0491570156')).toBe('AU');
    expect(country('0291234567')).toBe('AU');
    expect(country('093001234')).toBe('NZ');
    expect(country('02112345678')).toBe('NZ');
    expect(country(null)).toBe('AU');
  });
});
