// docs/content-pages.md: which special offers a site shows today.
import { STATE_TIME_ZONES } from '../hours/location-time-zone.ts';
import { calendarDate, isPromoCurrent } from '../listing/promo-cards.ts';
import type { Dealership, Offer } from '../tenant/tenant-config.ts';

/** Offer dates are the dealership's calendar days: its state's zone decides when a day starts. */
export function offerTimeZone(dealership: { address: Pick<Dealership['address'], 'state'> }) {
  return STATE_TIME_ZONES[dealership.address.state];
}

/**
 * The offers shown at `now`: started and not expired, start and expiry days both included
 * (the promo cards' rule, product rule 4.11), in the order the tenant lists them. Expired offers and
 * offers not yet started are never shown.
 */
export function currentOffers(offers: readonly Offer[], now: Date, timeZone: string): Offer[] {
  const today = calendarDate(now, timeZone);
  return offers.filter((offer) => isPromoCurrent(offer, today));
}
