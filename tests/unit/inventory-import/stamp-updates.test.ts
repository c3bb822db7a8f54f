import { expect, test } from 'vitest';
import { stampUpdates } from '#server/inventory/import/stamp-updates.ts';
import { generateDemoCars } from '#seed/demo-cars.ts';

const NOW = new Date('2026-11-20T00:00:00.000Z');
const LATER = new Date('2026-11-21T00:00:00.000Z');
const [a, b] = generateDemoCars({ now: NOW, count: 40 });

test('a first import stamps every car with its time', () => {
  expect(stampUpdates([a!, b!], [], NOW).map((car) => car.updated_at)).toEqual([
    NOW.toISOString(),
    NOW.toISOString(),
  ]);
});

test('only cars that changed move their stamp on a re-import', () => {
  const first = stampUpdates([a!, b!], [], NOW);
  const second = stampUpdates([a!, { ...b!, price: b!.price - 1000 }], first, LATER);
  expect(second.map((car) => car.updated_at)).toEqual([NOW.toISOString(), LATER.toISOString()]);
});

test('a car back after an absence counts as changed', () => {
  const first = stampUpdates([a!], [], NOW);
  expect(stampUpdates([a!, b!], first, LATER)[1]!.updated_at).toBe(LATER.toISOString());
});
