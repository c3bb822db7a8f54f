import type { LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import { leadFormKey } from '../forms/lead-form-action.ts';
import { findEnquiredOffer, OFFER_PARAM } from '../offers/offer-enquiry.ts';

/**
 * /contact: the key of its enquiry form's plain post, and the special offer an Enquire link
 * named (`?offer={id}`, docs/content-pages.md) while the site still shows it.
 */
export function loadContact(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  const offerId = new URL(args.request.url).searchParams.get(OFFER_PARAM);
  const offer = findEnquiredOffer(site, offerId, new Date());
  return {
    leadFormKey: leadFormKey(args),
    offer: offer ? { id: offer.id, title: offer.title } : null,
  };
}
