import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext, type RouteContext } from '../../app/route-context.ts';
import { leadFormKey, submitLeadForm } from '../../forms/lead-form-action.ts';
import {
  RESERVE_BLOCKER_MESSAGES,
  reserveBlocker,
  reserveDeposit,
  reservePayments,
  type ReserveBlocker,
} from '../../inventory/reservable.ts';
import { toReserveCar } from '../../reserve/reserve-car.ts';
import { offersReservation, reserveRequestSentPath } from '../../reserve/reservation-offer.ts';
import type { TenantLabels } from '../../tenant/tenant-config.ts';

type CheckoutSegment = TenantLabels['checkout_segment'];

function notFound() {
  return data({ isFound: false as const }, { status: 404 });
}

/**
 * The car behind /cars/{slug}/{segment}, when this site reserves online at this segment
 * (labels.checkout_segment; the other one is a 404) and has the car. The blocker is the
 * shared reservable rule on the car as the site's stock has it now.
 */
async function findReservation(context: RouteContext, slug: string, segment: CheckoutSegment) {
  const { site, services } = context;
  if (segment !== site.labels.checkout_segment || !offersReservation(site)) return null;
  const checkout = services.reservations.checkout(site);
  if (!checkout) return null;
  const detail = await services.cars.bySlug(site, slug);
  if (!detail) return null;
  const deposit = reserveDeposit(detail, site);
  const blocker: ReserveBlocker | null =
    reserveBlocker(detail, reservePayments(detail, site)) ??
    (deposit === null ? 'no-processor' : null);
  return { car: toReserveCar(detail), checkout, blocker, deposit: deposit ?? 0 };
}

/** docs/payments.md: the reserve page of one car (product rule 2.2: /cars/{slug}/checkout or /buy-online). */
export function reserveLoader(segment: CheckoutSegment) {
  return async (args: LoaderFunctionArgs) => {
    const reservation = await findReservation(
      getRouteContext(args),
      args.params.slug ?? '',
      segment,
    );
    if (!reservation) return notFound();
    return { isFound: true as const, ...reservation, leadFormKey: leadFormKey(args) };
  };
}

/**
 * The reserve form posted without JavaScript: a reservation request (the dealer takes the
 * deposit), whatever the site's checkout, since a card payment needs Stripe.js. Then the
 * request-sent confirmation, or the page again with the messages and what was typed.
 */
export function reserveAction(segment: CheckoutSegment) {
  return async (args: ActionFunctionArgs) => {
    const context = getRouteContext(args);
    const slug = args.params.slug ?? '';
    const reservation = await findReservation(context, slug, segment);
    if (!reservation) return notFound();
    if (reservation.blocker) {
      const message = RESERVE_BLOCKER_MESSAGES[reservation.blocker];
      return data({ ok: false as const, message, fieldErrors: {}, values: {} }, { status: 409 });
    }
    return submitLeadForm(args, reserveRequestSentPath(slug));
  };
}
