/** Every lead form a site can offer (docs/leads.md). */
export const LEAD_FORM_KINDS = [
  'general-enquiry',
  'careers',
  'vehicle-enquiry',
  'model-enquiry',
  'test-drive',
  'find-similar',
  'finance',
  'trade-in',
  'service-booking',
  'subscribe',
  'reserve',
] as const;

export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];
