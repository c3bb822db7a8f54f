import type { Car } from '#shared/inventory/car.ts';

function contentOf(car: Car): string {
  const { updated_at: _updated, ...content } = car;
  return JSON.stringify(content);
}

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
    const unchanged = old?.updated_at !== undefined && contentOf(old) === contentOf(car);
    return { ...car, updated_at: unchanged ? old.updated_at! : stamp };
  });
}
