import type { LoaderFunctionArgs } from 'react-router';
import { slugify } from '../format/slugify.ts';

// Longer than any real car slug; anything past it is not one of ours.
const MAX_CAR_SLUG_LENGTH = 200;

/**
 * spec 4: /success after a lead. `?car=<slug>` names the enquired car so the page
 * can link back; only a value that already follows the slug rule is used, and
 * the car is not fetched (a link to a sold or unknown car is the car page's 404).
 */
export function loadSuccess({ request }: LoaderFunctionArgs) {
  const car = new URL(request.url).searchParams.get('car') ?? '';
  const isSlug = car !== '' && car.length <= MAX_CAR_SLUG_LENGTH && slugify(car) === car;
  return { carSlug: isSlug ? car : null };
}
