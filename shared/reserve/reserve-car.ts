import type { CarDetail } from '../car/car-detail.ts';

/** What the reserve page shows and sends of a car: far less than its detail page's data. */
export const RESERVE_CAR_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'price',
  'price_type',
  'stocknum',
  'km',
  'car_type',
  'status',
  'simple_body',
  'primary_image_url',
  'location_id',
  'location_name',
  'dealership_slug',
  'dealership_name',
] as const satisfies readonly (keyof CarDetail)[];

export type ReserveCar = Pick<CarDetail, (typeof RESERVE_CAR_FIELDS)[number]>;

export function toReserveCar(car: CarDetail): ReserveCar {
  return Object.fromEntries(RESERVE_CAR_FIELDS.map((field) => [field, car[field]])) as ReserveCar;
}
