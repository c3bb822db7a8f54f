import type { Location, TenantFeatures } from '../tenant/tenant-config.ts';
import {
  PRIMARY_LOCATION_PLACEHOLDER,
  resolveLocationPlaceholder,
} from './location-placeholder.ts';
import type { PhoneValidation } from './phone-number.ts';

/**
 * What a site changes in its lead forms: the feature flags of product rule 5.1 plus what
 * its locations decide. The form and the lead API both build it with
 * leadRulesFor, so a field the form shows as required is the field the API
 * requires.
 */
export interface LeadRules {
  phone_validation: PhoneValidation;
  require_terms_agreement: boolean;
  lead_message_required: boolean;
  /** product rule 5.11: shown by default; verified by the API's captcha check, not validateLead. */
  captcha: boolean;
  /** More than one visible location: the location select is shown, so required (product rule 5.1). */
  show_location_select: boolean;
  /** Dealership list shown and visible locations belong to more than one dealership. */
  show_dealership_select: boolean;
  /** What the hidden primary-location placeholder resolves to. */
  primary_location_id: number | undefined;
}

export function leadRulesFor(site: {
  features: TenantFeatures;
  locations: readonly Location[];
}): LeadRules {
  const { features, locations } = site;
  const visible = locations.filter((location) => location.visible);
  const dealerships = new Set(visible.map((location) => location.dealership_slug));
  const primary = resolveLocationPlaceholder(PRIMARY_LOCATION_PLACEHOLDER, site);
  return {
    phone_validation: features.phone_validation,
    require_terms_agreement: features.require_terms_agreement,
    lead_message_required: features.lead_message_required,
    captcha: features.captcha,
    show_location_select: visible.length > 1,
    show_dealership_select: features.show_dealership_list && dealerships.size > 1,
    primary_location_id: typeof primary === 'number' ? primary : undefined,
  };
}
