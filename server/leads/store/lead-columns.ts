import type { LeadFieldName, LeadValues } from '#shared/leads/lead-fields.ts';
import type { LeadRow } from './lead-row.ts';

/** The `leads` column of each lead form field (product rule 3.4 names on the left). */
export const LEAD_FIELD_COLUMNS = {
  name: 'name',
  last_name: 'last_name',
  phone: 'phone',
  email: 'email',
  postcode: 'postcode',
  message: 'message',
  category: 'category',
  subcategory: 'subcategory',
  opt_in: 'opt_in',
  dealership_slug: 'dealership_slug',
  location: 'location_id',
  Rego: 'rego',
  car_id: 'car_id',
  stock_number: 'stock_number',
  'Vehicle Make': 'vehicle_make',
  'Vehicle Model': 'vehicle_model',
  'Vehicle Year': 'vehicle_year',
  'Vehicle Kms': 'vehicle_kms',
  'Vehicle Condition': 'vehicle_condition',
  car_type: 'car_type',
  vehicle_status: 'vehicle_status',
  manufacturer_slug: 'manufacturer_slug',
  page_id: 'page_id',
  dateTime: 'date_time',
  terms_conditions: 'terms_conditions',
  terms_agreed: 'terms_agreed',
} as const satisfies Record<LeadFieldName, keyof LeadRow>;

export type LeadFieldColumn = (typeof LEAD_FIELD_COLUMNS)[LeadFieldName];

const FIELD_NAMES = Object.keys(LEAD_FIELD_COLUMNS) as LeadFieldName[];

/** The form values a stored lead holds (nulls left out), to merge a further step into. */
export function rowToLeadValues(row: LeadRow): LeadValues {
  const values: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const value = row[LEAD_FIELD_COLUMNS[name]];
    if (value !== null && value !== undefined) values[name] = value;
  }
  return values as LeadValues;
}

/** Column -> value for the fields present in `values`. */
export function leadValuesToColumns(values: LeadValues): Partial<Record<LeadFieldColumn, unknown>> {
  const columns: Partial<Record<LeadFieldColumn, unknown>> = {};
  for (const name of FIELD_NAMES) {
    const value = values[name];
    if (value !== undefined) columns[LEAD_FIELD_COLUMNS[name]] = value;
  }
  return columns;
}
