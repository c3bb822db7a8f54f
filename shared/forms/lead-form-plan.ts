import type { LeadFieldName } from '../leads/lead-fields.ts';
import { LEAD_FORMS, isFieldRequired, type LeadFormKind } from '../leads/lead-forms.ts';
import type { LeadRules } from '../leads/lead-rules.ts';
import { PRIMARY_LOCATION_PLACEHOLDER } from '../leads/location-placeholder.ts';
import { validateLead, type LeadFieldErrors } from '../leads/validate-lead.ts';
import { FIELD_UI } from './field-ui.ts';

/** Values the page fills in for the shopper: the car, its location, the page id. */
export type PresetValues = Readonly<Record<string, unknown>>;

export interface PlannedField {
  name: LeadFieldName;
  required: boolean;
}

/**
 * The fields a form shows on this site, in the form's order: its visible
 * fields, less those the page presets (a car's id or its location) and the
 * location and dealership selects the site does not show (product rule 5.1).
 */
export function visibleLeadFields(
  kind: LeadFormKind,
  rules: LeadRules,
  preset: PresetValues = {},
): PlannedField[] {
  return Object.entries(LEAD_FORMS[kind].fields)
    .filter(([name]) => {
      const field = name as LeadFieldName;
      if (FIELD_UI[field].hidden || preset[field] !== undefined) return false;
      if (field === 'location') return rules.show_location_select;
      if (field === 'dealership_slug') return rules.show_dealership_select;
      return true;
    })
    .map(([name, requirement]) => ({
      name: name as LeadFieldName,
      required: isFieldRequired(requirement, rules),
    }));
}

/**
 * product rule 5.14: a select with no options renders nothing. A location or dealership
 * select the site shows but the page offers no choices for is filled in
 * instead (the primary-location placeholder, the site's own dealership), so
 * the lead still reaches staff rather than failing on a field nobody sees.
 */
export function presetUnofferedSelects(
  kind: LeadFormKind,
  rules: LeadRules,
  preset: PresetValues,
  /** Whether the page offers any choice for each select. */
  offered: { location: boolean; dealership_slug: boolean },
  siteDealership: string,
): PresetValues {
  const fields = LEAD_FORMS[kind].fields;
  const unoffered = (name: 'location' | 'dealership_slug') =>
    Object.hasOwn(fields, name) && preset[name] === undefined && !offered[name];
  const filled: Record<string, unknown> = {};
  if (rules.show_location_select && unoffered('location')) {
    filled.location = PRIMARY_LOCATION_PLACEHOLDER;
  }
  if (rules.show_dealership_select && unoffered('dealership_slug')) {
    filled.dealership_slug = siteDealership;
  }
  return Object.keys(filled).length > 0 ? { ...preset, ...filled } : preset;
}

/**
 * Hidden values the form sends: the page's presets, and the primary-location
 * placeholder (product rule 3.6) when the form has a location but the site shows no select.
 */
export function hiddenLeadValues(
  kind: LeadFormKind,
  rules: LeadRules,
  preset: PresetValues = {},
): Record<string, unknown> {
  const fields = LEAD_FORMS[kind].fields;
  const hidden: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(preset)) {
    if (Object.hasOwn(fields, name) && value !== undefined) hidden[name] = value;
  }
  if (Object.hasOwn(fields, 'location') && !rules.show_location_select && !('location' in hidden)) {
    hidden.location = PRIMARY_LOCATION_PLACEHOLDER;
  }
  return hidden;
}

/**
 * A step's Continue or Submit checks that step's fields, with the same rules the lead API
 * applies (product rule 5 as a whole); the last step checks the whole form.
 */
export function stepFieldErrors(
  kind: LeadFormKind,
  rules: LeadRules,
  values: Readonly<Record<string, unknown>>,
  stepFields: readonly LeadFieldName[] | 'all',
): LeadFieldErrors {
  const known = Object.fromEntries(
    Object.entries(values).filter(([name]) => Object.hasOwn(LEAD_FORMS[kind].fields, name)),
  );
  const result = validateLead(kind, withoutBlanks(known), rules);
  if (result.ok) return {};
  if (stepFields === 'all') return result.fields;
  return Object.fromEntries(
    Object.entries(result.fields).filter(([name]) => stepFields.includes(name as LeadFieldName)),
  );
}

/** Only the given fields' values, blanks left out (a step saves what it has). */
export function pickLeadValues(
  values: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, unknown> {
  return withoutBlanks(Object.fromEntries(names.map((name) => [name, values[name]])));
}

function withoutBlanks(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}
