import type { LeadRow } from '#server/leads/store/lead-row.ts';

type Cell = (lead: LeadRow) => unknown;

/**
 * The export's columns, under the product rules' names (product rule 3.4 lead form fields, product rule 4.7
 * multi-step state) where it has one; the trade-in fields are named like
 * 'Vehicle Make'. Internal fields (token hash, request fingerprint) are left out.
 */
export const EXPORT_COLUMNS: ReadonlyArray<[header: string, cell: Cell]> = [
  ['lead_id', (lead) => lead.id],
  ['created_at', (lead) => lead.created_at],
  ['completed_at', (lead) => lead.completed_at],
  ['lead_status', (lead) => lead.status],
  ['form_completed', (lead) => lead.form_completed],
  ['step_number', (lead) => lead.step_number],
  ['skipped_steps', (lead) => lead.skipped_steps],
  ['form_kind', (lead) => lead.form_kind],
  ['event_id', (lead) => lead.event_id],
  ['name', (lead) => lead.name],
  ['last_name', (lead) => lead.last_name],
  ['phone', (lead) => lead.phone],
  ['email', (lead) => lead.email],
  ['postcode', (lead) => lead.postcode],
  ['message', (lead) => lead.message],
  ['category', (lead) => lead.category],
  ['subcategory', (lead) => lead.subcategory],
  ['opt_in', (lead) => lead.opt_in],
  ['dealership_slug', (lead) => lead.dealership_slug],
  ['location', (lead) => lead.location_id],
  ['Rego', (lead) => lead.rego],
  ['car_id', (lead) => lead.car_id],
  ['stock_number', (lead) => lead.stock_number],
  ['Vehicle Make', (lead) => lead.vehicle_make],
  ['Vehicle Model', (lead) => lead.vehicle_model],
  ['Vehicle Year', (lead) => lead.vehicle_year],
  ['Vehicle Kms', (lead) => lead.vehicle_kms],
  ['Vehicle Condition', (lead) => lead.vehicle_condition],
  ['car_type', (lead) => lead.car_type],
  ['vehicle_status', (lead) => lead.vehicle_status],
  ['manufacturer_slug', (lead) => lead.manufacturer_slug],
  ['page_id', (lead) => lead.page_id],
  ['dateTime', (lead) => lead.date_time],
  ['terms_conditions', (lead) => lead.terms_conditions],
  ['terms_agreed', (lead) => lead.terms_agreed],
  ['source_page', (lead) => lead.source_page],
  ['repeat_of', (lead) => lead.duplicate_of],
];

/** A value as CSV text: dates ISO UTC, flags yes/no (as the stock import reads them), JSON as is. */
export function exportText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
