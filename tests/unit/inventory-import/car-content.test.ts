import { expect, test } from 'vitest';
import { carContent, unchangedCar } from '#server/inventory/import/car-content.ts';
import { stampUpdates } from '#server/inventory/import/stamp-updates.ts';
import { generateDemoCars } from '#seed/demo-cars.ts';
import type { Car } from '#shared/inventory/car.ts';

const NOW = new Date('2026-11-20T00:00:00.000Z');
const LATER = new Date('2026-11-21T00:00:00.000Z');
const [car] = generateDemoCars({ now: NOW, count: 40 });

/** The same car with its keys, and its location's keys, in the reverse order. */
function reordered(from: Car): Car {
  const location = Object.fromEntries(Object.entries(from.location).reverse());
  const entries = Object.entries({ ...from, location }).reverse();
  return Object.fromEntries(entries) as unknown as Car;
}

test('the same data in another key order is the same content', () => {
  expect(Object.keys(reordered(car!))).not.toEqual(Object.keys(car!));
  expect(carContent(reordered(car!))).toBe(carContent(car!));
});

test('a changed value, a nested one or a list order is different content', () => {
  expect(carContent({ ...car!, price: car!.price + 1 })).not.toBe(carContent(car!));
  const moved = { ...car!.location, city: `${car!.location.city} North` };
  expect(carContent({ ...car!, location: moved })).not.toBe(carContent(car!));
  const images = [...car!.images, 'https://example.com/extra.jpg'];
  expect(carContent({ ...car!, images })).not.toBe(carContent(car!));
});

test('the stamp the import writes is not content; an unstamped stored car counts as changed', () => {
  const stamped = { ...car!, updated_at: NOW.toISOString() };
  expect(unchangedCar(stamped, { ...car!, updated_at: LATER.toISOString() })).toBe(true);
  const { updated_at: _stamp, ...unstamped } = car!;
  expect(unchangedCar(unstamped as Car, car!)).toBe(false);
  expect(unchangedCar(undefined, car!)).toBe(false);
});

test('a re-import of the same car in another key order keeps its stamp', () => {
  const first = stampUpdates([car!], [], NOW);
  expect(stampUpdates([reordered(car!)], first, LATER)[0]!.updated_at).toBe(NOW.toISOString());
});
