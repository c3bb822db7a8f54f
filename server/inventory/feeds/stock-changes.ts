import type { Car } from '#shared/inventory/car.ts';
import type { AcceptedCar } from '../import/validate-feed.ts';

function contentOf(car: Car): string {
  const { updated_at: _updated, ...content } = car;
  return JSON.stringify(content);
}

/**
 * What importing `accepted` would change: cars new to the site, changed (as the importer's
 * `stampUpdates` sees a change), and gone from it. Compares one car at a time, copying none.
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
    else if (old.updated_at === undefined || contentOf(old) !== contentOf(car)) updated += 1;
  }
  const removed = previous.filter((car) => !after.has(car.id)).length;
  return { added, updated, removed };
}
