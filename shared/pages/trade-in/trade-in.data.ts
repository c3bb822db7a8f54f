import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext, type RouteContext } from '../../app/route-context.ts';
import { isEnquirable } from '../../listing/card-actions.ts';
import type { SavableCar } from '../../saved-cars/saved-car.ts';
import { readTradeInCarId } from '../../trade-in/trade-in-car-id.ts';
import { leadFormKey } from '../../forms/lead-form-action.ts';
import type { SiteData } from '../../tenant/site-data.ts';

/** The dealer's car a shopper trades towards: enough to name it, link to it and remember it. */
export type TradeInCar = Required<Pick<SavableCar, 'name'>> & SavableCar;

function notFound() {
  return data({ isFound: false as const }, { status: 404 });
}

/**
 * product rule 2.2 /cars/trade-in?car_id={id}. A car_id the site does not list (another
 * dealer's, sold, or not an id) is ignored: the valuation form still stands.
 */
export const offersTradeIn = (site: SiteData) => site.features.trade_in;

export async function loadCarTradeIn(args: LoaderFunctionArgs) {
  const context = getRouteContext(args);
  if (!offersTradeIn(context.site)) return notFound();
  const carId = readTradeInCarId(new URL(args.request.url).searchParams);
  const car = carId === null ? null : await tradeInCar(context, carId);
  return { isFound: true as const, car, leadFormKey: leadFormKey(args) };
}

/**
 * product rule 2.3 /valuations or /instant-price: the one the tenant names in
 * `labels.valuation_path` is its trade-in page; the other is a 404.
 */
export function offersValuationAt(site: SiteData, pathname: string): boolean {
  return offersTradeIn(site) && pathname.replace(/\/$/, '') === site.labels.valuation_path;
}

export function loadValuation(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (!offersValuationAt(site, new URL(args.request.url).pathname)) return notFound();
  return { isFound: true as const, car: null, leadFormKey: leadFormKey(args) };
}

async function tradeInCar({ site, services }: RouteContext, id: number) {
  const car = await services.cars.byId(site, id);
  if (!car || !isEnquirable(car)) return null;
  const { slug, name, year, make, model, badge, price, price_type } = car;
  const { primary_image_url, car_type } = car;
  return {
    id,
    slug,
    name,
    year,
    make,
    model,
    badge,
    price,
    price_type,
    primary_image_url,
    car_type,
  } satisfies TradeInCar;
}
