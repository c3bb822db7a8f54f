// docs/payments.md: where a site offers reserving online, and the paths of the reserve journey.
import { carUrl } from '../inventory/car-identity.ts';
import type { ReservationTerms } from '../tenant/tenant-config.ts';
import type { SiteData } from '../tenant/site-data.ts';
import { RESERVATION_RETURN_PATH } from './reserve-checkout.ts';

type OfferSite = Pick<SiteData, 'features' | 'dealership' | 'public_payment_processors'> & {
  reservation?: ReservationTerms | undefined;
};

/**
 * The site reserves cars online: the dealer's switch, a payment provider and processor (the
 * server's checkout() answers null without them) and the terms a shopper agrees to.
 */
export function offersReservation(site: OfferSite): boolean {
  return (
    site.features.reserve &&
    Boolean(site.dealership.payment_provider) &&
    site.public_payment_processors.length > 0 &&
    site.reservation !== undefined
  );
}

/** The reservation terms for a site that reserves; undefined elsewhere. */
export function reservationTerms(site: OfferSite): ReservationTerms | undefined {
  return offersReservation(site) ? site.reservation : undefined;
}

/** product rule 2.2: /cars/{slug}/checkout, or /cars/{slug}/buy-online where the site says so. */
export function reservePath(site: Pick<SiteData, 'labels'>, carSlug: string): string {
  return `${carUrl(carSlug)}/${site.labels.checkout_segment}`;
}

/** The request-sent confirmation: /success naming the car, in its reservation wording. */
export function reserveRequestSentPath(carSlug: string): string {
  return `/success?car=${encodeURIComponent(carSlug)}&reserve=request`;
}

/**
 * Where a payment confirmed without a redirect goes: the return page, with the query
 * Stripe itself adds after 3-D Secure, so both ways in read the same.
 */
export function reservationReturnPath(intent: {
  id: string;
  clientSecret: string;
  status: string;
}): string {
  const query = new URLSearchParams({
    payment_intent: intent.id,
    payment_intent_client_secret: intent.clientSecret,
    redirect_status: intent.status === 'processing' ? 'processing' : 'succeeded',
  });
  return `${RESERVATION_RETURN_PATH}?${query}`;
}
