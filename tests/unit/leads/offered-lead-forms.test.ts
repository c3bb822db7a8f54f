import { describe, expect, test } from 'vitest';
import { LEAD_FORM_KINDS, type LeadFormKind } from '#shared/leads/lead-forms.ts';
import { offeredLeadForms, offersLeadForm } from '#shared/leads/offered-lead-forms.ts';
import { demoSite } from '../../support/demo-site.ts';

const EVERY_SITE: LeadFormKind[] = [
  'general-enquiry',
  'careers',
  'vehicle-enquiry',
  'test-drive',
  'find-similar',
];

// What each demo site's pages show, read off its tenants/<slug>.json.
const EXPECTED: Record<string, LeadFormKind[]> = {
  // pre-approval, reserve (Stripe), a service location; no model pages
  'harbour-city-motors': ['finance', 'trade-in', 'service-booking', 'subscribe', 'reserve'],
  // pre-approval, reserve (Till); no service location, no model pages
  'coastal-used-cars': ['finance', 'trade-in', 'subscribe', 'reserve'],
  // model pages, service locations; no pre-approval, no payment provider
  'southern-cross-trucks': ['model-enquiry', 'trade-in', 'service-booking', 'subscribe'],
  // model pages, reserve (St George); service only through the manufacturer's site
  'bayside-mazda': ['model-enquiry', 'trade-in', 'subscribe', 'reserve'],
  'high-country-rv-moto': ['trade-in', 'service-booking', 'subscribe'],
};

describe('offersLeadForm', () => {
  test.each(Object.entries(EXPECTED))('%s offers its pages’ forms and no others', (slug, own) => {
    const site = demoSite(slug);
    const expected = LEAD_FORM_KINDS.filter(
      (kind) => EVERY_SITE.includes(kind) || own.includes(kind),
    );
    expect(offeredLeadForms(site)).toEqual(expected);
  });

  test('each form follows the flag or data that shows its page', () => {
    const harbour = 'harbour-city-motors';
    const off = (edit: Parameters<typeof demoSite>[1], kind: LeadFormKind) =>
      offersLeadForm(demoSite(harbour, edit), kind);
    expect(off((c) => void (c.features.finance_pre_approval = false), 'finance')).toBe(false);
    expect(off((c) => void (c.features.trade_in = false), 'trade-in')).toBe(false);
    expect(off((c) => void (c.features.subscribe_form = false), 'subscribe')).toBe(false);
    expect(off((c) => void (c.features.reserve = false), 'reserve')).toBe(false);
    expect(off((c) => void (c.payment_processors = []), 'reserve')).toBe(false);
    expect(off((c) => void delete c.reservation, 'reserve')).toBe(false);
    const hidden = (c: Parameters<NonNullable<Parameters<typeof demoSite>[1]>>[0]) => {
      for (const location of c.locations) location.visible = false;
    };
    expect(off(hidden, 'service-booking')).toBe(false);
    const mazda = (edit: Parameters<typeof demoSite>[1]) =>
      offersLeadForm(demoSite('bayside-mazda', edit), 'model-enquiry');
    expect(mazda(undefined)).toBe(true);
    expect(mazda((c) => void (c.features.model_pages = false))).toBe(false);
    expect(mazda((c) => void (c.models = []))).toBe(false);
  });
});
