import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import { reservationTerms } from '../reserve/reservation-offer.ts';

/** docs/payments.md: /reservation-terms, on sites that reserve online only (elsewhere a 404). */
export function loadReservationTerms(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  const terms = reservationTerms(site);
  const checkout = terms ? services.reservations.checkout(site) : null;
  const deposit = site.public_payment_processors[0]?.deposit_amount;
  if (!terms || !checkout || deposit === undefined) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return { isFound: true as const, terms, deposit, paysOnline: checkout.mode === 'stripe' };
}
