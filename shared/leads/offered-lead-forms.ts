import { selectLocations } from '../locations/select-locations.ts';
import { offersModelPages } from '../models/site-models.ts';
import { offersReservation } from '../reserve/reservation-offer.ts';
import type { SiteData } from '../tenant/site-data.ts';
import { LEAD_FORM_KINDS, type LeadFormKind } from './lead-forms.ts';

/** What decides which lead forms a site shows: its flags, locations, models and payments. */
export type LeadFormSite = Pick<
  SiteData,
  | 'features'
  | 'locations'
  | 'models'
  | 'model_renames'
  | 'dealership'
  | 'public_payment_processors'
  | 'reservation'
>;

/**
 * Whether a page of this site shows the form, so whether the site takes its leads
 * (docs/decisions/0017-abuse-rules.md). The contact form (with its Careers
 * category, which the `careers` form is) and a car page's forms are on every site.
 */
export function offersLeadForm(site: LeadFormSite, kind: LeadFormKind): boolean {
  switch (kind) {
    case 'general-enquiry':
    case 'careers':
    case 'vehicle-enquiry':
    case 'test-drive':
    case 'find-similar':
      return true;
    case 'model-enquiry':
      return offersModelPages(site);
    case 'finance':
      return site.features.finance_pre_approval;
    case 'trade-in':
      return site.features.trade_in;
    // The service page shows its form only where there is a service location to book at.
    case 'service-booking':
      return selectLocations(site.locations, { sort: 'name', type: 'service' }).length > 0;
    case 'subscribe':
      return site.features.subscribe_form;
    case 'reserve':
      return offersReservation(site);
  }
}

/** The site's forms, in LEAD_FORM_KINDS order. */
export function offeredLeadForms(site: LeadFormSite): LeadFormKind[] {
  return LEAD_FORM_KINDS.filter((kind) => offersLeadForm(site, kind));
}
