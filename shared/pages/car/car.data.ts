import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { leadFormKey } from '../../forms/lead-form-action.ts';

/**
 * product rule 2.2 /cars/{slug}: the dealer's car (sold ones say so), similar cars, and
 * the request's time so badges read the same on the server and in the browser.
 * Unknown slug: 404 decided before streaming.
 */
export async function loadCar(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  const car = await services.cars.bySlug(site, args.params.slug ?? '');
  if (!car) {
    return data({ isFound: false as const }, { status: 404 });
  }
  const similar = await services.cars.similar(site, car);
  return {
    isFound: true as const,
    car,
    similar,
    now: new Date().toISOString(),
    leadFormKey: leadFormKey(args),
  };
}
