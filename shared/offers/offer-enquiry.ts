// docs/content-pages.md: an offer's Enquire link opens the contact form about that offer.
import type { SiteData } from '../tenant/site-data.ts';
import type { Offer } from '../tenant/tenant-config.ts';
import { currentOffers, offerTimeZone } from './current-offers.ts';

export const OFFER_PARAM = 'offer';

export function offerEnquiryHref(offer: Pick<Offer, 'id'>): string {
  return `/contact?${OFFER_PARAM}=${encodeURIComponent(offer.id)}`;
}

/** The enquiry's message, filled in for the shopper to keep or change. */
export function offerEnquiryMessage(offer: Pick<Offer, 'title'>): string {
  return `I would like to know more about your offer: ${offer.title}.`;
}

/**
 * The offer a contact link names, if the site shows it today: an expired or unknown offer
 * leaves the form as it always is.
 */
export function findEnquiredOffer(
  site: Pick<SiteData, 'features' | 'offers' | 'dealership'>,
  id: string | null,
  now: Date,
): Offer | undefined {
  if (!id || !site.features.offers) return undefined;
  const shown = currentOffers(site.offers ?? [], now, offerTimeZone(site.dealership));
  return shown.find((offer) => offer.id === id);
}
