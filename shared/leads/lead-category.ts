import {
  ANALYTICS_EVENTS,
  DEFAULT_LEAD_EVENT_ID,
  type AnalyticsEventId,
} from '../analytics/analytics-events.ts';
import type { CarType } from '../tenant/tenant-config.ts';
import type { LeadFormKind } from './lead-form-kinds.ts';

/** product rule 5.1: the general-enquiry form's category, and its default. */
export const GENERAL_ENQUIRY = 'General Enquiry';
/** product rule 4.6: the category a shopper picks to ask about jobs... */
export const CAREERS_ENQUIRY = 'Careers Enquiry';
/** ...which is stored as General Enquiry with this subcategory. */
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry';

/**
 * The general-enquiry form's category choices. The product rules names General Enquiry
 * and Careers Enquiry; the others follow the location types (sales, service,
 * parts) and finance so staff routing (decision 0007) can use them.
 */
export const GENERAL_ENQUIRY_CATEGORIES = [
  GENERAL_ENQUIRY,
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
  CAREERS_ENQUIRY,
] as const;

export interface LeadCategory {
  category: string;
  subcategory?: string;
}

/** product rule 4.6: Careers Enquiry becomes General Enquiry with subcategory Career Enquiry. */
export function mapLeadCategory(lead: LeadCategory): LeadCategory {
  if (lead.category !== CAREERS_ENQUIRY) return lead;
  return { category: GENERAL_ENQUIRY, subcategory: CAREER_ENQUIRY_SUBCATEGORY };
}

/** A careers enquiry, before or after mapLeadCategory. */
export function isCareersEnquiry(lead: LeadCategory): boolean {
  return (
    lead.category === CAREERS_ENQUIRY ||
    (lead.category === GENERAL_ENQUIRY && lead.subcategory === CAREER_ENQUIRY_SUBCATEGORY)
  );
}

/**
 * product rules 4.6 and 9.2: the analytics event a submitted lead fires. Careers 51; vehicle
 * and model enquiries 14 new / 15 used; test drives 17 new / 48 used; find-similar 17 for
 * a new car; everything else the default 22. A demo car counts as used: it has
 * been registered, and the product rules' new-car events are for new stock.
 */
export function leadEventId(
  kind: LeadFormKind,
  lead: LeadCategory & { car_type?: CarType | undefined },
): AnalyticsEventId {
  if (kind === 'careers' || isCareersEnquiry(lead)) return ANALYTICS_EVENTS.careers_enquiry;
  const isNew = lead.car_type === 'new';
  const isUsed = lead.car_type === 'used' || lead.car_type === 'demo';
  switch (kind) {
    case 'vehicle-enquiry':
    case 'model-enquiry':
      if (isNew) return ANALYTICS_EVENTS.new_car_enquiry;
      if (isUsed) return ANALYTICS_EVENTS.used_car_enquiry;
      break;
    case 'test-drive':
      if (isNew) return ANALYTICS_EVENTS.new_car_test_drive;
      if (isUsed) return ANALYTICS_EVENTS.used_car_test_drive;
      break;
    case 'find-similar':
      if (isNew) return ANALYTICS_EVENTS.new_car_test_drive;
      break;
  }
  return DEFAULT_LEAD_EVENT_ID;
}
