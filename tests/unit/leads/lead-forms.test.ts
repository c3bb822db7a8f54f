import { describe, expect, test } from 'vitest';
import { LEAD_FORMS, LEAD_FORM_KINDS, requiredFields } from '#shared/leads/lead-forms.ts';
import type { LeadFormKind } from '#shared/leads/lead-forms.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { validateLead } from '#shared/leads/validate-lead.ts';
import { RULES } from './lead-rules-fixture.ts';

const CONTACT = ['name', 'email', 'phone'];
const REQUIRED: Record<LeadFormKind, string[]> = {
  'general-enquiry': [...CONTACT, 'category', 'message'],
  careers: [...CONTACT, 'message'],
  'vehicle-enquiry': [...CONTACT, 'message', 'car_id'],
  'model-enquiry': [...CONTACT, 'message'],
  'test-drive': [...CONTACT, 'message'],
  'find-similar': CONTACT,
  finance: ['name', 'last_name', 'email', 'phone', 'postcode', 'message', 'terms_agreed'],
  'trade-in': [
    ...CONTACT,
    'postcode',
    'Vehicle Make',
    'Vehicle Model',
    'Vehicle Year',
    'Vehicle Kms',
    'Vehicle Condition',
    'message',
  ],
  'service-booking': [...CONTACT, 'message'],
  subscribe: CONTACT,
  reserve: ['name', 'last_name', 'email', 'phone', 'postcode', 'car_id', 'terms_conditions'],
};
const WITH_SELECTS = new Set<LeadFormKind>([
  'general-enquiry',
  'careers',
  'model-enquiry',
  'test-drive',
  'finance',
  'trade-in',
  'service-booking',
]);

describe.each(LEAD_FORM_KINDS)('%s form (product rules 5.1 and 5.2)', (kind) => {
  const sorted = (names: string[]) => [...names].sort();

  test('an empty submission names every required field at once', () => {
    const result = validateLead(kind, {}, RULES);
    // product rule 5.1: an unticked terms box has its own message.
    const expected = Object.fromEntries(
      REQUIRED[kind].map((f) => [
        f,
        f === 'terms_conditions' ? LEAD_MESSAGES.terms : LEAD_MESSAGES.required,
      ]),
    );
    expect(result).toEqual({ ok: false, fields: expected });
    expect(sorted(requiredFields(kind, RULES))).toEqual(sorted(REQUIRED[kind]));
  });

  test('the message follows the tenant, and is never required on find-similar', () => {
    const rules = { ...RULES, lead_message_required: false };
    const withoutMessage = REQUIRED[kind].filter((field) => field !== 'message');
    expect(sorted(requiredFields(kind, rules))).toEqual(sorted(withoutMessage));
  });

  test('location and dealership selects are required when shown', () => {
    const rules = { ...RULES, show_location_select: true, show_dealership_select: true };
    const selects = WITH_SELECTS.has(kind) ? ['location', 'dealership_slug'] : [];
    expect(sorted(requiredFields(kind, rules))).toEqual(sorted([...REQUIRED[kind], ...selects]));
  });

  test("the tenant's terms of use, where it asks for them", () => {
    const rules = { ...RULES, require_terms_agreement: true };
    const result = validateLead(kind, { terms_conditions: false }, rules);
    expect(result.ok || result.fields.terms_conditions).toBe(LEAD_MESSAGES.terms);
    const agreed = validateLead(kind, { terms_conditions: true }, rules);
    expect(agreed.ok || agreed.fields.terms_conditions).toBeUndefined();
  });

  test('opt-in starts ticked (product rule 3.4)', () => {
    expect(LEAD_FORMS[kind].defaults.opt_in).toBe(true);
  });
});

test('general enquiry: category defaults to General Enquiry', () => {
  expect(LEAD_FORMS['general-enquiry'].defaults.category).toBe('General Enquiry');
});

test('subscribe has no message and no location (product rule 5.7)', () => {
  const fields = Object.keys(LEAD_FORMS.subscribe.fields);
  expect(fields).not.toContain('message');
  expect(fields).not.toContain('location');
  expect(fields).not.toContain('dealership_slug');
});
