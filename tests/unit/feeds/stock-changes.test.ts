import { expect, test } from 'vitest';
import { countChanges } from '#server/inventory/feeds/stock-changes.ts';
import { stampUpdates } from '#server/inventory/import/stamp-updates.ts';
import { generateDemoCars } from '#seed/demo-cars.ts';
import type { Car } from '#shared/inventory/car.ts';

const NOW = new Date('2026-11-20T00:00:00.000Z');
const cars = generateDemoCars({ now: NOW, count: 40 }).slice(0, 6);
const stored = stampUpdates(cars, [], NOW);
const accepted = (list: readonly Car[]) =>
  list.map((car, index) => ({ car, line: index + 2, row: index + 1 }));
const reversedKeys = (car: Car) =>
  Object.fromEntries(Object.entries(car).reverse()) as unknown as Car;

test('the same cars with their fields in another order change nothing', () => {
  expect(countChanges(accepted(cars.map(reversedKeys)), stored)).toEqual({
    added: 0,
    updated: 0,
    removed: 0,
  });
});

test('one new price is one update, however the fields are ordered', () => {
  const next = cars.map(reversedKeys);
  next[2] = { ...next[2]!, price: next[2]!.price - 500 };
  expect(countChanges(accepted(next), stored)).toEqual({ added: 0, updated: 1, removed: 0 });
});

test('a new car is added and a missing one removed', () => {
  const [extra] = generateDemoCars({ now: NOW, count: 40 }).slice(6);
  expect(countChanges(accepted([...cars.slice(1), extra!]), stored)).toEqual({
    added: 1,
    updated: 0,
    removed: 1,
  });
});
