import { describe, expect, it } from 'vitest';
import { FIELD_UI } from '#shared/forms/field-ui.ts';
import { LEAD_FIELDS, type LeadFieldName } from '#shared/leads/lead-fields.ts';

const NAMES = Object.keys(LEAD_FIELDS) as LeadFieldName[];

describe('FIELD_UI', () => {
  it('has an entry for every lead field and no other', () => {
    expect(Object.keys(FIELD_UI).sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s takes its maxLength from LEAD_FIELDS', (name) => {
    expect(FIELD_UI[name].maxLength).toBe(LEAD_FIELDS[name].max_length);
  });

  it('labels the fields in the words of docs/leads.md', () => {
    expect(FIELD_UI.name.label).toBe('First Name');
    expect(FIELD_UI.last_name.label).toBe('Last Name');
    expect(FIELD_UI['Vehicle Year'].label).toBe('Year');
    expect(FIELD_UI['Vehicle Kms'].label).toBe('Kilometres');
    expect(FIELD_UI.dateTime.label).toBe('Preferred Date');
    expect(FIELD_UI.terms_agreed.label).toBe('I have read and understood the Privacy Statement');
    expect(FIELD_UI.category.label).toBe('Enquiry Type');
  });

  it('gives the contact fields their autocomplete tokens and keyboards', () => {
    expect(FIELD_UI.name.autoComplete).toBe('given-name');
    expect(FIELD_UI.last_name.autoComplete).toBe('family-name');
    expect(FIELD_UI.email).toMatchObject({ type: 'email', autoComplete: 'email' });
    expect(FIELD_UI.phone).toMatchObject({ type: 'tel', inputMode: 'tel', autoComplete: 'tel' });
    expect(FIELD_UI.postcode).toMatchObject({ inputMode: 'numeric', autoComplete: 'postal-code' });
    expect(FIELD_UI.message).toMatchObject({ control: 'textarea', autoComplete: 'off' });
  });

  it('hides the fields the page fills in', () => {
    const hidden = NAMES.filter((name) => FIELD_UI[name].hidden);
    expect(hidden).toEqual(
      expect.arrayContaining([
        'car_id',
        'stock_number',
        'car_type',
        'vehicle_status',
        'manufacturer_slug',
        'page_id',
      ]),
    );
    for (const name of NAMES)
      expect(FIELD_UI[name].hidden).toBe(FIELD_UI[name].control === 'hidden');
    expect(FIELD_UI.email.hidden).toBe(false);
  });
});
