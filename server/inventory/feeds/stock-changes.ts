import type { Car } from '#shared/inventory/car.ts';
import { stampUpdates } from '../import/stamp-updates.ts';
import type { AcceptedCar } from '../import/validate-feed.ts';

/** What importing `accepted` would change: cars new to the site, changed, and gone from it. */
export function countChanges(
  accepted: readonly AcceptedCar[],
  previous: readonly Car[],
  now: Date,
) {
  const before = new Set(previous.map((car) => car.id));
  const after = new Set(accepted.map(({ car }) => car.id));
  const stamp = now.toISOString();
  const stamped = stampUpdates(
    accepted.map(({ car }) => car),
    previous,
    now,
  );
  return {
    added: accepted.filter(({ car }) => !before.has(car.id)).length,
    updated: stamped.filter((car) => before.has(car.id) && car.updated_at === stamp).length,
    removed: previous.filter((car) => !after.has(car.id)).length,
  };
}
