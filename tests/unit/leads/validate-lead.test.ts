import { describe, expect, test } from 'vitest';
import { LEAD_API_MESSAGES, LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { PRIMARY_LOCATION_PLACEHOLDER } from '#shared/leads/location-placeholder.ts';
import { validateLead, type LeadValidation } from '#shared/leads/validate-lead.ts';
import { CONTACT, RULES } from './lead-rules-fixture.ts';

const fieldsOf = (result: LeadValidation) => (result.ok ? {} : result.fields);

test('product rule 5 and 8 messages, word for word', () => {
  expect(LEAD_MESSAGES).toEqual({
    required: '*This is a required field.',
    email: 'invalid email address',
    phone: 'Invalid phone number. Must be Australian or New Zealand number.',
    phoneTooLong: 'Invalid phone number. Too many characters.',
    postcode: 'Invalid postcode. Please enter a 4-digit number.',
    postcodeNotFound: 'Invalid postcode',
    terms: 'You must agree to the terms of use before submitting the form.',
    unexpected: 'An unexpected error occured',
    submitFailed: 'An error occurred when submitting this form',
  });
});

test('every failing field is reported at once, each with its product-rules message', () => {
  const result = validateLead(
    'finance',
    { name: '', email: 'jane@', phone: '12345', postcode: '200', last_name: 'Citizen' },
    { ...RULES, require_terms_agreement: true, lead_message_required: false },
  );
  expect(result).toEqual({
    ok: false,
    fields: {
      name: LEAD_MESSAGES.required,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
      postcode: LEAD_MESSAGES.postcode,
      terms_agreed: LEAD_MESSAGES.required,
      terms_conditions: LEAD_MESSAGES.terms,
    },
  });
});

test("the numeric phone rule's message", () => {
  const rules = { ...RULES, phone_validation: 'numeric' as const };
  const result = validateLead('subscribe', { ...CONTACT, phone: '1234567890123456' }, rules);
  expect(fieldsOf(result)).toEqual({ phone: LEAD_MESSAGES.phoneTooLong });
});

test('UK numbers only where the tenant allows them', () => {
  const values = { ...CONTACT, phone: '+44 20 7946 0958' };
  expect(fieldsOf(validateLead('subscribe', values, RULES))).toEqual({
    phone: LEAD_MESSAGES.phone,
  });
  const uk = validateLead('subscribe', values, { ...RULES, phone_validation: 'au-nz-uk' });
  expect(uk.ok && uk.lead.phone).toBe('+442079460958');
});

describe('a valid lead', () => {
  test('general enquiry: trimmed, normalised, categorised, event 22', () => {
    const result = validateLead(
      'general-enquiry',
      {
        name: '  Jane \n  Citizen ',
        email: ' jane@example.com ',
        phone: '+61 412-345-678',
        category: 'General Enquiry',
        message: '  Hello,\r\nIs it still available?\r\n\r\nThanks ',
        opt_in: 'on',
      },
      RULES,
    );
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: 'general-enquiry',
        name: 'Jane Citizen',
        email: 'jane@example.com',
        phone: '0412345678',
        category: 'General Enquiry',
        message: 'Hello,\nIs it still available?\n\nThanks',
        opt_in: true,
        terms_conditions: false,
        event_id: 22,
      },
    });
  });

  test('an unticked opt-in (absent in a plain form post) is stored as false', () => {
    const result = validateLead('subscribe', CONTACT, RULES);
    expect(result.ok && result.lead).toMatchObject({
      opt_in: false,
      category: 'General Enquiry',
      subcategory: 'Subscribe',
      event_id: 22,
    });
  });

  test('vehicle enquiry about a new car: event 14, ids as numbers', () => {
    const result = validateLead(
      'vehicle-enquiry',
      {
        ...CONTACT,
        message: 'Is it available?',
        subcategory: 'Got a Question?',
        car_id: '1042',
        car_type: 'new',
        stock_number: 'HC1042',
        'Vehicle Make': 'Mazda',
        'Vehicle Model': 'CX-5',
        location: 3,
        dealership_slug: 'harbour-city-motors',
      },
      RULES,
    );
    expect(result.ok && result.lead).toMatchObject({
      category: 'Vehicle Enquiry',
      subcategory: 'Got a Question?',
      car_id: 1042,
      location: 3,
      event_id: 14,
    });
  });

  test('finance with the disclaimer ticked', () => {
    const result = validateLead(
      'finance',
      { ...CONTACT, last_name: 'Citizen', postcode: '2000', message: 'Hi', terms_agreed: true },
      RULES,
    );
    expect(result.ok && result.lead).toMatchObject({
      category: 'Finance Pre-Approval',
      terms_agreed: true,
      postcode: '2000',
    });
  });

  test('trade-in reads year and km', () => {
    const result = validateLead(
      'trade-in',
      {
        ...CONTACT,
        postcode: '4217',
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'Corolla',
        'Vehicle Year': '2019',
        'Vehicle Kms': '45,000',
        'Vehicle Condition': 'Good',
        message: 'Two sets of keys',
      },
      RULES,
    );
    expect(result.ok && result.lead).toMatchObject({ 'Vehicle Year': 2019, 'Vehicle Kms': 45000 });
  });

  test('test drive with a date and time at a used car: event 48', () => {
    const result = validateLead(
      'test-drive',
      { ...CONTACT, message: 'Saturday', dateTime: '2025-03-01T09:30', car_type: 'used' },
      RULES,
    );
    expect(result.ok && result.lead).toMatchObject({ dateTime: '2025-03-01T09:30', event_id: 48 });
  });

  test('find-similar without a message', () => {
    expect(validateLead('find-similar', { ...CONTACT, car_type: 'new' }, RULES)).toMatchObject({
      ok: true,
      lead: { category: 'Find Similar', event_id: 17 },
    });
  });
});

describe('careers (product rule 4.6)', () => {
  test.each([
    ['general-enquiry', { category: 'Careers Enquiry' }],
    ['careers', {}],
  ] as const)('%s becomes General Enquiry, Career Enquiry, event 51', (kind, extra) => {
    const result = validateLead(kind, { ...CONTACT, message: 'A job?', ...extra }, RULES);
    expect(result.ok && result.lead).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      event_id: 51,
    });
  });
});

describe('the hidden location field', () => {
  test('the placeholder becomes the primary location', () => {
    const result = validateLead(
      'general-enquiry',
      {
        ...CONTACT,
        category: 'General Enquiry',
        message: 'Hi',
        location: PRIMARY_LOCATION_PLACEHOLDER,
      },
      RULES,
    );
    expect(result.ok && result.lead.location).toBe(7);
  });

  test.each([
    [{ ...RULES, primary_location_id: undefined }, PRIMARY_LOCATION_PLACEHOLDER],
    [RULES, 'primary'],
    [RULES, '0'],
    [RULES, -3],
    [RULES, 2.5],
  ])('%# refuses %j', (rules, location) => {
    const result = validateLead('find-similar', { ...CONTACT, location }, rules);
    expect(fieldsOf(result)).toEqual({ location: LEAD_API_MESSAGES.invalid });
  });
});
