import type { Location } from '../tenant/tenant-config.ts';
import { contactUsPath } from '../locations/location-slug.ts';

export type ClosedDayDisplay =
  | { kind: 'closed'; text: 'Closed' }
  | { kind: 'by-appointment'; text: 'By appointment only' }
  | { kind: 'enquire'; text: 'Enquire Now'; href: string };

/**
 * product rule 4.9: on a 'Closed' day a location may show 'By appointment only' or an
 * Enquire link (to its own /contact-us/{slug}, product rule 2.3); 'Closed' otherwise.
 */
export function closedDayDisplay(
  location: Pick<Location, 'name' | 'closed_day_display'>,
): ClosedDayDisplay {
  switch (location.closed_day_display) {
    case 'by-appointment':
      return { kind: 'by-appointment', text: 'By appointment only' };
    case 'enquire':
      return { kind: 'enquire', text: 'Enquire Now', href: contactUsPath(location) };
    default:
      return { kind: 'closed', text: 'Closed' };
  }
}
