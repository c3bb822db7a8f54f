import type { AnalyticsEventId } from '../analytics/analytics-events.ts';
import { track } from '../analytics/track.ts';
import type { SavableCar } from '../saved-cars/saved-car.ts';
import type { SiteData } from '../tenant/site-data.ts';
import { createLastEnquiredCarStore, type LastEnquiredCarStore } from './last-enquired-car.ts';
import {
  createUserDetailsStore,
  type SavedUserField,
  type UserDetailsStore,
} from './saved-user-details.ts';

export const SUCCESS_PATH = '/success';

export interface LeadSubmittedStores {
  userDetails: Pick<UserDetailsStore, 'save'>;
  lastEnquiredCar: Pick<LastEnquiredCarStore, 'save'>;
}

export interface LeadSubmitted {
  site: Pick<SiteData, 'slug'>;
  eventId: AnalyticsEventId;
  leadId: string;
  /** The submitted values; only the user details among them are kept. */
  values: Readonly<Partial<Record<SavedUserField, unknown>>>;
  /** The car the lead was about, if any. */
  car?: SavableCar | null;
  navigate: (to: string) => void;
  /** Where the shopper lands instead of /success (a reservation request's own wording). */
  to?: string;
  /** The site's browser stores by default. */
  stores?: LeadSubmittedStores;
}

/** The success page, naming the car so it can link back to it. */
export function successPath(car?: Pick<SavableCar, 'slug'> | null): string {
  return car ? `${SUCCESS_PATH}?car=${encodeURIComponent(car.slug)}` : SUCCESS_PATH;
}

/**
 * product rule 4.4: a lead id came back. The event carries the lead id only: names,
 * emails and phones never go into the dataLayer (tag managers ship it to third parties).
 */
export function afterLeadSubmitted({
  site,
  eventId,
  leadId,
  values,
  car,
  navigate,
  to,
  stores = {
    userDetails: createUserDetailsStore(site.slug),
    lastEnquiredCar: createLastEnquiredCarStore(site.slug),
  },
}: LeadSubmitted): void {
  track(eventId, { lead_id: leadId });
  stores.userDetails.save(values);
  if (car) stores.lastEnquiredCar.save(car);
  navigate(to ?? successPath(car));
}
