import { describe, expect, test } from 'vitest';
import {
  hiddenLeadValues,
  presetUnofferedSelects,
  visibleLeadFields,
} from '#shared/forms/lead-form-plan.ts';
import type { LeadRules } from '#shared/leads/lead-rules.ts';
import { PRIMARY_LOCATION_PLACEHOLDER } from '#shared/leads/location-placeholder.ts';

const rules = (overrides: Partial<LeadRules> = {}): LeadRules => ({
  phone_validation: 'au-nz',
  require_terms_agreement: false,
  lead_message_required: true,
  captcha: false,
  show_location_select: true,
  show_dealership_select: true,
  primary_location_id: 7,
  ...overrides,
});
const names = (fields: { name: string }[]) => fields.map((field) => field.name);
const BOTH = { location: true, dealership_slug: true };
const NONE = { location: false, dealership_slug: false };

describe('visibleLeadFields and hiddenLeadValues', () => {
  test('the selects the site shows are visible; a preset field is hidden instead', () => {
    expect(names(visibleLeadFields('trade-in', rules()))).toEqual(
      expect.arrayContaining(['location', 'dealership_slug']),
    );
    const preset = { location: 3 };
    expect(names(visibleLeadFields('trade-in', rules(), preset))).not.toContain('location');
    expect(hiddenLeadValues('trade-in', rules(), preset)).toEqual({ location: 3 });
  });

  test('a site without a location select sends the primary-location placeholder', () => {
    const quiet = rules({ show_location_select: false, show_dealership_select: false });
    expect(names(visibleLeadFields('general-enquiry', quiet))).not.toContain('location');
    expect(hiddenLeadValues('general-enquiry', quiet)).toEqual({
      location: PRIMARY_LOCATION_PLACEHOLDER,
    });
  });
});

describe('presetUnofferedSelects (product rule 5.14: a select with no options renders nothing)', () => {
  test('choices offered: the preset is left as it is', () => {
    const preset = { subcategory: 'Enquire' };
    expect(presetUnofferedSelects('trade-in', rules(), preset, BOTH, 'harbour')).toBe(preset);
  });

  test('no choices: the primary location and the site dealership are filled in, so not shown', () => {
    const preset = presetUnofferedSelects('trade-in', rules(), {}, NONE, 'harbour');
    expect(preset).toEqual({ location: PRIMARY_LOCATION_PLACEHOLDER, dealership_slug: 'harbour' });
    expect(names(visibleLeadFields('trade-in', rules(), preset))).not.toEqual(
      expect.arrayContaining(['location']),
    );
    expect(hiddenLeadValues('trade-in', rules(), preset)).toMatchObject(preset);
  });

  test('what the page preset wins; selects the site hides or the form lacks are untouched', () => {
    expect(presetUnofferedSelects('trade-in', rules(), { location: 3 }, NONE, 'h')).toEqual({
      location: 3,
      dealership_slug: 'h',
    });
    const hidden = rules({ show_location_select: false, show_dealership_select: false });
    expect(presetUnofferedSelects('trade-in', hidden, {}, NONE, 'h')).toEqual({});
    expect(presetUnofferedSelects('subscribe', rules(), {}, NONE, 'h')).toEqual({});
  });
});
