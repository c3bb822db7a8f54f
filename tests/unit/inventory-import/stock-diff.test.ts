import { expect, test } from 'vitest';
import { stampUpdates } from '#server/inventory/import/stamp-updates.ts';
import { stockDiff } from '#server/inventory/import/stock-diff.ts';
import { generateDemoCars } from '#seed/demo-cars.ts';
import type { Car } from '#shared/inventory/car.ts';

const NOW = new Date('2026-11-20T00:00:00.000Z');
const cars = generateDemoCars({ now: NOW, count: 40 }).slice(0, 6);
const stored = stampUpdates(cars, [], NOW);
const LATER = new Date('2026-11-21T00:00:00.000Z');
/** What importing `list` over the stored cars changes, a car at a time. */
function countChanges(list: readonly Car[], previous: readonly Car[]) {
  const diff = stockDiff(previous, LATER);
  for (const car of list) diff.stamp(car);
  return diff.counts();
}
const reversedKeys = (car: Car) =>
  Object.fromEntries(Object.entries(car).reverse()) as unknown as Car;

test('the same cars with their fields in another order change nothing', () => {
  expect(countChanges(cars.map(reversedKeys), stored)).toEqual({
    added: 0,
    updated: 0,
    removed: 0,
  });
});

test('one new price is one update, however the fields are ordered', () => {
  const next = cars.map(reversedKeys);
  next[2] = { ...next[2]!, price: next[2]!.price - 500 };
  expect(countChanges(next, stored)).toEqual({ added: 0, updated: 1, removed: 0 });
});

test('a new car is added and a missing one removed', () => {
  const [extra] = generateDemoCars({ now: NOW, count: 40 }).slice(6);
  expect(countChanges([...cars.slice(1), extra!], stored)).toEqual({
    added: 1,
    updated: 0,
    removed: 1,
  });
});

test('an unchanged car keeps its stamp, a changed one is stamped now', () => {
  const diff = stockDiff(stored, LATER);
  expect(diff.stamp(reversedKeys(cars[0]!)).updated_at).toBe(NOW.toISOString());
  expect(diff.stamp({ ...cars[1]!, km: cars[1]!.km + 1 }).updated_at).toBe(LATER.toISOString());
});
