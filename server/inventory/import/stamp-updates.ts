import type { Car } from '#shared/inventory/car.ts';
import { unchangedCar } from './car-content.ts';

/**
 * `updated_at` for each imported car: unchanged since the previous import keeps its
 * stamp, anything new or different gets `now`. Sitemaps report it as lastmod, so it
 * must only move when the car really changed.
 */
export function stampUpdates(cars: readonly Car[], previous: readonly Car[], now: Date): Car[] {
  const before = new Map(previous.map((car) => [car.id, car]));
  const stamp = now.toISOString();
  return cars.map((car) => {
    const old = before.get(car.id);
    return { ...car, updated_at: unchangedCar(old, car) ? old!.updated_at! : stamp };
  });
}
