import type { LeadFormKind } from '#shared/leads/lead-form-kinds.ts';
import type { DeliveredLeadKind } from '../delivery/lead-for-delivery.ts';

const QUESTION_SUBCATEGORY = 'Got a Question?';

const KINDS: Readonly<Record<LeadFormKind, DeliveredLeadKind>> = {
  'general-enquiry': 'general',
  careers: 'general',
  'vehicle-enquiry': 'enquiry',
  'model-enquiry': 'enquiry',
  'test-drive': 'test-drive',
  'find-similar': 'find-similar',
  finance: 'finance',
  'trade-in': 'trade-in',
  'service-booking': 'service',
  subscribe: 'subscribe',
  reserve: 'reserve',
};

/** The delivery's wording for the form that sent the lead (leads.form_kind). */
export function deliveredLeadKind(formKind: string, subcategory: string | null): DeliveredLeadKind {
  if (formKind === 'vehicle-enquiry' && subcategory === QUESTION_SUBCATEGORY) return 'question';
  return KINDS[formKind as LeadFormKind] ?? 'general';
}
