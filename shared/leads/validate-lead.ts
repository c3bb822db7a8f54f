import type { AnalyticsEventId } from '../analytics/analytics-events.ts';
import { GENERAL_ENQUIRY, leadEventId, mapLeadCategory } from './lead-category.ts';
import { LEAD_FIELDS, type LeadFieldName, type LeadValues } from './lead-fields.ts';
import {
  LEAD_FORMS,
  isFieldRequired,
  type FieldRequirement,
  type LeadFormKind,
} from './lead-forms.ts';
import { LEAD_API_MESSAGES, LEAD_MESSAGES } from './lead-messages.ts';
import type { LeadRules } from './lead-rules.ts';
import { readLeadField } from './read-lead-field.ts';

/** A lead as checked: clean values plus the category, subcategory and event its form gives it. */
export interface Lead extends LeadValues {
  kind: LeadFormKind;
  category: string;
  event_id: AnalyticsEventId;
}

/** Messages by field name: the form's fields, and any field the form does not have. */
export type LeadFieldErrors = Record<string, string>;

export type LeadValidation = { ok: true; lead: Lead } | { ok: false; fields: LeadFieldErrors };

export interface ValidateLeadOptions {
  /**
   * A multi-step form's saved step (product rule 4.7): only the fields sent are checked,
   * so the required rules wait for the final submission.
   */
  partial?: boolean;
}

/**
 * product rule 5: checks a lead form's values the same way in the browser (on submit)
 * and in the lead API, and reports every failing field at once. A field the
 * form does not have is reported too, never dropped: the API refuses it.
 *
 * The lead API takes its own envelope (captcha solution, honeypot, lead id,
 * step data) out of the body first; everything left must be the form's.
 */
export function validateLead(
  kind: LeadFormKind,
  values: Readonly<Record<string, unknown>>,
  rules: LeadRules,
  options: ValidateLeadOptions = {},
): LeadValidation {
  const form = LEAD_FORMS[kind];
  // No prototype: a body's '__proto__' key is reported like any unknown field.
  const errors: LeadFieldErrors = Object.create(null);
  const clean: Record<string, unknown> = {};
  for (const name of Object.keys(values)) {
    if (!Object.hasOwn(form.fields, name)) errors[name] = LEAD_API_MESSAGES.unknownField;
  }
  const entries = Object.entries(form.fields) as Array<[LeadFieldName, FieldRequirement]>;
  for (const [name, requirement] of entries) {
    const read = readLeadField(name, values[name], rules);
    if ('error' in read) {
      errors[name] = read.error;
      continue;
    }
    // An unticked box does not fill a required checkbox.
    const filled = 'value' in read && read.value !== false;
    if (!filled && !options.partial && isFieldRequired(requirement, rules)) {
      errors[name] = name === 'terms_conditions' ? LEAD_MESSAGES.terms : LEAD_MESSAGES.required;
    } else if ('value' in read) {
      clean[name] = read.value;
    } else if (!options.partial && LEAD_FIELDS[name].type === 'checkbox') {
      clean[name] = false; // a plain form post sends nothing for an unticked box
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, fields: errors };

  const lead = clean as LeadValues;
  const { category, subcategory } = mapLeadCategory({
    category: form.category ?? lead.category ?? GENERAL_ENQUIRY,
    ...optional('subcategory', form.subcategory ?? lead.subcategory),
  });
  const event_id = leadEventId(kind, { category, subcategory, car_type: lead.car_type });
  return {
    ok: true,
    lead: { ...lead, kind, category, ...optional('subcategory', subcategory), event_id },
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
