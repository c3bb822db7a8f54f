import type { LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import { slugify } from '../format/slugify.ts';
import type { CarKind } from '../inventory/car.ts';

// Longer than any real car slug; anything past it is not one of ours.
const MAX_CAR_SLUG_LENGTH = 200;

/**
 * product rule 4.4: /success after a lead. `?car=<slug>` names the enquired car so the page
 * can link back; only a value that already follows the slug rule is used, and
 * the link does not depend on the car still being on sale (a sold or unknown car is the car
 * page's 404). The car's location, where the site still has the car, picks the phone to call
 * (product rule 4.4).
 */
export async function loadSuccess(args: LoaderFunctionArgs) {
  const query = new URL(args.request.url).searchParams;
  const car = query.get('car') ?? '';
  const isSlug = car !== '' && car.length <= MAX_CAR_SLUG_LENGTH && slugify(car) === car;
  // docs/payments.md: a reservation request (the dealer takes the deposit) says so in its own words.
  const isReserveRequest = query.get('reserve') === 'request';
  // The footer's subscribe form (SUBSCRIBED_PATH): what was signed up for, not an enquiry.
  const isSubscription = query.get('subscribed') === '1';
  const carSlug = isSlug ? car : null;
  let found: { location_id: number; vehicle_kind: CarKind } | null = null;
  if (carSlug) {
    const { site, services } = getRouteContext(args);
    found = await services.cars.bySlug(site, carSlug);
  }
  return {
    carSlug,
    carLocationId: found?.location_id ?? null,
    // product rule 9.12: the page names the car by its kind ('Back to the truck').
    carKind: found?.vehicle_kind ?? null,
    isReserveRequest,
    isSubscription,
  };
}
