import { CAREERS_ENQUIRY, GENERAL_ENQUIRY } from './lead-category.ts';
import type { LeadFieldName, LeadValues } from './lead-fields.ts';
import type { LeadRules } from './lead-rules.ts';

import { LEAD_FORM_KINDS, type LeadFormKind } from './lead-form-kinds.ts';

export { LEAD_FORM_KINDS, type LeadFormKind } from './lead-form-kinds.ts';

/**
 * When a field of a form must be filled. product rules 5.1 and 5.2: a shown field is required
 * unless the product rules says otherwise (Rego, test drive date and opt-in are
 * optional); the message follows the tenant; location and dealership selects
 * are required when shown. 'optional' also covers the hidden fields a form
 * fills from its page (car_id, stock_number, page_id...).
 */
export type FieldRequirement =
  | 'required'
  | 'optional'
  /** features.lead_message_required (default true). */
  | 'message'
  /** features.require_terms_agreement. */
  | 'terms'
  /** Required when the site shows a location select (LeadRules.show_location_select). */
  | 'location-select'
  /** Required when the site shows a dealership select (LeadRules.show_dealership_select). */
  | 'dealership-select';

export interface LeadFormDefinition {
  kind: LeadFormKind;
  /** Category of every lead of this form; absent when the shopper picks it (field `category`). */
  category?: string;
  subcategory?: string;
  /** The fields the form sends, in display order. Any other field is refused. */
  fields: Readonly<Partial<Record<LeadFieldName, FieldRequirement>>>;
  /** Initial input values (product rule 3.4: opt_in true; product rule 5.1: category 'General Enquiry'). */
  defaults: Readonly<Partial<LeadValues>>;
}

const CONTACT = { name: 'required', email: 'required', phone: 'required' } as const;
// Everything a dealer needs to draw up finance or a sale, in display order.
const BUYER = {
  name: 'required',
  last_name: 'required',
  email: 'required',
  phone: 'required',
  postcode: 'required',
} as const;
const SELECTS = { location: 'location-select', dealership_slug: 'dealership-select' } as const;
// Every form: the opt-in box, the tenant's terms box, the page it was sent from.
const CONSENT = { opt_in: 'optional', terms_conditions: 'terms', page_id: 'optional' } as const;
const CAR = {
  car_id: 'optional',
  stock_number: 'optional',
  car_type: 'optional',
  vehicle_status: 'optional',
  'Vehicle Make': 'optional',
  'Vehicle Model': 'optional',
  manufacturer_slug: 'optional',
} as const;
// The car's own location and dealership, filled by the card or page.
const CAR_PLACE = { location: 'optional', dealership_slug: 'optional' } as const;
const OPT_IN = { opt_in: true } as const;

