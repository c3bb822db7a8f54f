import { describe, expect, test } from 'vitest';
import { leadRulesFor } from '#shared/leads/lead-rules.ts';
import {
  PRIMARY_LOCATION_PLACEHOLDER,
  resolveLocationPlaceholder,
} from '#shared/leads/location-placeholder.ts';
import type { Location, TenantFeatures } from '#shared/tenant/tenant-config.ts';

const at = (id: number, primary: boolean, visible = true, dealership_slug = 'harbour') =>
  ({ id, primary, visible, dealership_slug }) as Location;

describe('primary-location placeholder (product rule 3.6)', () => {
  const site = { locations: [at(11, false), at(12, true), at(13, false)] };

  test('the placeholder becomes the primary location id', () => {
    expect(resolveLocationPlaceholder(PRIMARY_LOCATION_PLACEHOLDER, site)).toBe(12);
  });

  test('a hidden primary falls back to the first visible location', () => {
    const hidden = { locations: [at(11, true, false), at(12, false)] };
    expect(resolveLocationPlaceholder(PRIMARY_LOCATION_PLACEHOLDER, hidden)).toBe(12);
  });

  test.each([[13], ['13'], [''], [undefined], ['{{primary_location}}']])(
    '%j is returned unchanged',
    (value) => {
      expect(resolveLocationPlaceholder(value, site)).toBe(value);
    },
  );

  test('without locations the placeholder stays, for the id check to refuse', () => {
    expect(resolveLocationPlaceholder(PRIMARY_LOCATION_PLACEHOLDER, { locations: [] })).toBe(
      PRIMARY_LOCATION_PLACEHOLDER,
    );
  });
});

describe('leadRulesFor', () => {
  const features = {
    phone_validation: 'au-nz-uk',
    require_terms_agreement: true,
    lead_message_required: false,
    captcha: false,
    show_dealership_list: true,
  } as TenantFeatures;

  test('copies the lead flags and finds the primary location', () => {
    expect(leadRulesFor({ features, locations: [at(11, false), at(12, true)] })).toEqual({
      phone_validation: 'au-nz-uk',
      require_terms_agreement: true,
      lead_message_required: false,
      captcha: false,
      show_location_select: true,
      show_dealership_select: false,
      primary_location_id: 12,
    });
  });

  test.each<[Location[], boolean, boolean, boolean]>([
    [[at(1, true)], true, false, false],
    [[at(1, true), at(2, false, false)], true, false, false],
    [[at(1, true), at(2, false)], true, true, false],
    [[at(1, true), at(2, false, true, 'coastal')], true, true, true],
    [[at(1, true), at(2, false, true, 'coastal')], false, true, false],
    [[at(1, true), at(2, false, false, 'coastal')], true, false, false],
  ])('%# location and dealership selects', (locations, list, location, dealership) => {
    const rules = leadRulesFor({
      features: { ...features, show_dealership_list: list },
      locations,
    });
    expect([rules.show_location_select, rules.show_dealership_select]).toEqual([
      location,
      dealership,
    ]);
  });
});
