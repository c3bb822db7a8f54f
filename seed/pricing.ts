// Realistic asking prices and price labels (Australian component-pricing rules: every
// price carries its type). New prices start from the catalog's drive-away figure.
import type { CarType, PriceType, SimpleFuel, CarKind } from '#shared/inventory/car.ts';
import type { Random, Weights } from './random.ts';
import type { CarChoice } from './pick-car.ts';

export interface CarPrice {
  price: number;
  price_type: PriceType;
}

const FUEL_PREMIUMS: Record<SimpleFuel, number> = {
  Petrol: 0,
  Diesel: 3000,
  Hybrid: 2500,
  'Plug-in Hybrid': 9000,
  Electric: 0,
};
const DEFAULT_RETENTION: Record<CarKind, number> = {
  car: 0.87,
  truck: 0.9,
  rv: 0.92,
  motorcycle: 0.9,
};
const PRICE_FLOORS: Record<CarKind, number> = {
  car: 4990,
  truck: 14990,
  rv: 9990,
  motorcycle: 2990,
};
const YEARLY_KM: Record<CarKind, number> = {
  car: 15000,
  truck: 40000,
  rv: 8000,
  motorcycle: 4000,
};
const PRICE_TYPE_WEIGHTS: Record<CarType, Weights<PriceType>> = {
  new: { 'Drive Away': 55, 'Estimated Drive Away': 20, 'Excl. Government Charges': 25 },
  demo: { 'Drive Away': 85, 'Estimated Drive Away': 15 },
  used: { 'Drive Away': 70, 'Excl. Government Charges': 30 },
};
// Commercial vehicles are usually advertised before on-road costs.
const TRUCK_PRICE_TYPE_WEIGHTS: Weights<PriceType> = {
  'Excl. Government Charges': 75,
  'Drive Away': 25,
};
const PRICE_ON_APPLICATION_SHARE = 0.012;

/** Rounds to a retail-looking figure: 34,990 for new, 18,490 or 18,990 for used. */
function roundRetail(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step) - 10;
}

function findNewPrice(choice: CarChoice): number {
  const primaryFuel = Object.keys(choice.model.fuels ?? {})[0] as SimpleFuel | undefined;
  if (!choice.fuel || choice.badge.fuel) return choice.badge.price;
  const premium = FUEL_PREMIUMS[choice.fuel] - (primaryFuel ? FUEL_PREMIUMS[primaryFuel] : 0);
  return choice.badge.price + premium;
}

export function priceCar(
  choice: CarChoice,
  km: number,
  currentYear: number,
  random: Random,
): CarPrice {
  if (random.chance(PRICE_ON_APPLICATION_SHARE)) {
    return { price: 0, price_type: 'Price on application' };
  }
  const kind = choice.model.kind;
  const priceType = random.pickKey(
    kind === 'truck' ? TRUCK_PRICE_TYPE_WEIGHTS : PRICE_TYPE_WEIGHTS[choice.carType],
  );
  // Excluding government charges drops stamp duty, registration and CTP (roughly 7%).
  const onRoadFactor = priceType === 'Excl. Government Charges' ? 0.93 : 1;
  const newPrice = findNewPrice(choice) * onRoadFactor;

  if (choice.carType === 'new')
    return { price: roundRetail(newPrice * random.float(0.98, 1.03), 1000), price_type: priceType };
  if (choice.carType === 'demo')
    return { price: roundRetail(newPrice * random.float(0.88, 0.95), 500), price_type: priceType };

  const age = Math.max(1, currentYear - choice.year);
  const retention = choice.model.retention ?? DEFAULT_RETENTION[kind];
  const expectedKm = age * YEARLY_KM[kind];
  const kmFactor = Math.min(1.1, Math.max(0.8, 1 - (km - expectedKm) / 400_000));
  const value = newPrice * 0.9 * retention ** age * kmFactor * random.float(0.93, 1.07);
  return { price: roundRetail(Math.max(PRICE_FLOORS[kind], value), 500), price_type: priceType };
}