export const LEAD_FORMS: Readonly<Record<LeadFormKind, LeadFormDefinition>> = {
  'general-enquiry': {
    kind: 'general-enquiry',
    fields: { ...CONTACT, category: 'required', message: 'message', ...SELECTS, ...CONSENT },
    defaults: { category: GENERAL_ENQUIRY, ...OPT_IN },
  },
  // Mapped to General Enquiry + Career Enquiry on the way in (mapLeadCategory).
  careers: {
    kind: 'careers',
    category: CAREERS_ENQUIRY,
    fields: { ...CONTACT, message: 'message', ...SELECTS, ...CONSENT },
    defaults: OPT_IN,
  },
  'vehicle-enquiry': {
    kind: 'vehicle-enquiry',
    category: 'Vehicle Enquiry',
    fields: {
      ...CONTACT,
      message: 'message',
      // Which button opened it: 'Enquire', 'Got a Question?', 'Get Finance'.
      subcategory: 'optional',
      ...CAR,
      car_id: 'required',
      ...CAR_PLACE,
      ...CONSENT,
    },
    defaults: OPT_IN,
  },
  // docs/content-pages.md: a new model's page, no stock car: the model travels as Vehicle Make and Model.
  'model-enquiry': {
    kind: 'model-enquiry',
    category: 'Vehicle Enquiry',
    fields: {
      ...CONTACT,
      message: 'message',
      subcategory: 'optional',
      ...CAR,
      ...SELECTS,
      ...CONSENT,
    },
    defaults: OPT_IN,
  },
  'test-drive': {
    kind: 'test-drive',
    category: 'Test Drive',
    fields: {
      ...CONTACT,
      dateTime: 'optional',
      message: 'message',
      ...CAR,
      ...SELECTS,
      ...CONSENT,
    },
    defaults: OPT_IN,
  },
  'find-similar': {
    kind: 'find-similar',
    category: 'Find Similar',
    fields: { ...CONTACT, message: 'optional', ...CAR, ...CAR_PLACE, ...CONSENT },
    defaults: OPT_IN,
  },
  finance: {
    kind: 'finance',
    category: 'Finance Pre-Approval',
    fields: {
      ...BUYER,
      message: 'message',
      ...CAR,
      ...SELECTS,
      terms_agreed: 'required',
      ...CONSENT,
    },
    defaults: OPT_IN,
  },
  'trade-in': {
    kind: 'trade-in',
    category: 'Trade-In Valuation',
    fields: {
      ...CONTACT,
      postcode: 'required',
      Rego: 'optional',
      'Vehicle Make': 'required',
      'Vehicle Model': 'required',
      'Vehicle Year': 'required',
      'Vehicle Kms': 'required',
      'Vehicle Condition': 'required',
      message: 'message',
      // The dealer's car the shopper is trading towards (/cars/trade-in?car_id=).
      car_id: 'optional',
      ...SELECTS,
      ...CONSENT,
    },
    defaults: OPT_IN,
  },
  'service-booking': {
    kind: 'service-booking',
    category: 'Service Booking',
    fields: {
      ...CONTACT,
      Rego: 'optional',
      dateTime: 'optional',
      message: 'message',
      ...SELECTS,
      ...CONSENT,
    },
    defaults: OPT_IN,
  },
  // product rule 5.7: no message and no location; docs/leads.md: the general-enquiry category.
  subscribe: {
    kind: 'subscribe',
    category: GENERAL_ENQUIRY,
    subcategory: 'Subscribe',
    fields: { ...CONTACT, ...CONSENT },
    defaults: OPT_IN,
  },
  // docs/payments.md: the reserve page. Everything the dealer needs to draw up the sale; the
  // reservation terms are agreed on every site. The deposit comes from the server, never
  // from the form.
  reserve: {
    kind: 'reserve',
    category: 'Reserve Online',
    fields: {
      ...BUYER,
      message: 'optional',
      ...CAR,
      car_id: 'required',
      ...CAR_PLACE,
      ...CONSENT,
      terms_conditions: 'required',
    },
    defaults: OPT_IN,
  },
};

export function isLeadFormKind(kind: string): kind is LeadFormKind {
  return (LEAD_FORM_KINDS as readonly string[]).includes(kind);
}

/** Whether a field must be filled on this site. */
export function isFieldRequired(requirement: FieldRequirement, rules: LeadRules): boolean {
  switch (requirement) {
    case 'required':
      return true;
    case 'optional':
      return false;
    case 'message':
      return rules.lead_message_required;
    case 'terms':
      return rules.require_terms_agreement;
    case 'location-select':
      return rules.show_location_select;
    case 'dealership-select':
      return rules.show_dealership_select;
  }
}

/** The fields a form requires on this site, in display order (for the form's asterisks). */
export function requiredFields(kind: LeadFormKind, rules: LeadRules): LeadFieldName[] {
  return Object.entries(LEAD_FORMS[kind].fields)
    .filter(([, requirement]) => isFieldRequired(requirement, rules))
    .map(([name]) => name as LeadFieldName);
}
