import type { LeadRules } from '#shared/leads/lead-rules.ts';

/** A site with one location and the schema's defaults. */
export const RULES: LeadRules = {
  phone_validation: 'au-nz',
  require_terms_agreement: false,
  lead_message_required: true,
  captcha: true,
  show_location_select: false,
  show_dealership_select: false,
  primary_location_id: 7,
};

export const CONTACT = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };
