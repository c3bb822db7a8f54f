import type { Car } from '#shared/inventory/car.ts';
import { unchangedCar } from '../import/car-content.ts';
import type { AcceptedCar } from '../import/validate-feed.ts';

/**
 * What importing `accepted` would change: cars new to the site, changed (by the same test
 * the importer's `stampUpdates` uses, so the counts match the stamps), and gone from it.
 * Compares one car at a time, copying none.
 */
export function countChanges(accepted: readonly AcceptedCar[], previous: readonly Car[]) {
  const before = new Map(previous.map((car) => [car.id, car]));
  const after = new Set<number>();
  let added = 0;
  let updated = 0;
  for (const { car } of accepted) {
    after.add(car.id);
    const old = before.get(car.id);
    if (!old) added += 1;
    else if (!unchangedCar(old, car)) updated += 1;
  }
  const removed = previous.filter((car) => !after.has(car.id)).length;
  return { added, updated, removed };
}
