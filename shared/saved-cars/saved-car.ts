import type { Car } from '../inventory/car.ts';
import { CAR_TYPES, PRICE_TYPES } from '../inventory/car.ts';
import { carTitle } from '../format/car-format.ts';

/**
 * What the browser keeps of a saved car (product rule 3.5: favourites per site): enough
 * for the saved-cars bar to render without a fetch. Prices here may be stale;
 * the favourites and compare pages fetch the current ones.
 */
export type SavedCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'price'
  | 'price_type'
  | 'primary_image_url'
  | 'car_type'
>;

/** A card's car (a listing summary has no `name`; it is derived then). */
export type SavableCar = Omit<SavedCar, 'name'> & { name?: string };

/**
 * At most this many saved cars per site; saving another drops the oldest. Also
 * the `limit` of the one search that refreshes them on the favourites page.
 */
export const MAX_SAVED_CARS = 50;

export function toSavedCar(car: SavableCar): SavedCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name || carTitle(car),
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    price: car.price,
    price_type: car.price_type,
    primary_image_url: car.primary_image_url,
    car_type: car.car_type,
  };
}

/**
 * The saved list from its stored text. Storage belongs to the shopper and may
 * hold anything (an older format, a hand edit, a cut-off write): bad JSON reads
 * as an empty list, malformed entries and repeated ids are dropped.
 */
export function parseSavedCars(text: string | null): SavedCar[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const cars: SavedCar[] = [];
  for (const entry of value) {
    if (!isSavedCar(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    cars.push(toSavedCar(entry));
    if (cars.length === MAX_SAVED_CARS) break;
  }
  return cars;
}

export function serializeSavedCars(cars: readonly SavedCar[]): string {
  return JSON.stringify(cars);
}

function isSavedCar(value: unknown): value is SavedCar {
  if (typeof value !== 'object' || value === null) return false;
  const car = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(car.id) &&
    isText(car.slug) &&
    typeof car.name === 'string' &&
    Number.isInteger(car.year) &&
    isText(car.make) &&
    isText(car.model) &&
    typeof car.badge === 'string' &&
    typeof car.price === 'number' &&
    Number.isFinite(car.price) &&
    (PRICE_TYPES as readonly unknown[]).includes(car.price_type) &&
    typeof car.primary_image_url === 'string' &&
    (CAR_TYPES as readonly unknown[]).includes(car.car_type)
  );
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
