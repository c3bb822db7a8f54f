import type { CarType } from '../tenant/tenant-config.ts';

/**
 * product rule 3.4: the fields a lead form can send, under the product rules' names. Trade-in
 * adds 'Vehicle Year', 'Vehicle Kms' and 'Vehicle Condition' (docs/leads.md's year,
 * km and condition), named like the product rules' 'Vehicle Make' and 'Vehicle Model'.
 * Category and subcategory are also set by the form kind (lead-category.ts).
 */
export interface LeadValues {
  name?: string;
  last_name?: string;
  phone?: string;
  email?: string;
  postcode?: string;
  message?: string;
  category?: string;
  subcategory?: string;
  opt_in?: boolean;
  dealership_slug?: string;
  /** A location id; the form may send the primary-location placeholder instead. */
  location?: number;
  Rego?: string;
  car_id?: number;
  stock_number?: string;
  'Vehicle Make'?: string;
  'Vehicle Model'?: string;
  'Vehicle Year'?: number;
  'Vehicle Kms'?: number;
  'Vehicle Condition'?: string;
  car_type?: CarType;
  vehicle_status?: string;
  manufacturer_slug?: string;
  page_id?: string;
  /** Test drive or service date: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM', the location's local time. */
  dateTime?: string;
  /** The tenant's terms of use (features.require_terms_agreement). */
  terms_conditions?: boolean;
  /** Finance form: read and understood the Privacy Statement. */
  terms_agreed?: boolean;
}

export type LeadFieldName = keyof LeadValues;

/** How a field's raw value is read and checked (read-lead-field.ts). */
export type LeadFieldType =
  | 'text'
  | 'multiline'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'checkbox'
  | 'id'
  | 'location'
  | 'slug'
  | 'car-type'
  | 'category'
  | 'date-time'
  | 'year'
  | 'km';

export interface LeadFieldSpec {
  type: LeadFieldType;
  /**
   * Longest accepted value after trimming, in UTF-16 code units: the same count
   * as the input's maxlength attribute, so a form that sets it never trips it.
   */
  max_length: number;
}

/**
 * Length caps (decision 0007: field length caps). Names 100 and messages 2000 leave
 * room for any real answer; email 254 is RFC 5321's limit; phone 30 fits any
 * number with spaces, brackets and a country code; postcode 4 is product rule 5.5's.
 */
export const LEAD_FIELDS: Readonly<Record<LeadFieldName, LeadFieldSpec>> = {
  name: { type: 'text', max_length: 100 },
  last_name: { type: 'text', max_length: 100 },
  phone: { type: 'phone', max_length: 30 },
  email: { type: 'email', max_length: 254 },
  postcode: { type: 'postcode', max_length: 4 },
  message: { type: 'multiline', max_length: 2000 },
  category: { type: 'category', max_length: 100 },
  subcategory: { type: 'text', max_length: 100 },
  opt_in: { type: 'checkbox', max_length: 5 },
  dealership_slug: { type: 'slug', max_length: 100 },
  location: { type: 'location', max_length: 30 },
  Rego: { type: 'text', max_length: 12 },
  car_id: { type: 'id', max_length: 15 },
  stock_number: { type: 'text', max_length: 50 },
  'Vehicle Make': { type: 'text', max_length: 50 },
  'Vehicle Model': { type: 'text', max_length: 100 },
  'Vehicle Year': { type: 'year', max_length: 4 },
  'Vehicle Kms': { type: 'km', max_length: 7 },
  'Vehicle Condition': { type: 'text', max_length: 100 },
  car_type: { type: 'car-type', max_length: 4 },
  vehicle_status: { type: 'text', max_length: 50 },
  manufacturer_slug: { type: 'slug', max_length: 100 },
  page_id: { type: 'text', max_length: 100 },
  dateTime: { type: 'date-time', max_length: 16 },
  terms_conditions: { type: 'checkbox', max_length: 5 },
  terms_agreed: { type: 'checkbox', max_length: 5 },
};

export function isLeadFieldName(name: string): name is LeadFieldName {
  return Object.hasOwn(LEAD_FIELDS, name);
}
