import type { Car } from '#shared/inventory/car.ts';
import { stockDiff } from './stock-diff.ts';

/**
 * `updated_at` for each imported car: unchanged since the previous import keeps its
 * stamp, anything new or different gets `now`. Sitemaps report it as lastmod, so it
 * must only move when the car really changed.
 */
export function stampUpdates(cars: readonly Car[], previous: readonly Car[], now: Date): Car[] {
  const diff = stockDiff(previous, now);
  return cars.map((car) => diff.stamp(car));
}
