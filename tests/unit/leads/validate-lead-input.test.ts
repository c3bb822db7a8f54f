import { describe, expect, test } from 'vitest';
import { LEAD_API_MESSAGES, LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { validateLead, type LeadValidation } from '#shared/leads/validate-lead.ts';
import { CONTACT, RULES } from './lead-rules-fixture.ts';

const fieldsOf = (result: LeadValidation) => (result.ok ? {} : result.fields);

describe('unknown fields are reported, not dropped', () => {
  test('a field the form does not have', () => {
    const result = validateLead(
      'subscribe',
      { ...CONTACT, message: 'Hi', location: 3, foo: 1 },
      RULES,
    );
    expect(fieldsOf(result)).toEqual({
      message: LEAD_API_MESSAGES.unknownField,
      location: LEAD_API_MESSAGES.unknownField,
      foo: LEAD_API_MESSAGES.unknownField,
    });
  });

  test('prototype keys from a JSON body', () => {
    const body = JSON.parse('{"name":"Jane","__proto__":{"x":1},"constructor":"y"}');
    const values = { ...body, email: CONTACT.email, phone: CONTACT.phone };
    const result = validateLead('find-similar', values, RULES);
    expect(result.ok).toBe(false);
    expect(Object.entries(fieldsOf(result))).toEqual([
      ['__proto__', LEAD_API_MESSAGES.unknownField],
      ['constructor', LEAD_API_MESSAGES.unknownField],
    ]);
  });
});

describe('length caps, after trimming', () => {
  const contactWith = (field: string, value: string) => ({
    ...CONTACT,
    message: 'Hi',
    [field]: value,
  });
  test.each([
    ['name', 100],
    ['message', 2000],
    ['Rego', 12],
    ['stock_number', 50],
    ['subcategory', 100],
    ['Vehicle Make', 50],
    ['Vehicle Model', 100],
    ['page_id', 100],
  ])('%s: %d characters', (field, max) => {
    const kind = field === 'Rego' ? 'service-booking' : 'vehicle-enquiry';
    const base = kind === 'vehicle-enquiry' ? { car_id: 1 } : {};
    const at = validateLead(
      kind,
      { ...base, ...contactWith(field, ` ${'x'.repeat(max)} `) },
      RULES,
    );
    expect(fieldsOf(at)).toEqual({});
    const over = validateLead(kind, { ...base, ...contactWith(field, 'x'.repeat(max + 1)) }, RULES);
    expect(fieldsOf(over)).toEqual({ [field]: LEAD_API_MESSAGES.tooLong(max) });
  });

  test.each([
    ['email', `${'a'.repeat(250)}@example.com`, LEAD_MESSAGES.email],
    ['phone', `0412 345 678${' '.repeat(20)}9`, LEAD_MESSAGES.phone],
    ['postcode', '20000', LEAD_MESSAGES.postcode],
  ])('an over-long %s gets its own message', (field, value, message) => {
    const result = validateLead('trade-in', { [field]: value }, RULES, { partial: true });
    expect(fieldsOf(result)).toEqual({ [field]: message });
  });
});

describe('values of the wrong shape', () => {
  test.each([
    ['name', 42, LEAD_API_MESSAGES.invalid],
    ['name', ['Jane'], LEAD_API_MESSAGES.invalid],
    ['phone', 412345678, LEAD_API_MESSAGES.invalid],
    ['opt_in', 'maybe', LEAD_API_MESSAGES.invalid],
    ['car_id', 'abc', LEAD_API_MESSAGES.invalid],
    ['car_id', 0, LEAD_API_MESSAGES.invalid],
    ['car_type', 'nearly-new', LEAD_API_MESSAGES.notAChoice],
    ['dateTime', '2025-02-30', LEAD_API_MESSAGES.invalid],
    ['dateTime', '2025-03-01T24:00', LEAD_API_MESSAGES.invalid],
    ['dateTime', '01/03/2025', LEAD_API_MESSAGES.invalid],
    ['dateTime', '0025-03-01', LEAD_API_MESSAGES.invalid],
    ['manufacturer_slug', 'Mazda Australia', LEAD_API_MESSAGES.invalid],
  ])('%s = %j', (field, value, message) => {
    const result = validateLead('test-drive', { [field]: value }, RULES, { partial: true });
    expect(fieldsOf(result)).toEqual({ [field]: message });
  });

  test.each([
    ['Vehicle Year', '1899'],
    ['Vehicle Year', '19'],
    ['Vehicle Kms', '-5'],
    ['Vehicle Kms', '10,000,000'],
  ])('trade-in %s = %j', (field, value) => {
    const result = validateLead('trade-in', { [field]: value }, RULES, { partial: true });
    expect(fieldsOf(result)).toEqual({ [field]: LEAD_API_MESSAGES.invalid });
  });

  test('a category that is not offered', () => {
    const result = validateLead('general-enquiry', { category: 'Complaints' }, RULES, {
      partial: true,
    });
    expect(fieldsOf(result)).toEqual({ category: LEAD_API_MESSAGES.notAChoice });
  });

  test('whitespace only counts as empty', () => {
    const result = validateLead('subscribe', { ...CONTACT, name: ' \n\t ' }, RULES);
    expect(fieldsOf(result)).toEqual({ name: LEAD_MESSAGES.required });
  });
});

describe('a saved step of a multi-step form (partial)', () => {
  test('required rules wait for the final submission', () => {
    const result = validateLead('finance', { name: 'Jane', phone: '0412345678' }, RULES, {
      partial: true,
    });
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: 'finance',
        name: 'Jane',
        phone: '0412345678',
        category: 'Finance Pre-Approval',
        event_id: 22,
      },
    });
  });

  test('what is sent is still checked, unknown fields included', () => {
    const result = validateLead('finance', { email: 'nope', extra: 'x' }, RULES, { partial: true });
    expect(fieldsOf(result)).toEqual({
      email: LEAD_MESSAGES.email,
      extra: LEAD_API_MESSAGES.unknownField,
    });
  });
});
