import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { reservationTerms, reservePath } from '../../reserve/reservation-offer.ts';

// Stripe's ids and client secrets are a few dozen characters; anything far longer is not one.
const MAX_QUERY_VALUE = 255;

function notFound() {
  return data({ isFound: false as const }, { status: 404 });
}

/**
 * docs/payments.md: where Stripe returns the shopper (RESERVATION_RETURN_PATH). The outcome is read
 * on the server from Stripe's own record of the PaymentIntent, never from the query's
 * redirect_status; an intent that is not this site's, or a wrong secret, is a 404.
 */
export async function loadReservation(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  const query = new URL(args.request.url).searchParams;
  const paymentIntent = query.get('payment_intent') ?? '';
  const clientSecret = query.get('payment_intent_client_secret') ?? '';
  const isWellFormed = [paymentIntent, clientSecret].every(
    (value) => value !== '' && value.length <= MAX_QUERY_VALUE,
  );
  const terms = reservationTerms(site);
  if (!terms || !isWellFormed) return notFound();
  const confirmation = await services.reservations.confirmation(site, {
    payment_intent: paymentIntent,
    client_secret: clientSecret,
  });
  if (!confirmation) return notFound();
  return {
    isFound: true as const,
    confirmation,
    terms,
    retryPath: reservePath(site, confirmation.car.slug),
  };
}
