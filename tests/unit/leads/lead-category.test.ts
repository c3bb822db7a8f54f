import { describe, expect, test } from 'vitest';
import { DEFAULT_LEAD_EVENT_ID } from '#shared/analytics/analytics-events.ts';
import { isCareersEnquiry, leadEventId, mapLeadCategory } from '#shared/leads/lead-category.ts';
import type { LeadFormKind } from '#shared/leads/lead-forms.ts';
import type { CarType } from '#shared/tenant/tenant-config.ts';

describe('careers mapping (product rule 4.6)', () => {
  test('Careers Enquiry becomes General Enquiry with subcategory Career Enquiry', () => {
    expect(mapLeadCategory({ category: 'Careers Enquiry' })).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  test.each([
    [{ category: 'General Enquiry' }],
    [{ category: 'Service Enquiry' }],
    [{ category: 'Vehicle Enquiry', subcategory: 'Got a Question?' }],
  ])('%j is kept', (lead) => {
    expect(mapLeadCategory(lead)).toEqual(lead);
  });

  test('a careers enquiry is recognised before and after mapping', () => {
    expect(isCareersEnquiry({ category: 'Careers Enquiry' })).toBe(true);
    expect(isCareersEnquiry(mapLeadCategory({ category: 'Careers Enquiry' }))).toBe(true);
    expect(isCareersEnquiry({ category: 'General Enquiry' })).toBe(false);
  });
});

describe('lead event ids (product rule 9.2)', () => {
  const general = { category: 'General Enquiry' };
  test.each<[LeadFormKind, CarType | undefined, string, number]>([
    ['general-enquiry', undefined, 'General Enquiry', 22],
    ['general-enquiry', undefined, 'Careers Enquiry', 51],
    ['careers', undefined, 'General Enquiry', 51],
    ['vehicle-enquiry', 'new', 'Vehicle Enquiry', 14],
    ['vehicle-enquiry', 'used', 'Vehicle Enquiry', 15],
    ['vehicle-enquiry', 'demo', 'Vehicle Enquiry', 15],
    ['vehicle-enquiry', undefined, 'Vehicle Enquiry', 22],
    ['model-enquiry', 'new', 'Vehicle Enquiry', 14],
    ['test-drive', 'new', 'Test Drive', 17],
    ['test-drive', 'used', 'Test Drive', 48],
    ['test-drive', 'demo', 'Test Drive', 48],
    ['test-drive', undefined, 'Test Drive', 22],
    ['find-similar', 'new', 'Find Similar', 17],
    ['find-similar', 'used', 'Find Similar', 22],
    ['finance', 'new', 'Finance Pre-Approval', 22],
    ['trade-in', 'used', 'Trade-In Valuation', 22],
    ['service-booking', undefined, 'Service Booking', 22],
    ['subscribe', undefined, 'General Enquiry', 22],
  ])('%s, car %s, %s -> %d', (kind, car_type, category, expected) => {
    expect(leadEventId(kind, { category, car_type })).toBe(expected);
  });

  test('the default lead event is 22', () => {
    expect(DEFAULT_LEAD_EVENT_ID).toBe(22);
    expect(leadEventId('general-enquiry', general)).toBe(DEFAULT_LEAD_EVENT_ID);
  });
});
