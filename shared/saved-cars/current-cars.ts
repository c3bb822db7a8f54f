import type { Car } from '../inventory/car.ts';
import { fetchSearchHits, type OneQuerySearch } from '../search/search-proxy-client.ts';

/** What the favourites and compare pages show of a saved car, read fresh from the search proxy. */
export const CURRENT_CAR_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'km',
  'price',
  'price_type',
  'car_type',
  'status',
  'sold',
  'reserved',
  'stocknum',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'fuel',
  'seats',
  'colour',
  'primary_image_url',
] as const satisfies ReadonlyArray<keyof Car>;

export type CurrentCar = Pick<Car, (typeof CURRENT_CAR_FIELDS)[number]>;

/** Hits asked for at most: the proxy's own cap on `limit` is higher. */
const MAX_CURRENT_CARS = 50;

/**
 * The multi-search body that reads saved cars by id (`id` is filterable); the
 * proxy ANDs the site's scope in, so a car sold or moved out of the site's
 * stock is simply missing from the answer.
 */
export function currentCarsQuery(ids: readonly number[]): OneQuerySearch {
  const safeIds = ids.filter((id) => Number.isSafeInteger(id)).slice(0, MAX_CURRENT_CARS);
  return {
    queries: [
      {
        indexUid: 'cars',
        filter: `id IN [${safeIds.join(', ')}]`,
        limit: MAX_CURRENT_CARS,
        attributesToRetrieve: [...CURRENT_CAR_FIELDS],
      },
    ],
  };
}

/** Current data of the saved cars still on sale at this site, by id. */
export async function fetchCurrentCars(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, CurrentCar>> {
  if (ids.length === 0) return new Map();
  const hits = await fetchSearchHits<CurrentCar>(currentCarsQuery(ids), signal);
  return new Map(hits.map((car) => [car.id, car]));
}
